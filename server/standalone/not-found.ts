// The standalone app's not-found middleware, after the router: a 404 in the form the client prefers (page, Markdown or the error object), or a 400 for a path that is not valid percent-encoding.
import type { RequestHandler } from 'express';
import type { ArtifactTable } from '../artifacts.ts';
import { errorPageAnswer } from '../error-pages.ts';
import { sendError } from '../errors.ts';

import { requestPath } from '../request-path.ts';

/** What reaches the end of the app: no route owns its path. */
export function notFound(artifacts: ArtifactTable): RequestHandler {
  const answerErrorPage = errorPageAnswer(artifacts);
  return (req, res) => {
    if (isWellEncoded(requestPath(req.url))) answerErrorPage(req, res, 404);
    else sendError(res, 400);
  };
}

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
