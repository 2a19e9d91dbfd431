// Liveness and readiness: `/healthz` while the process serves; `/readyz` also tells whether rate limits are enforced, 503 in a drain.

import type { RequestHandler } from 'express';
import { responseHeaders } from '../content/response-headers.ts';
import { sendError } from './errors.ts';
import type { StoreStatus } from './rate-limits.ts';

const healthBody = '{"status":"ok"}';
const healthHeaders = { ...responseHeaders('health'), 'Content-Type': 'application/json', 'Content-Length': healthBody.length };

export const health: RequestHandler = (_req, res) => res.writeHead(200, healthHeaders).end(healthBody);

/**
 * Readiness: 503 from the first moment of a drain (`draining` aborted), so an edge or a load balancer sends nothing more here; otherwise
 * whether the shared rate-limit store answers. Always 200 while the process serves: with the store away the limits
 * fail open and the origin still serves, so the body says `degraded` rather than a 503 that would have a load
 * balancer drain every origin at once over one Redis outage.
 */
export function readiness(storeStatus: () => Promise<StoreStatus>, draining?: AbortSignal): RequestHandler {
  return async (_req, res) => {
    if (draining?.aborted) return sendError(res, 503);
    const status = await storeStatus();
    // A shutdown or a timeout may have answered while Redis was asked.
    if (res.headersSent) return;
    const degraded = status.store === 'redis' && !status.reachable;
    const body = JSON.stringify({
      status: degraded ? 'degraded' : 'ready',
      rateLimitStore: status.store,
      ...(status.store === 'redis' && { reachable: status.reachable }),
      rateLimits: degraded ? 'failing open: requests are served without limits until the store is back' : 'enforced',
    });
    res.writeHead(200, { ...healthHeaders, 'Content-Length': Buffer.byteLength(body) }).end(body);
  };
}
