// The Redis client and store for shared rate-limit counters, tuned so a Redis outage costs milliseconds, never a hang.
import type { ClientRateLimitInfo, Options } from 'express-rate-limit';
import { type RedisReply, RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { CounterStore } from './counter-store.ts';
import { type Logger, throttledErrorLog } from './logger.ts';

/** What the store needs of a Redis client. */
type CommandSender = { sendCommand(args: string[]): Promise<unknown> };

/** Longest a rate-limit decision waits for Redis before the request proceeds without one. */
const redisDeadlineMs = 200;

/** How long a readiness answer about Redis is reused: probes from every load balancer cost one PING a second at most. */
const reachabilityTtlMs = 1_000;

/**
 * The shared counters at `url`: a client that fails fast while Redis is away (no offline queue), reconnects forever
 * with backoff, and never blocks startup (commands before the first connection fail at once and the limiter fails
 * open); a store per policy's prefix; whether Redis answers now; and how to release it. `onError` hears every
 * connection error, including the ones the throttled log line leaves out.
 */
export function sharedCounters(url: string, windowMs: number, logger: Logger, onError: () => void) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 1_000,
    // Every command has a deadline: a hung Redis whose socket stays open would otherwise stall requests.
    commandOptions: { timeout: redisDeadlineMs },
    socket: {
      connectTimeout: 2_000,
      // The default strategy gives up for good after a socket timeout; a limiter must keep trying.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000),
    },
  });
  const report = throttledErrorLog(logger, 'redis unavailable: rate limits fail open until it is back');
  client.on('error', (error: unknown) => {
    onError();
    report(error);
  });
  client.on('ready', () => logger.info('redis ready: rate-limit counters are shared'));
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  let checkedAt = Number.NEGATIVE_INFINITY;
  let answer = Promise.resolve(false);
  return {
    store: (prefix: string) => createSharedCounterStore(client, prefix, windowMs),
    /**
     * Whether Redis answers now: not while the client is disconnected, else whether it answers a PING within the
     * command deadline (that answer is reused for a second; a hung Redis keeps its socket, so only a PING tells).
     */
    reachable: (): Promise<boolean> => {
      if (!client.isReady) return Promise.resolve(false);
      if (Date.now() - checkedAt >= reachabilityTtlMs) {
        checkedAt = Date.now();
        answer = client.sendCommand(['PING']).then(
          (reply: unknown) => reply === 'PONG',
          () => false,
        );
      }
      return answer;
    },
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}

/**
 * Counters in Redis under `prefix`, as express-rate-limit's middleware uses a store. A batch of `hits` is that many
 * increments, sent together (the client pipelines them); the count is the last of them, so it includes every hit of
 * the batch.
 */
export function createSharedCounterStore(client: CommandSender, prefix: string, windowMs: number): CounterStore {
  const sendCommand = (...args: string[]) => client.sendCommand(args) as Promise<RedisReply>;
  // The store takes express-rate-limit's options; windowMs is the only one it reads (a contract test says so).
  const loadScripts = async (): Promise<RedisStore> => {
    const store = new RedisStore({ prefix, sendCommand });
    await store.init({ windowMs } as Options);
    return store;
  };
  let loaded = loadScripts();
  // A failed load is reported by the next increment, which loads again.
  loaded.catch(() => undefined);
  /**
   * The store once its scripts are loaded. rate-limit-redis 6.0 keeps a failed script load for good, so a Redis
   * that was down at startup would leave limits off: after a failure, the next increment starts a fresh store
   * (once, however many increments are waiting).
   */
  const ready = (): Promise<RedisStore> => {
    const attempt = loaded;
    return attempt.catch(() => {
      if (loaded === attempt) loaded = loadScripts();
      return loaded;
    });
  };
  const incrementBy = async (key: string, hits: number): Promise<ClientRateLimitInfo> => {
    const store = await ready();
    const counts = await Promise.all(Array.from({ length: hits }, () => store.increment(key)));
    const totalHits = Math.max(...counts.map((count) => count.totalHits));
    return { totalHits, resetTime: counts[0]?.resetTime ?? new Date(Date.now() + windowMs) };
  };
  return {
    // Keys live in Redis under this prefix, shared by every origin: express-rate-limit's double-count check reads both.
    localKeys: false,
    prefix,
    increment: (key) => incrementBy(key, 1),
    incrementBy,
    decrement: async (key) => (await ready()).decrement(key),
    resetKey: async (key) => (await ready()).resetKey(key),
  };
}
