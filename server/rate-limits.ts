// Rate limits: express-rate-limit's middleware, one policy per REST endpoint and one for /mcp, counted per client in memory or in Redis.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { routes, routeTable } from '../content/routing.ts';
import { type FieldList, fieldRecord } from './artifacts.ts';
import type { ClientKey } from './client-address.ts';
import type { Config } from './config.ts';
import type { Counts, StoreStatus } from './counts.ts';
import { sendError } from './errors.ts';
import { type Logger, throttledErrorLog, throttledWarning } from './logger.ts';
import { MemoryCounterStore } from './rate-limit-memory-store.ts';
import type { CounterStore } from './rate-limit-store.ts';

/** Where a client stands in a policy's window, as express-rate-limit's middleware leaves it on the request. */
interface RateLimitInfo {
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

/** What a policy reports through, and the fields of its paths every 429 carries too (CORS). */
interface PolicyOptions {
  readonly logger: Logger;
  readonly counts: Counts;
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
  private readonly options: PolicyOptions;
  private readonly reportStoreFailure: (error: unknown) => void;
  readonly name: string;
  readonly limit: number;

  constructor(name: string, limit: number, windowMs: number, store: CounterStore, clientKey: ClientKey, options: PolicyOptions) {
    this.name = name;
    this.limit = limit;
    this.windowSeconds = Math.ceil(windowMs / 1000);
    this.policyField = `"${name}";q=${limit};w=${this.windowSeconds}`;
    this.store = store;
    this.options = options;
    const failed = throttledErrorLog(options.logger, 'rate-limit store failed: requests pass unlimited', { policy: name });
    this.reportStoreFailure = (error) => {
      options.counts.failedOpen(name);
      failed(error);
    };
    const misconfigured = throttledWarning(options.logger, 'express-rate-limit reports a misconfiguration', { intervalMs: 0 });
    this.middleware = rateLimit({
      windowMs,
      limit,
      store,
      keyGenerator: (req) => clientKey(req),
      handler: (req, res) => this.refuse(req, res),
      // The fields are written with each answer's prepared head (fields()), never set ahead; no legacy X- fields.
      standardHeaders: false,
      legacyHeaders: false,
      requestPropertyName: infoProperty,
      // Rate limits fail open: with the store away, requests are served without a limit (ARCHITECTURE.md). The
      // middleware reports the store's failure, or one of its own checks (code ERR_ERL_…), through this logger.
      passOnStoreError: true,
      logger: {
        warn: (warning: unknown) => misconfigured({ warning: String(warning) }),
        error: (error: unknown) => {
          if (String((error as { code?: unknown } | undefined)?.code).startsWith('ERR_ERL_')) misconfigured({ error: String(error) });
          else this.reportStoreFailure(error);
        },
      },
    });
  }

  /** The `RateLimit` and `RateLimit-Policy` fields of this request's count, as a flat list; none when it was not counted. */
  fields(req: IncomingMessage): FieldList {
    const info = (req as CountedRequest)[infoProperty];
    return info === undefined
      ? noFields
      : ['RateLimit', `"${this.name}";r=${info.remaining};t=${this.resetSeconds(info)}`, 'RateLimit-Policy', this.policyField];
  }

  /**
   * Counts `extra` more requests for the client the middleware counted this one for (the other messages of a batch).
   * A batch larger than what is left of the client's budget is refused whole, counting nothing more. Answers the 429
   * itself and returns false when refused; with the store away, lets the request through.
   */
  async countMore(req: IncomingMessage, res: ServerResponse, extra: number): Promise<boolean> {
    const info = (req as CountedRequest)[infoProperty];
    if (info === undefined || extra === 0) return true;
    if (extra <= info.remaining) {
      try {
        const { totalHits, resetTime } = await this.store.incrementBy(info.key, extra);
        (req as CountedRequest)[infoProperty] = { ...info, used: totalHits, remaining: Math.max(0, this.limit - totalHits), resetTime };
        if (totalHits <= this.limit) return true;
      } catch (error) {
        this.reportStoreFailure(error);
        return true;
      }
    }
    this.refuse(req, res);
    return false;
  }

