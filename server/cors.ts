// CORS preflights for the public read-only paths: any origin, the read-only methods, the headers the client asked for.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsAllowOrigin, readOnlyMethods, responseHeaders } from '../content/response-headers.ts';

const preflightHeaders = responseHeaders('preflight');

/** Answers a preflight: any origin, the read-only methods, the headers the client asked for, cached a day. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    ...preflightHeaders,
    Allow: readOnlyMethods,
    'Access-Control-Allow-Origin': corsAllowOrigin,
    'Access-Control-Allow-Methods': readOnlyMethods,
    'Access-Control-Max-Age': '86400',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested !== undefined) headers['Access-Control-Allow-Headers'] = requested;
  res.writeHead(204, headers);
  res.end();
}
