// What a rate-limit counter store is: express-rate-limit's Store, which can also count several hits at once for one request (an MCP batch).
import type { ClientRateLimitInfo, Store } from 'express-rate-limit';

/**
 * A store express-rate-limit's middleware counts requests in. Every count it returns is a copy taken when the hits
 * were added, so pipelined requests each read their own count, never a live one later requests change.
 */
export interface CounterStore extends Store {
  increment(key: string): ClientRateLimitInfo | Promise<ClientRateLimitInfo>;
  /** Counts `hits` more requests by `key` at once and returns the count they make. */
  incrementBy(key: string, hits: number): ClientRateLimitInfo | Promise<ClientRateLimitInfo>;
}
