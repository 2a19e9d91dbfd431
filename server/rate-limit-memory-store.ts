// Rate-limit counters in memory: a fixed window per client, counted at the moment of each request, holding a bounded number of clients.
import type { ClientRateLimitInfo } from 'express-rate-limit';
import type { CounterStore } from './rate-limit-store.ts';

interface Window {
  hits: number;
  resetTime: number;
}

/**
 * Windows of at most `maxClients` clients, for express-rate-limit's middleware. Two generations, as in
 * express-rate-limit's own MemoryStore, make forgetting cheap: every `windowMs` the older generation, whose windows
 * have all ended, is dropped whole. Two differences from that store: the count is returned as a copy taken when the
 * request is counted (its store returns the live object, so pipelined requests all read the count of the last one),
 * and a full store forgets its oldest client rather than grow: that client's next request starts a fresh window, as
 * it would a minute later anyway, while refusing new clients would lock out everyone new for as long as a flood of
 * distinct addresses lasts.
 */
export class MemoryCounterStore implements CounterStore {
  /** Keys counted here never reach another store: express-rate-limit's double-count check reads this. */
  readonly localKeys = true;
  private previous = new Map<string, Window>();
  private current = new Map<string, Window>();
  private readonly rotation: NodeJS.Timeout;
  /** Clients forgotten early because the store was full, since startup. */
  evicted = 0;

  private readonly windowMs: number;
  private readonly maxClients: number;

  constructor(windowMs: number, maxClients: number) {
    this.windowMs = windowMs;
    this.maxClients = maxClients;
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

  increment(key: string): ClientRateLimitInfo {
    return this.incrementBy(key, 1);
  }

  /** Counts `hits` requests by `key` and returns the count they make, as it stands now. */
  incrementBy(key: string, hits: number, now = Date.now()): ClientRateLimitInfo {
    const window = this.windowOf(key, now);
    if (window.resetTime <= now) {
      window.hits = 0;
      window.resetTime = now + this.windowMs;
    }
    window.hits += hits;
    return { totalHits: window.hits, resetTime: new Date(window.resetTime) };
  }

  decrement(key: string): void {
    const window = this.current.get(key) ?? this.previous.get(key);
    if (window !== undefined && window.hits > 0) window.hits--;
  }

  resetKey(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  shutdown(): void {
    clearInterval(this.rotation);
  }

  /** The client's window, moved into the current generation; a new one (room made for it) if the client is not held. */
  private windowOf(key: string, now: number): Window {
    let window = this.current.get(key);
    if (window !== undefined) return window;
    window = this.previous.get(key);
    if (window === undefined) this.makeRoom();
    else this.previous.delete(key);
    window ??= { hits: 0, resetTime: now + this.windowMs };
    this.current.set(key, window);
    return window;
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
