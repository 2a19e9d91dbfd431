// Rate limits: one policy per REST endpoint and one for /mcp, counted per client in memory, or in Redis to share them.
import type { ServerResponse } from 'node:http';
import { type DocumentKey, publicEndpoints } from '../content/constants.ts';
import type { FieldList } from './artifacts.ts';
import type { Config } from './config.ts';
import { sendError } from './errors.ts';
import { type Logger, throttledErrorLog } from './logger.ts';
import { OriginCounters } from './metric-counts.ts';
import { MemoryCounterStore } from './rate-limit-memory-store.ts';
import type { CounterStore, WindowCount } from './rate-limit-store.ts';

/** Where a client stands in a policy's current window. */
export interface RateLimitState {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Whole seconds until the client's window frees up, from 0 to the window length. */
  readonly resetSeconds: number;
}

/** A client's state, or undefined when the store failed and the request proceeds unlimited. */
export type Decision = RateLimitState | undefined;

/** One named policy (limit per window) over one store. */
export class RateLimiter {
  /** The IETF `RateLimit-Policy` field (draft 8): the policy's name, quota and window; no partition key. */
  readonly policyHeader: string;
  private readonly windowSeconds: number;
  private readonly reportStoreError: (error: unknown) => void;

  constructor(
    readonly name: string,
    readonly limit: number,
    windowMs: number,
    private readonly store: CounterStore,
    logger: Logger,
    private readonly counters = new OriginCounters(),
  ) {
    this.windowSeconds = Math.ceil(windowMs / 1000);
    this.policyHeader = `"${name}";q=${limit};w=${this.windowSeconds}`;
    this.reportStoreError = throttledErrorLog(logger, 'rate-limit store failed: requests pass unlimited', { policy: name });
  }

  /**
   * Counts `hits` requests by `key` (a batch counts each entry); undefined when the store failed, so the request
   * proceeds unlimited (fail open). The decision uses the count as it stood when these hits were added. A store
   * that counts synchronously (memory) gets its decision synchronously: no promise or extra turn per request.
   */
  consume(key: string, hits = 1): Decision | Promise<Decision> {
    let counted: WindowCount | Promise<WindowCount>;
    try {
      counted = this.store.increment(key, hits);
    } catch (error) {
      return this.failOpen(error);
    }
    return counted instanceof Promise ? counted.then(this.decide, this.failOpen) : this.decide(counted);
  }

  private readonly decide = ({ totalHits, resetTime }: WindowCount): RateLimitState => {
    const untilReset = Math.ceil((resetTime - Date.now()) / 1000);
    return {
      allowed: totalHits <= this.limit,
      remaining: Math.max(0, this.limit - totalHits),
      resetSeconds: Math.min(this.windowSeconds, Math.max(0, untilReset)),
    };
  };

  private readonly failOpen = (error: unknown): undefined => {
    this.counters.storeErrors.add('command');
    this.counters.failOpen.add(this.name);
    this.reportStoreError(error);
    return undefined;
  };

  /** The same fields as a flat list of names and values, for the prepared REST answers. */
  fields(state: RateLimitState): FieldList {
    return ['RateLimit', `"${this.name}";r=${state.remaining};t=${state.resetSeconds}`, 'RateLimit-Policy', this.policyHeader];
  }

  /** The `RateLimit` and `RateLimit-Policy` fields for a client's state. */
  headers(state: RateLimitState): Record<string, string> {
    return { RateLimit: `"${this.name}";r=${state.remaining};t=${state.resetSeconds}`, 'RateLimit-Policy': this.policyHeader };
  }

  /** Writes the spec's 429: the error object, `Retry-After` in whole seconds, never cached. */
  sendTooManyRequests(res: ServerResponse, state: RateLimitState, head: boolean, headers: Readonly<Record<string, string>> = {}): void {
    this.counters.rateLimited.add(this.name);
    sendError(res, 429, { head, headers: { ...headers, ...this.headers(state), 'Retry-After': String(state.resetSeconds) } });
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}

/** The limiters of the origin and how to stop them. */
export interface Limiters {
  /** By REST path: each endpoint counts on its own. */
  readonly rest: ReadonlyMap<string, RateLimiter>;
  readonly mcp: RateLimiter;
  /** Clients the in-memory stores hold now (0 with Redis, which holds them elsewhere). */
  clientsHeld(): number;
  /** Clients the in-memory stores forgot early because they were full, since startup. */
  clientsEvicted(): number;
  /** Where the counters live and, for Redis, whether it answers now. */
  storeStatus(): Promise<StoreStatus>;
  close(): Promise<void>;
}

/** The counter store's state, for readiness and metrics. */
export type StoreStatus = { readonly store: 'memory' } | { readonly store: 'redis'; readonly reachable: boolean };

/** REST policy names, also the Redis key prefixes. */
const restPolicyNames: Readonly<Record<DocumentKey, string>> = {
  product: 'product',
  permissions: 'permissions',
  sampleWeek: 'sample-week',
};

/** Every policy name, REST and MCP. */
export const policyNames: readonly string[] = [...Object.values(restPolicyNames), 'mcp'];

/**
 * Builds the limiters: in memory, or in Redis when REDIS_URL is set (one client, one prefix per policy).
 * The Redis client is loaded only then, since loading it costs startup time.
 */
export async function createLimiters(config: Config, logger: Logger, counters = new OriginCounters()): Promise<Limiters> {
  const shared =
    config.redisUrl === undefined ? undefined : await sharedStores(config.redisUrl, config.rateLimitWindowMs, logger, counters);
  const memoryStores: MemoryCounterStore[] = [];
  const limiter = (name: string, limit: number): RateLimiter => {
    let store = shared?.store(name);
    if (store === undefined) {
      const memory = new MemoryCounterStore(config.rateLimitWindowMs, config.rateLimitMaxClients);
      memoryStores.push(memory);
      store = memory;
    }
    return new RateLimiter(name, limit, config.rateLimitWindowMs, store, logger, counters);
  };
  const rest = new Map(
    publicEndpoints.map((endpoint) => [endpoint.path, limiter(restPolicyNames[endpoint.document], config.rateLimitRestPerMinute)]),
  );
  const mcp = limiter('mcp', config.rateLimitMcpPerMinute);
  return {
    rest,
    mcp,
    clientsHeld: () => memoryStores.reduce((total, store) => total + store.size, 0),
    clientsEvicted: () => memoryStores.reduce((total, store) => total + store.evicted, 0),
    storeStatus: async () => (shared === undefined ? { store: 'memory' } : { store: 'redis', reachable: await shared.reachable() }),
    close: async () => {
      await Promise.all([...rest.values(), mcp].map((each) => each.close()));
      await shared?.close();
    },
  };
}

/** One Redis client and a store per policy on it (`turno:rl:<policy>:<client>`). */
async function sharedStores(url: string, windowMs: number, logger: Logger, counters: OriginCounters) {
  const { createSharedCounterStore, createLimiterRedisClient, reachability } = await import('./redis.ts');
  const client = createLimiterRedisClient(url, logger, () => counters.storeErrors.add('connection'));
  return {
    store: (name: string): CounterStore => createSharedCounterStore(client, `turno:rl:${name}:`, windowMs),
    reachable: reachability(client),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
