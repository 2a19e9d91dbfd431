// Rate-limit counters in memory: a fixed window per client, for at most a bounded number of clients (lru-cache).
import type { ClientRateLimitInfo } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import type { CounterStore } from './counter-store.ts';

/**
 * Windows of at most `maxClients` clients, for express-rate-limit's middleware. Unlike express-rate-limit's own
 * MemoryStore, the count is returned as a copy taken when the request is counted (its store returns the live object,
 * so pipelined requests all read the count of the last one), and a full store forgets the client it heard from least
 * recently rather than grow: that client's next request starts a fresh window, which refusing new clients instead
 * would not spare them.
 */
export class MemoryCounterStore implements CounterStore {
  /** Keys counted here never reach another store: express-rate-limit's double-count check reads this. */
  readonly localKeys = true;
  private readonly windows: LRUCache<string, { hits: number; resetTime: number }>;
  private readonly windowMs: number;
  /** Forgets ended windows once a window, so an idle origin gives back what a crowd of clients took. */
  private readonly purge: NodeJS.Timeout;

  /** `onEvict` hears of each client forgotten early because the store was full. */
  constructor(windowMs: number, maxClients: number, onEvict?: () => void) {
    this.windowMs = windowMs;
    this.windows = new LRUCache({
      max: maxClients,
      // A window that has ended is stale; Date.now, so that tests' mocked clocks move it.
      ttl: windowMs,
      perf: Date,
      ttlResolution: 0,
      dispose: (_window, _key, reason) => {
        if (reason === 'evict') onEvict?.();
      },
    });
    this.purge = setInterval(() => this.windows.purgeStale(), windowMs).unref();
  }

  /** Stops forgetting ended windows: express-rate-limit's call when the store is done with. */
  shutdown(): void {
    clearInterval(this.purge);
  }

  /** Clients held now: those with a window running, and those whose window ended less than a window ago. */
  get size(): number {
    return this.windows.size;
  }

  increment(key: string): ClientRateLimitInfo {
    return this.incrementBy(key, 1);
  }

  /** Counts `hits` requests by `key` and returns the count they make, as it stands now. */
  incrementBy(key: string, hits: number): ClientRateLimitInfo {
    const now = Date.now();
    let window = this.windows.get(key);
    if (window === undefined || window.resetTime <= now) {
      window = { hits: 0, resetTime: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.hits += hits;
    return { totalHits: window.hits, resetTime: new Date(window.resetTime) };
  }

  decrement(key: string): void {
    const window = this.windows.get(key);
    if (window !== undefined && window.hits > 0) window.hits--;
  }

  resetKey(key: string): void {
    this.windows.delete(key);
  }
}
