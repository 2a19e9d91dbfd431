// The routes of the built paths other than the REST documents (GET and HEAD of a prepared file, a page typed with a trailing slash, what every other method on a built path gets), and the wait for a read's body that every route of the router runs first.
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { negotiatedPages, responseHeaders } from '../content/response-headers.ts';
import type { Route } from '../content/routing.ts';
import type { Artifact } from './artifacts.ts';
import { answerPreflight } from './cors.ts';
import type { ErrorPageAnswer } from './error-pages.ts';

import { requestPath } from './request-path.ts';
import { serveArtifact } from './serve-artifact.ts';

/** GET and HEAD of any artifact in `byPath`, as express.static serves files: a path it does not hold goes to `next`. */
export function serveBuilt(byPath: ReadonlyMap<string, Artifact>): RequestHandler {
  return (req, res, next) => {
    const artifact = isRead(req) ? byPath.get(requestPath(req.url)) : undefined;
    if (artifact === undefined) next();
    else answerOnceBodyRead(req, res, next, () => serveArtifact(req, res, artifact));
  };
}

/** Whether a request target is a documentation page's path typed with trailing slashes (`/en/developers/`). */
export function isPageWithSlash(target: string | undefined): boolean {
  const path = requestPath(target);
  const page = path.replace(/\/+$/, '');
  return page !== path && Object.hasOwn(negotiatedPages, page);
}

/** A documentation page's path typed with trailing slashes: the page is one redirect away. */
export const redirectPageWithSlash: RequestHandler = (req, res, next) => {
  if (!isRead(req) || !isPageWithSlash(req.url)) {
    next();
    return;
  }
  const path = requestPath(req.url);
  const page = path.replace(/\/+$/, '');
  // A permanent redirect (308: the method stays), the query kept; negotiated like the page it leads to and about
  // this one request, so shared caches keep none of it.
  answerOnceBodyRead(req, res, next, () => {
    res.writeHead(308, { ...slashRedirectHeaders, Location: page + (req.url ?? '').slice(path.length) });
    res.end();
  });
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

/**
 * Passes a GET or HEAD on once the body it declares has arrived whole (and been discarded): if its framing breaks, the
 * parser's 400 answers and closes the connection, never a 200 cut short. Bodyless reads, all but a few, pass at once;
 * so does a body another middleware (an operator's body parser) has already read. Used only where the router answers
 * (first for a GET or HEAD in each route, and through answerOnceBodyRead in the built files and the redirect once the
 * path is theirs), never as a middleware of its own on every path: an operator's route mounted after the router gets
 * its body unread, and a request pays for no extra matched layer.
 */
export const discardReadBody: RequestHandler = (req, _res, next) => {
  const bodyless = req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0';
  if (!isRead(req) || bodyless || req.readableEnded) next();
  else {
    req.once('end', () => next());
    req.resume();
  }
};

/**
 * Runs `answer` once the request's body has been read (discardReadBody). Called from an `end` listener, outside the
 * router's own catch, so what `answer` throws goes to `next` here; and the transport may have answered meanwhile (a
 * drain's 503, a timeout's 408), in which case there is nothing left to answer.
 */
function answerOnceBodyRead(req: Request, res: Response, next: NextFunction, answer: () => void): void {
  discardReadBody(req, res, () => {
    if (res.headersSent) return;
    try {
      answer();
    } catch (error) {
      next(error);
    }
  });
}

function isRead(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}
