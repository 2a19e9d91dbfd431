// What a rate-limit counter store is to the policies that count in it: the in-memory store and the Redis one both implement it.
import type { ClientRateLimitInfo, Store } from 'express-rate-limit';

/**
 * A store express-rate-limit's middleware counts requests in, which can also count several hits of one request (an
 * MCP batch) at once. Every count it returns is a copy taken when the hits were added, so pipelined requests each
 * read their own count, never a live one later requests change.
 */
export interface CounterStore extends Store {
  incrementBy(key: string, hits: number): ClientRateLimitInfo | Promise<ClientRateLimitInfo>;
}
