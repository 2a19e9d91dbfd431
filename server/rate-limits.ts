// Rate limits: express-rate-limit's middleware, one policy per REST endpoint and one for /mcp, counted per client in memory or in Redis.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { type ClientRateLimitInfo, rateLimit } from 'express-rate-limit';
import { routes, routeTable } from '../content/routing.ts';
import { type FieldList, fieldRecord } from './artifacts.ts';
import type { ClientKey } from './client-address.ts';
import type { Config } from './config.ts';
import { sendError } from './errors.ts';
import { type Logger, throttledErrorLog, throttledWarning } from './logger.ts';
import { OriginCounters, type StoreReadings } from './metric-counts.ts';
import { MemoryCounterStore } from './rate-limit-memory-store.ts';
import type { CounterStore } from './rate-limit-store.ts';

/** Where a client stands in a policy's window, as express-rate-limit's middleware leaves it on the request. */
export interface RateLimitInfo {
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
  readonly resetTime: Date | undefined;
  readonly key: string;
}

/**
 * The request property the middleware writes its count to. Not express-rate-limit's default (`rateLimit`), so that
 * an operator's own limiter in front of a mounted router keeps its own.
 */
const infoProperty = 'discoveryRateLimit';

type CountedRequest = IncomingMessage & { [infoProperty]?: RateLimitInfo };

/** This request's count under the policy that counted it; undefined when no policy did, or its store failed (fail open). */
export function rateLimitInfo(req: IncomingMessage): RateLimitInfo | undefined {
  return (req as CountedRequest)[infoProperty];
}

/** A store failure, already counted and reported: express-rate-limit lets the request through (`passOnStoreError`). */
class StoreFailure extends Error {
  override readonly name = 'StoreFailure';
}

/** What a policy reports through and adds to its refusals. */
export interface PolicyOptions {
  readonly logger: Logger;
  readonly counters: OriginCounters;
  /** The fields of the policy's paths every 429 carries too (CORS). */
  readonly refusalFields: Readonly<Record<string, string>>;
}

/** One named policy (limit per window) over one store, and its middleware. */
export class RateLimitPolicy {
  /** The IETF `RateLimit-Policy` field (draft 8): the policy's name, quota and window; no partition key. */
  readonly policyField: string;
  /** express-rate-limit's middleware: counts the request, answers 429 past the limit, or passes it on. */
  readonly middleware: RequestHandler;
  private readonly windowSeconds: number;
  private readonly store: CounterStore;
  private readonly counters: OriginCounters;
  private readonly refusalFields: Readonly<Record<string, string>>;
  readonly name: string;
  readonly limit: number;

  constructor(
    name: string,
    limit: number,
    windowMs: number,
    store: CounterStore,
    clientKey: ClientKey,
    { logger, counters, refusalFields }: PolicyOptions,
  ) {
    this.name = name;
    this.limit = limit;
    this.windowSeconds = Math.ceil(windowMs / 1000);
    this.policyField = `"${name}";q=${limit};w=${this.windowSeconds}`;
    this.counters = counters;
    this.refusalFields = refusalFields;
    this.store = failingOpen(store, name, logger, counters);
    const misconfigured = throttledWarning(logger, 'express-rate-limit reports a misconfiguration', { intervalMs: 0 });
    this.middleware = rateLimit({
      windowMs,
      limit,
      store: this.store,
      keyGenerator: (req) => clientKey(req),
      handler: (req, res) => this.refuse(req, res),
      // The fields are written with each answer's prepared head (fields()), never set ahead; no legacy X- fields.
      standardHeaders: false,
      legacyHeaders: false,
      requestPropertyName: infoProperty,
      // Rate limits fail open: with the store away, requests are served without a limit (ARCHITECTURE.md).
      passOnStoreError: true,
      logger: {
        warn: (warning: unknown) => misconfigured({ warning: String(warning) }),
        error: (error: unknown) => {
          if (!(error instanceof StoreFailure)) misconfigured({ error: String(error) });
        },
      },
    });
  }

  /** The `RateLimit` and `RateLimit-Policy` fields of this request's count, as a flat list; none when it was not counted. */
  fields(req: IncomingMessage): FieldList {
    const info = rateLimitInfo(req);
    return info === undefined ? noFields : ['RateLimit', this.rateLimitField(info), 'RateLimit-Policy', this.policyField];
  }

  /**
   * Counts `extra` more requests for the client the middleware counted this one for (the other messages of a batch).
   * A batch larger than what is left of the client's budget is refused whole, counting nothing more. Answers the 429
   * itself and returns false when refused; with the store away, lets the request through.
   */
  async countMore(req: IncomingMessage, res: ServerResponse, extra: number): Promise<boolean> {
    const info = rateLimitInfo(req);
    if (info === undefined || extra === 0) return true;
    if (extra > info.remaining) {
      this.refuse(req, res);
      return false;
    }
    let counted: ClientRateLimitInfo;
    try {
      counted = await this.store.incrementBy(info.key, extra);
    } catch {
      return true;
    }
    (req as CountedRequest)[infoProperty] = {
      ...info,
      used: counted.totalHits,
      remaining: Math.max(0, this.limit - counted.totalHits),
      resetTime: counted.resetTime,
    };
    if (counted.totalHits <= this.limit) return true;
    this.refuse(req, res);
    return false;
  }

