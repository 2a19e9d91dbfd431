// Locks in the rate limits shared in Redis by several origins: counted once across them, failing open while Redis is away, counting again once it is back. How one origin counts, refuses and keys its clients is the in-process tier's (tests/unit/router/limits.test.ts).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { type RawResponse, request } from '../helpers/http.ts';
import { type RunningOrigin, startOrigin, withOrigin } from '../helpers/origin.ts';
import { type RunningRedis, startRedis } from '../helpers/redis.ts';
import { until } from '../helpers/wait.ts';

/** Sends `count` GETs one after another and returns every response. */
async function hit(url: string, count: number, options: Parameters<typeof request>[1] = {}): Promise<RawResponse[]> {
  const responses: RawResponse[] = [];
  for (let i = 0; i < count; i++) responses.push(await request(url, options));
  return responses;
}

const statuses = (responses: RawResponse[]) => responses.map((response) => response.status);

/**
 * Whether the origin counts a document's requests in Redis: a request from an address of its own carries the
 * RateLimit fields. Redis answering a PING is not enough: each store loads its script first, and on a busy machine
 * that can outlast the 200 ms deadline, the requests meanwhile passing uncounted (fail open).
 */
const countingInRedis = async (origin: RunningOrigin, path: string) =>
  (await request(origin.url + path, { localAddress: '127.0.0.3' })).headers.ratelimit !== undefined;

describe('shared counters in Redis', () => {
  let redis: RunningRedis | undefined;
  after(() => redis?.stop());

  test('two instances sharing one Redis allow 120 per minute per IP per endpoint in total, not 240', async () => {
    redis = await startRedis();
    const [a, b] = await Promise.all([startOrigin({ redisUrl: redis.url }), startOrigin({ redisUrl: redis.url })]);
    try {
      await Promise.all([a, b].map((origin) => until(() => countingInRedis(origin, paths.product), 'the origin counting in Redis')));
      const responses: RawResponse[] = [];
      for (let i = 0; i < 122; i++) responses.push(await request((i % 2 === 0 ? a : b).url + paths.product));
      assert.deepEqual(statuses(responses.slice(0, 120)), Array(120).fill(200));
      assert.deepEqual(statuses(responses.slice(120)), [429, 429]);
      assert.equal((await request(b.url + paths.permissions)).status, 200, 'per endpoint');
      assert.equal((await request(a.url + paths.product, { localAddress: '127.0.0.2' })).status, 200, 'per IP');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('Redis killed mid-run: requests fail open within milliseconds, the error is logged, counting resumes when it is back', {
    timeout: 20_000,
  }, async () => {
    const first = redis ?? (await startRedis());
    const port = first.port;
    await withOrigin({ redisUrl: first.url, rateLimitRestPerMinute: 3 }, async (origin) => {
      await until(() => countingInRedis(origin, paths.sampleWeek), 'the origin counting in Redis');
      assert.deepEqual(statuses(await hit(origin.url + paths.sampleWeek, 4)), [200, 200, 200, 429]);
      await first.stop();
      const during = await hit(origin.url + paths.sampleWeek, 5);
      assert.deepEqual(statuses(during), Array(5).fill(200), 'fail open');
      assert.equal(during[0]?.headers.ratelimit, undefined, 'no limit state is claimed while unknown');
      assert.ok(origin.logged.some((entry) => entry.level === 'error' && /fail open|store failed/.test(entry.message)));

      redis = await startRedis(port);
      await until(() => countingInRedis(origin, paths.sampleWeek), 'counting resuming after Redis came back', 10_000);
    });
  });

  test('Redis unreachable at startup: the origin starts, serves (fail open) and limits once Redis is up', { timeout: 20_000 }, async () => {
    await redis?.stop();
    const port = redis?.port ?? 0;
    await withOrigin({ redisUrl: `redis://127.0.0.1:${port}`, rateLimitRestPerMinute: 1 }, async (origin) => {
      assert.equal((await request(origin.url + paths.product)).status, 200);
      assert.equal((await request(origin.url + paths.product)).status, 200, 'unlimited while Redis is away');
      redis = await startRedis(port);
      const refused = async () => (await request(origin.url + paths.product)).status === 429;
      await until(refused, 'limits applying once Redis is reachable', 10_000);
    });
  });
});
