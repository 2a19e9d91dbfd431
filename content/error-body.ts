// The spec's error object, what each status tells the client, and when the origin or the edge answers it: shared by the origin (which sends them), the build (contract, page tables, the edge's error answers) and the tests that make the origin do what the pages say.
import { edgeLimits, limits, paths } from './constants.ts';
import { representationTypes } from './response-headers.ts';

/** The spec's error object: `statusCode`, `error` (reason phrase) and `message`. */
export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
}

/** Who answers an error: the origin itself, or the reference edge (nginx, deploy/nginx.conf) before a request reaches an origin. */
export type Answerer = 'origin' | 'edge';

/**
 * What becomes of the connection once the origin has answered: kept for the client's next request, closed, or kept
 * while the whole refused body stays within `keptUpTo` bytes and closed beyond. The pages say it in each language's
 * words, and tests/origin/error-catalogue.test.ts makes the origin do it.
 */
export type ConnectionFate = 'kept' | 'closed' | { readonly keptUpTo: number };

/** One circumstance in which a status is answered: who answers, when (in English, from the constants), and, for the origin, what becomes of the connection. */
export type ErrorCause =
  | { readonly by: 'origin'; readonly when: string; readonly connection: ConnectionFate }
  | { readonly by: 'edge'; readonly when: string };

/**
 * One status answered with the error object: its standard message, which tells the client what to do, the message
 * exactly as the origin sends it where it adds to the standard one, and every circumstance it is answered in.
 */
export interface RestError {
  readonly message: string;
  readonly sent?: string;
  readonly causes: Readonly<Record<string, ErrorCause>>;
}

const notAcceptable = 'None of the media types in the Accept header is available here.';

const kib = (bytes: number): string => `${bytes / 1024} KiB`;

/**
 * Every status answered with the error object, by cause: what the origin and the edge do, stated once. The limits
 * page is generated from it, the edge's error answers (dist/edge/errors.conf) are written for each status it
 * answers, and tests/origin/error-catalogue.test.ts makes the origin answer each of its causes.
 */
