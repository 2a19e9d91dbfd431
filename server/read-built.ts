// GET and HEAD on a built path, answered without Express: its endpoint's rate limit (if it has one), then prepared bytes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsReadHeaders } from '../content/response-headers.ts';
import type { Artifact } from './artifacts.ts';
import type { ClientKey } from './client-address.ts';
import { sendError } from './errors.ts';
import type { Handler } from './handler.ts';
import type { Decision, Limiters } from './limits.ts';
import { type Logger, throttledErrorLog } from './logger.ts';
import { serveArtifact } from './serve-artifact.ts';

/** For each artifact, the handler of its reads, applying its REST endpoint's limiter. */
export function builtPathReader(limiters: Limiters, clientKey: ClientKey, logger: Logger): (artifact: Artifact) => Handler {
  const reportFailure = throttledErrorLog(logger, 'read failed');
  return (artifact) => {
    const limiter = limiters.rest.get(artifact.path);
    if (limiter === undefined) return (req, res) => serveArtifact(req, res, artifact);
    const serve = (req: IncomingMessage, res: ServerResponse, state: Decision) => {
      // The transport may have answered meanwhile (the bytes after this request did not parse, a shutdown).
      if (res.headersSent) return;
      // A 429 takes precedence over a 304: the limit is checked before the validators.
      if (state?.allowed === false) limiter.sendTooManyRequests(res, state, req.method === 'HEAD', corsReadHeaders);
      else serveArtifact(req, res, artifact, state === undefined ? undefined : limiter.fields(state));
    };
    const failed = (res: ServerResponse, error: unknown) => {
      reportFailure(error);
      sendError(res, 500);
    };
    return (req, res) => {
      const decision = limiter.consume(clientKey(req));
      // The in-memory store decides at once, so the answer is written in this turn; Redis answers later.
      if (!(decision instanceof Promise)) {
        try {
          serve(req, res, decision);
        } catch (error) {
          failed(res, error);
        }
        return;
      }
      decision
        .then((state) => serve(req, res, state))
        // A guard: consume() answers store failures itself (fail open), so only a bug in serving lands here.
        .catch((error: unknown) => failed(res, error));
    };
  };
}
