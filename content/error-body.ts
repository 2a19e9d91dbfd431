// The spec's error object and what each status tells the client: shared by the origin (which sends them) and the build (contract and page examples).

/** The spec's error object: `statusCode`, `error` (reason phrase) and `message`. */
export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
}

/** What each error status tells the client to do. */
export const errorMessages: Readonly<Record<number, string>> = {
  400: 'The request could not be parsed: check the URL encoding and the request syntax.',
  404: 'No public resource at this path. Paths are exact and case-sensitive; see /openapi.json for the public endpoints.',
  405: 'This resource does not support this method: use one of the methods in the Allow header.',
  406: 'None of the media types in the Accept header is available here.',
  408: 'The request did not arrive in time: send it again, whole, without pauses.',
  417: 'This server meets no expectation other than 100-continue: send the request without that Expect header.',
  429: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
  431: 'The request headers are too large.',
  413: 'The request body is too large.',
  414: 'The request target is too long.',
  500: 'Something went wrong on our side; the request changed nothing. Try again later.',
  502: 'No origin server answered; the request changed nothing. Try again shortly.',
  503: 'The server is restarting and could not finish this request; it changed nothing. Retry on a new connection.',
  504: 'The origin server did not answer in time; the request may not have been served. Try again shortly.',
};

/**
 * Reason phrases of the error statuses, as Node's `STATUS_CODES` has them (a test holds them equal). Written
 * out so that content/ needs no node:http: any 4xx an Express error carries can reach the client.
 */
export const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: "I'm a Teapot",
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  509: 'Bandwidth Limit Exceeded',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** The error object for `status`, with its standard message unless another is given. */
export function errorBody(status: number, message?: string): ErrorBody {
  const reason = reasonPhrases[status] ?? 'Error';
  return { statusCode: status, error: reason, message: message ?? errorMessages[status] ?? reason };
}