  /** Writes the spec's 429: the error object, `Retry-After` in whole seconds, the policy's fields, never cached. */
  private refuse(req: IncomingMessage, res: ServerResponse): void {
    this.options.counts.rateLimited(this.name);
    const info = (req as CountedRequest)[infoProperty];
    const retryAfter = info === undefined ? this.windowSeconds : this.resetSeconds(info);
    sendError(res, 429, {
      headers: { ...this.options.refusalFields, ...fieldRecord(this.fields(req)), 'Retry-After': String(retryAfter) },
    });
  }

  /** Whole seconds until the client's window frees up, from 0 to the window length. */
  private resetSeconds(info: RateLimitInfo): number {
    if (info.resetTime === undefined) return this.windowSeconds;
    return Math.min(this.windowSeconds, Math.max(0, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)));
  }
}

const noFields: FieldList = [];

/** The policies of the interface, what their stores report, and how to stop them. */
export interface RateLimits {
  /** By REST path: each endpoint counts on its own. */
  readonly rest: ReadonlyMap<string, RateLimitPolicy>;
  readonly mcp: RateLimitPolicy;
  clientsHeld(): number;
  clientsEvicted(): number;
  storeStatus(): Promise<StoreStatus>;
  close(): Promise<void>;
}

/** What the policies need beyond the configuration: who the client is, and the fields each kind of refusal carries. */
export interface RateLimitSetup {
  readonly clientKey: ClientKey;
  readonly logger: Logger;
  readonly counts: Counts;
  readonly restRefusalFields: Readonly<Record<string, string>>;
  readonly mcpRefusalFields: Readonly<Record<string, string>>;
}

/**
 * Builds the policies: in memory, or in Redis when REDIS_URL is set (one client, one prefix per policy). The Redis
 * client is loaded only then, since loading it costs startup time.
 */
export async function createRateLimits(
  config: Pick<Config, 'redisUrl' | 'rateLimitWindowMs' | 'rateLimitMaxClients' | 'rateLimitRestPerMinute' | 'rateLimitMcpPerMinute'>,
  { clientKey, logger, counts, restRefusalFields, mcpRefusalFields }: RateLimitSetup,
): Promise<RateLimits> {
  const redis = config.redisUrl === undefined ? undefined : await import('./redis.ts');
  const client = redis?.createLimiterRedisClient(config.redisUrl ?? '', logger, counts.storeLost);
  const memoryStores: MemoryCounterStore[] = [];
  const policy = (name: string, limit: number, refusalFields: Readonly<Record<string, string>>): RateLimitPolicy => {
    let store: CounterStore;
    if (client === undefined || redis === undefined) {
      const memory = new MemoryCounterStore(config.rateLimitWindowMs, config.rateLimitMaxClients);
      memoryStores.push(memory);
      store = memory;
    } else store = redis.createSharedCounterStore(client, `turno:rl:${name}:`, config.rateLimitWindowMs);
    return new RateLimitPolicy(name, limit, config.rateLimitWindowMs, store, clientKey, { logger, counts, refusalFields });
  };
  // Each limited document of the route table (content/routing.ts) counts under its own policy; /mcp under its own.
  const rest = new Map(
    routeTable.flatMap(({ routeClass, rateLimit, paths }) =>
      routeClass !== 'document' || rateLimit === undefined || paths === 'built'
        ? []
        : paths.map((path): [string, RateLimitPolicy] => [path, policy(rateLimit, config.rateLimitRestPerMinute, restRefusalFields)]),
    ),
  );
  const reachable = client === undefined ? undefined : redis?.reachability(client);
  return {
    rest,
    mcp: policy(routes.mcp.rateLimit ?? 'mcp', config.rateLimitMcpPerMinute, mcpRefusalFields),
    clientsHeld: () => memoryStores.reduce((total, store) => total + store.size, 0),
    clientsEvicted: () => memoryStores.reduce((total, store) => total + store.evicted, 0),
    storeStatus: async () => (reachable === undefined ? { store: 'memory' } : { store: 'redis', reachable: await reachable() }),
    close: async () => {
      if (client?.isOpen) await client.close();
    },
  };
}
