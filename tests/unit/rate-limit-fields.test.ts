// Locks in the IETF RateLimit and RateLimit-Policy fields (draft 8) a policy writes, and the state they describe: no partition key, whole seconds, never negative; a failed store lets requests through without them.
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, test } from 'node:test';
import inject from 'light-my-request';
import type { CounterStore } from '../../server/counter-store.ts';
import { uncounted } from '../../server/counts.ts';
import type { Logger } from '../../server/logger.ts';
import { MemoryCounterStore } from '../../server/rate-limit-memory-store.ts';
import { type RateLimitPolicy, rateLimitPolicy } from '../../server/rate-limits.ts';

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function policy(limit: number, windowMs = 60_000, store: CounterStore = new MemoryCounterStore(windowMs, 1_000)): RateLimitPolicy {
  const clientKey = (req: IncomingMessage) => req.socket.remoteAddress ?? '';
  return rateLimitPolicy({ name: 'product', limit, windowMs, store, clientKey, logger: silent, counts: uncounted, refusalFields: {} });
}

/** One request through the policy's middleware: the fields it would write with the answer, or its own 429. */
function through(limiter: RateLimitPolicy, remoteAddress = '203.0.113.7') {
  const dispatch = (req: IncomingMessage, res: ServerResponse) =>
    void limiter.middleware(req as never, res as never, () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(limiter.fields(req)));
    });
  return inject(dispatch, { url: '/', remoteAddress });
}

describe('RateLimit-Policy', () => {
  test('names the policy, its quota and its window in seconds', () => {
    assert.equal(policy(120).policyField, '"product";q=120;w=60');
  });

  test('rounds a window shorter than a second up to whole seconds', () => {
    assert.equal(policy(5, 1_500).policyField, '"product";q=5;w=2');
  });
});

describe('RateLimit', () => {
  test('states the requests remaining and the seconds to the reset, and nothing that identifies the client', async () => {
    const response = await through(policy(3));
    assert.deepEqual(response.json(), ['RateLimit', '"product";r=2;t=60', 'RateLimit-Policy', '"product";q=3;w=60']);
  });

  test('remaining stops at 0 past the limit, and the request is refused with Retry-After', async () => {
    const product = policy(1);
    assert.equal((await through(product)).statusCode, 200);
    const refused = await through(product);
    assert.equal(refused.statusCode, 429);
    assert.match(String(refused.headers.ratelimit), /^"product";r=0;t=\d+$/);
    assert.match(String(refused.headers['retry-after']), /^\d+$/);
  });

  test('a store failure lets the request through without fields (fail open)', async () => {
    const broken: CounterStore = {
      increment: () => Promise.reject(new Error('down')),
      incrementBy: () => Promise.reject(new Error('down')),
      decrement: () => undefined,
      resetKey: () => undefined,
    };
    const response = await through(policy(1, 60_000, broken));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), []);
  });
});
