// Locks in the IETF RateLimit and RateLimit-Policy fields (draft 8) and the state they describe: no partition key, whole seconds, never negative.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RateLimiter } from '../../server/limits.ts';
import type { Logger } from '../../server/logger.ts';
import { MemoryCounterStore } from '../../server/rate-limit-memory-store.ts';

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function limiter(limit: number, windowMs = 60_000): RateLimiter {
  return new RateLimiter('product', limit, windowMs, new MemoryCounterStore(windowMs, 1_000), silent);
}

describe('RateLimit-Policy', () => {
  test('names the policy, its quota and its window in seconds', () => {
    assert.equal(limiter(120).policyHeader, '"product";q=120;w=60');
  });

  test('rounds a window shorter than a second up to whole seconds', () => {
    assert.equal(limiter(5, 1_500).policyHeader, '"product";q=5;w=2');
  });
});

describe('RateLimit', () => {
  test('states the requests remaining and the seconds to the reset, and nothing that identifies the client', async () => {
    const product = limiter(3);
    const state = await product.consume('203.0.113.7');
    assert.ok(state);
    assert.deepEqual(product.headers(state), { RateLimit: '"product";r=2;t=60', 'RateLimit-Policy': '"product";q=3;w=60' });
    await product.close();
  });

  test('remaining stops at 0 past the limit, and the request is not allowed', async () => {
    const product = limiter(1);
    await product.consume('a');
    const state = await product.consume('a', 2);
    assert.ok(state);
    assert.equal(state.allowed, false);
    assert.match(product.headers(state).RateLimit ?? '', /^"product";r=0;t=\d+$/);
    await product.close();
  });

  test('a store failure lets the request through without fields (fail open)', async () => {
    const broken = new RateLimiter(
      'mcp',
      1,
      60_000,
      { increment: () => Promise.reject(new Error('down')), close: () => undefined },
      silent,
    );
    assert.equal(await broken.consume('a'), undefined);
  });
});
