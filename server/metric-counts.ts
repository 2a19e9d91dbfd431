// Plain counts the request paths bump (an array slot or a map entry, no labels hashed): the metrics registry reads them only when scraped.

import { type RouteClass, routeClasses } from '../content/routing.ts';

/** The counter store's state, for readiness and metrics. */
export type StoreStatus = { readonly store: 'memory' } | { readonly store: 'redis'; readonly reachable: boolean };

/** What the rate-limit stores report when asked: read at scrape time, never counted on a request's path. */
export interface StoreReadings {
  /** Clients the in-memory stores hold now (0 with Redis, which holds them elsewhere). */
  clientsHeld(): number;
  /** Clients the in-memory stores forgot early because they were full, since startup. */
  clientsEvicted(): number;
  /** Where the counters live and, for Redis, whether it answers now. */
  storeStatus(): Promise<StoreStatus>;
}

/** HTTP status codes are three digits; one slot per code keeps counting a single array increment. */
const statusSlots = 600;

/** Counts by key; the keys come from fixed sets (policy names, known MCP methods), so the map stays small. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string, hits = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + hits);
  }

  entries(): IterableIterator<[string, number]> {
    return this.counts.entries();
  }
}

/** What the origin counts for its operators. */
export class OriginCounters {
  /** Responses written, by route class and status code. */
  readonly responses: Readonly<Record<RouteClass, Float64Array>> = Object.fromEntries(
    routeClasses.map((route) => [route, new Float64Array(statusSlots)]),
  ) as Record<RouteClass, Float64Array>;
  /** 429s, by policy name. */
  readonly rateLimited = new Tally();
  /** Requests let through without a decision because the store failed, by policy name. */
  readonly failOpen = new Tally();
  /** Store failures, by kind: `command` (an increment failed or timed out) or `connection` (the client lost Redis). */
  readonly storeErrors = new Tally();
  /** MCP messages, by `method` and `tool` joined with a tab; unknown names are counted as `other`. */
  readonly mcpMessages = new Tally();
  /** Connections the origin closed on its own, by reason: `idle`, `unread` (to free descriptors), `stalled` (output stuck for the idle timeout). */
  readonly connectionsShed = new Tally();
  /** Connections closed as they arrived, by reason: `client_cap` (their address's cap), `descriptors` (none left to spare). */
  readonly connectionsRefused = new Tally();
  /** Descriptors the process holds, as of the last sweep, and may hold. */
  readonly descriptors = { inUse: 0, limit: 0 };
  /**
   * MCP answer-cache lookups, by outcome: `hit`, `miss`, or `bypass` (requests it never answers: batches,
   * notifications, subscriptions/listen, ids the SDK refuses, or the cache turned off).
   */
  readonly mcpAnswerCache = new Tally();
  /** What the MCP answer cache holds, as of its last change. */
  mcpAnswerCacheHeld = { entries: 0, bytes: 0 };
  /** The rate-limit stores of the router these counters were given to; none until it is made. */
  stores: StoreReadings = { clientsHeld: () => 0, clientsEvicted: () => 0, storeStatus: async () => ({ store: 'memory' }) };

  countResponse(route: RouteClass, status: number): void {
    const counts = this.responses[route];
    if (status >= 100 && status < statusSlots) counts[status] = (counts[status] ?? 0) + 1;
  }
}