  /** Writes the spec's 429: the error object, `Retry-After` in whole seconds, the policy's fields, never cached. */
  private refuse(req: IncomingMessage, res: ServerResponse): void {
    this.counters.rateLimited.add(this.name);
    const info = rateLimitInfo(req);
    const retryAfter = info === undefined ? this.windowSeconds : this.resetSeconds(info);
    sendError(res, 429, {
      headers: { ...this.refusalFields, ...fieldRecord(this.fields(req)), 'Retry-After': String(retryAfter) },
    });
  }

  private rateLimitField(info: RateLimitInfo): string {
    return `"${this.name}";r=${info.remaining};t=${this.resetSeconds(info)}`;
  }

  /** Whole seconds until the client's window frees up, from 0 to the window length. */
  private resetSeconds(info: RateLimitInfo): number {
    if (info.resetTime === undefined) return this.windowSeconds;
    const untilReset = Math.ceil((info.resetTime.getTime() - Date.now()) / 1000);
    return Math.min(this.windowSeconds, Math.max(0, untilReset));
  }
}

const noFields: FieldList = [];

/**
 * `store`, with each failed count counted for the metrics, reported (one line per interval at most) and turned into
 * a StoreFailure, which express-rate-limit lets through without logging it again.
 */
function failingOpen(store: CounterStore, policy: string, logger: Logger, counters: OriginCounters): CounterStore {
  const report = throttledErrorLog(logger, 'rate-limit store failed: requests pass unlimited', { policy });
  const fail = (error: unknown): never => {
    counters.storeErrors.add('command');
    counters.failOpen.add(policy);
    report(error);
    throw new StoreFailure('the rate-limit store failed', { cause: error });
  };
  const guarded =
    <A extends unknown[]>(count: (...args: A) => ClientRateLimitInfo | Promise<ClientRateLimitInfo>) =>
    (...args: A): ClientRateLimitInfo | Promise<ClientRateLimitInfo> => {
      try {
        const counted = count(...args);
        return counted instanceof Promise ? counted.catch(fail) : counted;
      } catch (error) {
        return fail(error);
      }
    };
  return {
    localKeys: store.localKeys ?? false,
    ...(store.prefix !== undefined && { prefix: store.prefix }),
    increment: guarded((key: string) => store.increment(key)),
    incrementBy: guarded((key: string, hits: number) => store.incrementBy(key, hits)),
    decrement: (key) => store.decrement(key),
    resetKey: (key) => store.resetKey(key),
  };
}

/** The policies of the interface, what their stores report, and how to stop them. */
export interface RateLimits extends StoreReadings {
  /** By REST path: each endpoint counts on its own. */
  readonly rest: ReadonlyMap<string, RateLimitPolicy>;
  readonly mcp: RateLimitPolicy;
  close(): Promise<void>;
}

/** What the policies need beyond the configuration: who the client is, and the fields each kind of refusal carries. */
export interface RateLimitSetup {
  readonly clientKey: ClientKey;
  readonly logger: Logger;
  readonly counters?: OriginCounters;
  readonly restRefusalFields: Readonly<Record<string, string>>;
  readonly mcpRefusalFields: Readonly<Record<string, string>>;
}

/**
 * Builds the policies: in memory, or in Redis when REDIS_URL is set (one client, one prefix per policy). The Redis
 * client is loaded only then, since loading it costs startup time.
 */
export async function createRateLimits(
  config: Pick<Config, 'redisUrl' | 'rateLimitWindowMs' | 'rateLimitMaxClients' | 'rateLimitRestPerMinute' | 'rateLimitMcpPerMinute'>,
  { clientKey, logger, counters = new OriginCounters(), restRefusalFields, mcpRefusalFields }: RateLimitSetup,
): Promise<RateLimits> {
  const shared =
    config.redisUrl === undefined ? undefined : await sharedStores(config.redisUrl, config.rateLimitWindowMs, logger, counters);
  const memoryStores: MemoryCounterStore[] = [];
  const policy = (name: string, limit: number, refusalFields: Readonly<Record<string, string>>): RateLimitPolicy => {
    let store = shared?.store(name);
    if (store === undefined) {
      const memory = new MemoryCounterStore(config.rateLimitWindowMs, config.rateLimitMaxClients);
      memoryStores.push(memory);
      store = memory;
    }
    return new RateLimitPolicy(name, limit, config.rateLimitWindowMs, store, clientKey, { logger, counters, refusalFields });
  };
  // Each limited document of the route table (content/routing.ts) counts under its own policy; /mcp under its own.
  const rest = new Map(
    routeTable.flatMap(({ routeClass, rateLimit, paths }) =>
      routeClass !== 'document' || rateLimit === undefined || paths === 'built'
        ? []
        : paths.map((path): [string, RateLimitPolicy] => [path, policy(rateLimit, config.rateLimitRestPerMinute, restRefusalFields)]),
    ),
  );
  const mcp = policy(routes.mcp.rateLimit ?? 'mcp', config.rateLimitMcpPerMinute, mcpRefusalFields);
  return {
    rest,
    mcp,
    clientsHeld: () => memoryStores.reduce((total, store) => total + store.size, 0),
    clientsEvicted: () => memoryStores.reduce((total, store) => total + store.evicted, 0),
    storeStatus: async () => (shared === undefined ? { store: 'memory' } : { store: 'redis', reachable: await shared.reachable() }),
    close: async () => {
      for (const store of memoryStores) store.shutdown();
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
