// CORS for the public read-only paths: any origin may read them, no credentials, and the useful headers are exposed.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The methods of every read-only path. */
export const readOnlyMethods = 'GET, HEAD, OPTIONS';

/** Added to every read-only response, 429s included, so browser clients can read validators and limits. */
export const corsReadHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit, RateLimit-Policy, Retry-After',
};

/** Answers a preflight: any origin, the read-only methods, the headers the client asked for, cached a day. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    Allow: readOnlyMethods,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': readOnlyMethods,
    'Access-Control-Max-Age': '86400',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested !== undefined) headers['Access-Control-Allow-Headers'] = requested;
  res.writeHead(204, headers);
  res.end();
}
