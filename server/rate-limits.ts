// Rate limits: express-rate-limit's middleware, a policy per REST document and one for /mcp, per client in memory or in Redis.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RateLimitInfo, rateLimit } from 'express-rate-limit';
import type { DocumentKey } from '../content/constants.ts';
import { corsReadHeaders, responseHeaders } from '../content/response-headers.ts';
import { documentPolicies, type RateLimitPolicyName } from '../content/routing.ts';
import { type FieldList, fieldRecord, noFields } from './artifacts.ts';
import { createClientKey } from './client-address.ts';
import type { Config } from './config.ts';
import type { CounterStore } from './counter-store.ts';
import type { Counts } from './counts.ts';
import { sendError } from './errors.ts';
import { type Logger, throttledErrorLog, throttledWarning } from './logger.ts';
import { MemoryCounterStore } from './rate-limit-memory-store.ts';

/** Where the rate-limit counters live and, for Redis, whether it answers now. */
export type StoreStatus = { readonly store: 'memory' } | { readonly store: 'redis'; readonly reachable: boolean };

/**
 * The request property the middleware writes its count to. Not express-rate-limit's default (`rateLimit`), so that
 * an operator's own limiter in front of a mounted router keeps its own.
 */
const infoProperty = 'discoveryRateLimit';
type CountedRequest = IncomingMessage & { [infoProperty]?: RateLimitInfo };

/** One named policy (a limit per window) over one store; `refusalFields` are the fields of its paths every 429 carries too (CORS). */
export interface PolicyOptions {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  readonly store: CounterStore;
  readonly clientKey: (req: IncomingMessage) => string;
  readonly logger: Logger;
  readonly counts: Counts;
  readonly refusalFields: Readonly<Record<string, string>>;
}

/** A policy: express-rate-limit's middleware, the fields of a request's count, and the count of a batch's other messages. */
export function rateLimitPolicy({ name, limit, windowMs, store, clientKey, logger, counts, refusalFields }: PolicyOptions) {
  const windowSeconds = Math.ceil(windowMs / 1000);
  /** The IETF `RateLimit-Policy` field (draft 8): the policy's name, quota and window; no partition key. */
  const policyField = `"${name}";q=${limit};w=${windowSeconds}`;
  /** Whole seconds until the client's window frees up, from 0 to the window length. */
  const resetSeconds = ({ resetTime }: RateLimitInfo) =>
    resetTime === undefined ? windowSeconds : Math.min(windowSeconds, Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)));
  /** The `RateLimit` and `RateLimit-Policy` fields of this request's count, as a flat list; none when it was not counted. */
  const fields = (req: IncomingMessage): FieldList => {
    const info = (req as CountedRequest)[infoProperty];
    return info === undefined
      ? noFields
      : ['RateLimit', `"${name}";r=${info.remaining};t=${resetSeconds(info)}`, 'RateLimit-Policy', policyField];
  };
  /** Writes the spec's 429: the error object, `Retry-After` in whole seconds, the policy's fields, never cached. */
  const refuse = (req: IncomingMessage, res: ServerResponse) => {
    counts.rateLimited(name);
    const info = (req as CountedRequest)[infoProperty];
    const retryAfter = String(info === undefined ? windowSeconds : resetSeconds(info));
    sendError(res, 429, { ...refusalFields, ...fieldRecord(fields(req)), 'Retry-After': retryAfter });
  };
  const reportFailure = throttledErrorLog(logger, 'rate-limit store failed: requests pass unlimited', { policy: name });
  const storeFailed = (error: unknown) => {
    counts.failedOpen(name);
    reportFailure(error);
  };
  const misconfigured = throttledWarning(logger, 'express-rate-limit reports a misconfiguration', { intervalMs: 0 });
  const middleware = rateLimit({
    windowMs,
    limit,
    store,
    keyGenerator: (req) => clientKey(req),
    handler: refuse,
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
        else storeFailed(error);
      },
    },
  });
  /**
   * Counts `extra` more requests for the client the middleware counted this one for (the other messages of a batch).
   * A batch larger than what is left of the client's budget is refused whole, counting nothing more. Answers the 429
   * itself and returns false when refused; with the store away, lets the request through.
   */
  const countMore = async (req: IncomingMessage, res: ServerResponse, extra: number): Promise<boolean> => {
    const info = (req as CountedRequest)[infoProperty];
    if (info === undefined || extra === 0) return true;
    if (extra <= info.remaining) {
      try {
        const { totalHits, resetTime } = await store.incrementBy(info.key, extra);
        (req as CountedRequest)[infoProperty] = { ...info, used: totalHits, remaining: Math.max(0, limit - totalHits), resetTime };
        if (totalHits <= limit) return true;
      } catch (error) {
        storeFailed(error);
        return true;
      }
    }
    refuse(req, res);
    return false;
  };
  return { policyField, middleware, fields, countMore };
}

export type RateLimitPolicy = ReturnType<typeof rateLimitPolicy>;

/**
 * The policies, in memory or in Redis when REDIS_URL is set (one client, one prefix per policy), what their stores
 * hold, and how to release them. The Redis client is loaded only then, since loading it costs startup time.
 */
export async function createRateLimits(config: Config, logger: Logger, counts: Counts) {
  const { rateLimitWindowMs: windowMs, rateLimitRestPerMinute: restLimit, redisUrl } = config;
  const shared =
    redisUrl === undefined ? undefined : (await import('./redis.ts')).sharedCounters(redisUrl, windowMs, logger, counts.storeLost);
  const clientKey = createClientKey(config.trustProxy);
  const memoryStores: MemoryCounterStore[] = [];
  const policy = (name: RateLimitPolicyName, limit: number, refusalFields: PolicyOptions['refusalFields']) => {
    const store = shared?.store(`turno:rl:${name}:`) ?? new MemoryCounterStore(windowMs, config.rateLimitMaxClients, counts.evicted);
    if (store instanceof MemoryCounterStore) memoryStores.push(store);
    return rateLimitPolicy({ name, limit, windowMs, store, clientKey, logger, counts, refusalFields });
  };
  return {
    /** A REST document's policy, with a store of its own: each document counts apart, so each is made once. */
    restPolicy: (document: DocumentKey) => policy(documentPolicies[document], restLimit, corsReadHeaders),
    mcp: policy('mcp', config.rateLimitMcpPerMinute, responseHeaders('mcp')),
    /** Clients the in-memory stores hold now (0 with Redis, which holds them elsewhere). */
    clientsHeld: () => memoryStores.reduce((total, store) => total + store.size, 0),
    storeStatus: async (): Promise<StoreStatus> =>
      shared === undefined ? { store: 'memory' } : { store: 'redis', reachable: await shared.reachable() },
    close: async () => {
      for (const store of memoryStores) store.shutdown();
      await shared?.close();
    },
  };
}

export type RateLimits = Awaited<ReturnType<typeof createRateLimits>>;
