// Rate-limit counters in memory: a fixed window per client, counted at the moment of each request, holding a bounded number of clients.
import type { CounterStore, WindowCount } from './rate-limit-store.ts';

interface Window {
  hits: number;
  resetTime: number;
}

/**
 * Windows of at most `maxClients` clients. Two generations, as in express-rate-limit's MemoryStore, make
 * forgetting cheap: every `windowMs` the older generation, whose windows have all ended, is dropped whole.
 * Two differences from that store: the count is returned as a copy taken when the request is counted
 * (its store returns the live object, so pipelined requests all read the count of the last one), and
 * a full store forgets its oldest client rather than grow: that client's next request starts a fresh
 * window, as it would a minute later anyway, while refusing new clients would lock out everyone new
 * for as long as a flood of distinct addresses lasts.
 */
export class MemoryCounterStore implements CounterStore {
  private previous = new Map<string, Window>();
  private current = new Map<string, Window>();
  private readonly rotation: NodeJS.Timeout;
  /** Clients forgotten early because the store was full, since startup. */
  evicted = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxClients: number,
  ) {
    this.rotation = setInterval(() => {
      this.previous = this.current;
      this.current = new Map();
    }, windowMs);
    this.rotation.unref();
  }

  /** Clients held now. */
  get size(): number {
    return this.previous.size + this.current.size;
  }

  /** Counts `hits` requests by `key` and returns the count they make. */
  increment(key: string, hits = 1, now = Date.now()): WindowCount {
    let window = this.current.get(key);
    if (window === undefined) {
      window = this.previous.get(key);
      if (window === undefined) this.makeRoom();
      else this.previous.delete(key);
      window ??= { hits: 0, resetTime: now + this.windowMs };
      this.current.set(key, window);
    }
    if (window.resetTime <= now) {
      window.hits = 0;
      window.resetTime = now + this.windowMs;
    }
    window.hits += hits;
    return { totalHits: window.hits, resetTime: window.resetTime };
  }

  close(): void {
    clearInterval(this.rotation);
  }

  /** Forgets the oldest client when the store is full: the previous generation's first, else the current one's. */
  private makeRoom(): void {
    if (this.size < this.maxClients) return;
    const generation = this.previous.size > 0 ? this.previous : this.current;
    const oldest = generation.keys().next();
    if (oldest.done === true) return;
    generation.delete(oldest.value);
    this.evicted++;
  }
}
