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
  beforeEach(() => mock.timers.enable({ apis: ['Date', 'setInterval'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  test('a window counts until its reset time and restarts at it, with a new reset time', () => {
    const store = new MemoryCounterStore(60_000, 10);
    assert.deepEqual(store.increment('a'), { totalHits: 1, resetTime: new Date(1_060_000) });
    mock.timers.tick(59_999);
    assert.deepEqual(store.increment('a'), { totalHits: 2, resetTime: new Date(1_060_000) });
    mock.timers.tick(1);
    assert.deepEqual(store.increment('a'), { totalHits: 1, resetTime: new Date(1_120_000) });
  });

  test('a client is forgotten within a window after its own ends, with no request to prompt it', () => {
    const store = new MemoryCounterStore(60_000, 10);
    mock.timers.tick(1_000);
    store.increment('gone');
    // One second at a time: the mocked clock shows the end of a tick to every timer that tick runs.
    for (let second = 1; second < 70; second++) mock.timers.tick(1_000);
    assert.equal(store.size, 1, 'at 70 s: the window ended at 61 s, less than a window ago');
    for (let second = 70; second < 120; second++) mock.timers.tick(1_000);
    assert.equal(store.size, 0, 'at 120 s: forgotten, though no request came');
    store.shutdown();
  });
});
