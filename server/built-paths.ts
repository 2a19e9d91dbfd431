// The routes of the built paths: GET and HEAD of a prepared file, a page typed with a trailing slash, every other method.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { corsAllowOrigin, negotiatedPages, readOnlyMethods, responseHeaders } from '../content/response-headers.ts';
import type { Route } from '../content/routing.ts';
import type { Artifact } from './artifacts.ts';
import type { ErrorPageAnswer } from './error-pages.ts';
import { requestPath } from './request-path.ts';
import { serveArtifact } from './serve-artifact.ts';

/** GET and HEAD of any artifact in `byPath`, as express.static serves files: a path it does not hold goes to `next`. */
export function serveBuilt(byPath: ReadonlyMap<string, Artifact>): RequestHandler {
  return (req, res, next) => {
    const artifact = isRead(req) ? byPath.get(requestPath(req.url)) : undefined;
    if (artifact === undefined) next();
    else serveArtifact(req, res, artifact);
  };
}

/** The documentation page a request target names with trailing slashes (`/en/developers/`), if it does. */
export function pageWithSlash(target: string | undefined): string | undefined {
  const path = requestPath(target);
  const page = path.replace(/\/+$/, '');
  return page !== path && Object.hasOwn(negotiatedPages, page) ? page : undefined;
}

/** A documentation page's path typed with trailing slashes: the page is one redirect away. */
export const redirectPageWithSlash: RequestHandler = (req, res, next) => {
  const page = isRead(req) ? pageWithSlash(req.url) : undefined;
  // A permanent redirect (308: the method stays), the query kept; negotiated like the page it leads to and about
  // this one request, so shared caches keep none of it.
  if (page === undefined) next();
  else res.writeHead(308, { ...slashRedirectHeaders, Location: page + (req.url ?? '').slice(requestPath(req.url).length) }).end();
};

const slashRedirectHeaders = { ...responseHeaders('error'), Vary: 'Accept', 'Content-Length': '0' };

/**
 * Every other method on a path the router owns (`owned`, by its route): a CORS preflight for OPTIONS, else 405 with
 * the route's methods as `Allow`, in the form the client prefers. A path it does not own goes to `next`.
 */
export function otherMethods(owned: ReadonlyMap<string, Route>, answerErrorPage: ErrorPageAnswer): RequestHandler {
  return (req, res, next) => {
    const route = owned.get(requestPath(req.url));
    if (route === undefined) next();
    else if (req.method === 'OPTIONS') answerPreflight(req, res);
    else answerErrorPage(req, res, 405, { Allow: route.methods });
  };
}

const preflightFields = {
  ...responseHeaders('preflight'),
  Allow: readOnlyMethods,
  'Access-Control-Allow-Origin': corsAllowOrigin,
  'Access-Control-Allow-Methods': readOnlyMethods,
  'Access-Control-Max-Age': '86400',
};

/** Answers a CORS preflight: any origin, the read-only methods, the headers the client asked for, cached a day. */
function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, requested === undefined ? preflightFields : { ...preflightFields, 'Access-Control-Allow-Headers': requested }).end();
}

function isRead(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}