export const restErrors = {
  400: {
    message: 'The request could not be parsed: check the URL encoding and the request syntax.',
    causes: {
      malformed: {
        by: 'origin',
        when: 'Bytes that do not parse as HTTP/1.1, an HTTP/1.1 request without `Host` or with two, or an absolute-form target that does not parse or names another host than `Host`.',
        connection: 'closed',
      },
      percentEncoding: { by: 'origin', when: 'A path that is not valid percent-encoding.', connection: 'kept' },
      edge: { by: 'edge', when: 'A request nginx cannot parse.' },
    },
  },
  404: {
    message: 'No public resource at this path. Paths are exact and case-sensitive; see /openapi.json for the public endpoints.',
    causes: {
      unknownPath: {
        by: 'origin',
        when: 'Nothing public at the path; a client that asks for HTML or Markdown gets the page described above.',
        connection: 'kept',
      },
    },
  },
  405: {
    message: 'This resource does not support this method: use one of the methods in the Allow header.',
    causes: {
      method: {
        by: 'origin',
        when: 'A method the path does not support, `Allow` listing those it does; a client that asks for HTML or Markdown gets the page described above.',
        connection: 'kept',
      },
      connect: { by: 'origin', when: '`CONNECT`, whatever its target.', connection: 'closed' },
    },
  },
  406: {
    message: notAcceptable,
    // Only a documentation page has more than one type to offer, so only a page is refused, and its message names both.
    sent: `${notAcceptable} Available: ${representationTypes.html}, ${representationTypes.markdown}.`,
    causes: {
      accept: {
        by: 'origin',
        when: 'A documentation page asked for with an `Accept` that allows neither HTML nor Markdown; the message names both types. A path with one type is served in it whatever the `Accept`, a page asked for with no `Accept` (or an empty one) is served as HTML, and `Accept-Encoding` never causes a 406, since with no acceptable coding the body is sent uncompressed.',
        connection: 'kept',
      },
    },
  },
  408: {
    message: 'The request did not arrive in time: send it again, whole, without pauses.',
    causes: {
      slow: {
        by: 'origin',
        when: `The request line and header fields have not all arrived within ${limits.headersTimeoutSeconds} s (the default of \`HEADERS_TIMEOUT_MS\`).`,
        connection: 'closed',
      },
      edge: {
        by: 'edge',
        when: `The header fields have not all arrived within ${edgeLimits.clientTimeoutSeconds} s, or nothing of the body for ${edgeLimits.clientTimeoutSeconds} s.`,
      },
    },
  },
  413: {
    message: 'The request body is too large.',
    causes: {
      edge: {
        by: 'edge',
        when: `A body over ${kib(edgeLimits.bodyBytes)}, on any path; the origin itself refuses a body only on \`${paths.mcp}\`, over ${kib(limits.mcpBodyBytes)}, with the JSON-RPC error below.`,
      },
    },
  },
  414: {
    message: 'The request target is too long.',
    causes: {
      edge: {
        by: 'edge',
        when: `A request line over ${kib(edgeLimits.headerBufferBytes)}; without nginx, the origin answers it with 431.`,
      },
    },
  },
  417: {
    message: 'This server meets no expectation other than 100-continue: send the request without that Expect header.',
    causes: {
      expectation: { by: 'origin', when: 'An `Expect` header other than `100-continue`.', connection: 'closed' },
    },
  },
  429: {
    message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
    causes: {
      rateLimit: {
        by: 'origin',
        when: `More than ${limits.restPerMinute} requests a minute from one client to one REST endpoint, or ${limits.mcpPerMinute} to \`${paths.mcp}\` (a batch counting one per message); with \`Retry-After\` and the \`RateLimit\` fields.`,
        connection: 'kept',
      },
      edge: {
        by: 'edge',
        when: `More than ${edgeLimits.requestsInProgress} requests in progress at once from one address, or more than ${edgeLimits.requestsPerSecond} a second (with bursts of up to ${edgeLimits.requestBurst}); with \`Retry-After: ${edgeLimits.retryAfterSeconds}\` and no \`RateLimit\` field.`,
      },
    },
  },
  431: {
    message: 'The request headers are too large.',
    causes: {
      tooLarge: {
        by: 'origin',
        when: `The request line and header fields together over ${kib(limits.headerBytes)}.`,
        connection: 'closed',
      },
      edge: { by: 'edge', when: `A header field over ${kib(edgeLimits.headerBufferBytes)}.` },
    },
  },
  500: {
    message: 'Something went wrong on our side; the request changed nothing. Try again later.',
    causes: {
      failure: { by: 'origin', when: "A failure of the origin's own.", connection: 'kept' },
      edge: { by: 'edge', when: "A failure of nginx's own." },
    },
  },
  502: {
    message: 'No origin server answered; the request changed nothing. Try again shortly.',
    causes: {
      edge: { by: 'edge', when: 'No origin could be reached.' },
    },
  },
  503: {
    message:
      'The server is shutting down or not yet ready and could not finish this request; it changed nothing. Retry on a new connection.',
    causes: {
      readiness: { by: 'origin', when: `\`${paths.readiness}\`, as soon as a shutdown begins.`, connection: 'closed' },
      edge: { by: 'edge', when: 'No origin is ready.' },
    },
  },
  504: {
    message: 'The origin server did not answer in time; the request may not have been served. Try again shortly.',
    causes: {
      edge: { by: 'edge', when: 'An origin did not answer in time.' },
    },
  },
} as const satisfies Readonly<Record<number, RestError>>;

/** What each error status tells the client to do: the standard message of its error object. */
export const errorMessages: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(restErrors).map(([status, error]) => [status, error.message]),
);

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
