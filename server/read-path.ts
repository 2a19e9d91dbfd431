// The hot path: GET and HEAD on built paths answered without Express, from a table lookup to prepared bytes, rate limit included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ArtifactTable } from './artifacts.ts';
import type { ClientKey } from './client-address.ts';
import { corsReadHeaders } from './cors.ts';
import { sendError } from './errors.ts';
import type { Limiters } from './limits.ts';
import { type Logger, throttledErrorLog } from './logger.ts';
import { serveArtifact } from './serve-artifact.ts';

/** Answers the request and returns true, or returns false for Express to handle it. */
export type ReadPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The read path over `artifacts`, applying each REST endpoint's limiter. */
export function createReadPath(artifacts: ArtifactTable, limiters: Limiters, clientKey: ClientKey, logger: Logger): ReadPath {
  const reportFailure = throttledErrorLog(logger, 'read failed');
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const artifact = artifacts.byPath.get(requestPath(req.url));
    if (artifact === undefined) return false;
    const limiter = limiters.rest.get(artifact.path);
    if (limiter === undefined) {
      serveArtifact(req, res, artifact);
      return true;
    }
    limiter.consume(clientKey(req)).then(
      (state) => {
        // A 429 takes precedence over a 304: the limit is checked before the validators.
        if (state?.allowed === false) limiter.refuse(res, state, req.method === 'HEAD', corsReadHeaders);
        else serveArtifact(req, res, artifact, state === undefined ? undefined : limiter.headers(state));
      },
      // A guard: consume() answers store failures itself (fail open), so only a bug in serving lands here.
      (error: unknown) => {
        reportFailure(error);
        if (!res.headersSent) sendError(res, 500);
      },
    );
    return true;
  };
}

/** The path of an origin-form request target: `/a?b` and `/a#b` are `/a`. */
export function requestPath(target = ''): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}
