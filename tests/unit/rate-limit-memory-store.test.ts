// Locks in the in-memory rate-limit store: a fixed window per client, a bound on clients held, and windows forgotten on a clock the test controls.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import { MemoryCounterStore } from '../../server/rate-limit-memory-store.ts';

describe('the in-memory store', () => {
  test('holds at most its bound, forgetting the oldest client first; a forgotten client starts a fresh window', () => {
    let evicted = 0;
    const store = new MemoryCounterStore(60_000, 1_000, () => evicted++);
    store.incrementBy('first', 5);
    for (let n = 0; n < 5_000; n++) store.increment(`10.0.${n >> 8}.${n & 255}`);
    assert.equal(store.size, 1_000);
    assert.equal(evicted, 4_001);
    assert.equal(store.increment('10.0.19.135').totalHits, 2, 'a recent client keeps its count');
    assert.equal(store.increment('first').totalHits, 1, 'the oldest was forgotten');
  });

  test('returns the count as it stood for each request, not a live object later requests change', () => {
    const store = new MemoryCounterStore(60_000, 10);
    const counts = [store.increment('a'), store.increment('a'), store.increment('a')];
    assert.deepEqual(
      counts.map((count) => count.totalHits),
      [1, 2, 3],
    );
  });
});

describe('windows on a mocked clock', () => {
  beforeEach(() => mock.timers.enable({ apis: ['Date'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  test('a window counts until its reset time and restarts at it, with a new reset time', () => {
    const store = new MemoryCounterStore(60_000, 10);
    assert.deepEqual(store.increment('a'), { totalHits: 1, resetTime: new Date(1_060_000) });
    mock.timers.tick(59_999);
    assert.deepEqual(store.increment('a'), { totalHits: 2, resetTime: new Date(1_060_000) });
    mock.timers.tick(1);
    assert.deepEqual(store.increment('a'), { totalHits: 1, resetTime: new Date(1_120_000) });
  });

  test('a client is held until its window ends, then forgotten: the clients held are those with a window running', () => {
    const store = new MemoryCounterStore(60_000, 10);
    store.increment('gone');
    mock.timers.tick(30_000);
    store.increment('late');
    mock.timers.tick(40_000);
    assert.equal(store.size, 1, 'the first window ended at 60 s, the second runs until 90 s');
    assert.deepEqual(store.increment('late'), { totalHits: 2, resetTime: new Date(1_090_000) });
    assert.deepEqual(store.increment('gone'), { totalHits: 1, resetTime: new Date(1_130_000) }, 'a fresh window');
  });
});
