// Locks in the rate limits: exact per-IP, per-endpoint counting, honest 429s, no spoofing, dual-stack keys, shared Redis counters.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { loadConfig } from '../server/config.ts';
import { createLimiters } from '../server/limits.ts';
import { watchFloods } from '../server/memory.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { type RunningOrigin, startOrigin, withOrigin } from './helpers/origin.ts';
import { type RunningRedis, startRedis } from './helpers/redis.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` GETs one after another and returns every response. */
async function hit(url: string, count: number, options: Parameters<typeof request>[1] = {}): Promise<RawResponse[]> {
  const responses: RawResponse[] = [];
  for (let i = 0; i < count; i++) responses.push(await request(url, options));
  return responses;
}

const statuses = (responses: RawResponse[]) => responses.map((response) => response.status);

describe('REST limits with the default 120 per minute', () => {
  let origin: RunningOrigin;
  after(() => origin?.close());

  test('request 120 passes and 121 is refused with the spec’s 429', async () => {
    origin = await startOrigin();
    const responses = await hit(origin.url + paths.product, 121);
    assert.deepEqual(statuses(responses.slice(0, 120)), Array(120).fill(200));
    const refused = responses[120] as RawResponse;
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['content-type'], 'application/json');
    assert.deepEqual(refused.json(), {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal(refused.headers['cache-control'], 'no-store');
    assert.equal(refused.headers['access-control-allow-origin'], '*');
    assert.equal(refused.headers['ratelimit-policy'], '"product";q=120;w=60');
    assert.match(String(refused.headers.ratelimit), /^"product";r=0;t=\d+$/);
  });

  test('standard headers count down on every allowed response, with no partition key', async () => {
    await withOrigin({}, async (fresh) => {
      const [first, second] = await hit(fresh.url + paths.sampleWeek, 2);
      assert.match(String(first?.headers.ratelimit), /^"sample-week";r=119;t=(59|60)$/);
      assert.match(String(second?.headers.ratelimit), /^"sample-week";r=118;t=\d+$/);
      assert.equal(first?.headers['ratelimit-policy'], '"sample-week";q=120;w=60');
      assert.doesNotMatch(String(first?.headers['ratelimit-policy']), /pk=/);
    });
  });

  test('each endpoint counts on its own: a client that used up the product can read the permissions', async () => {
    assert.equal((await request(origin.url + paths.product)).status, 429);
    assert.equal((await request(origin.url + paths.permissions)).status, 200);
    assert.equal((await request(origin.url + paths.sampleWeek)).status, 200);
  });

  test('another client IP is not affected (127.0.0.2 and 127.0.0.3 count apart)', async () => {
    const fromSecond = await hit(origin.url + paths.product, 3, { localAddress: '127.0.0.2' });
    assert.deepEqual(statuses(fromSecond), [200, 200, 200]);
    const fromThird = await request(origin.url + paths.product, { localAddress: '127.0.0.3' });
    assert.equal(fromThird.headers.ratelimit, '"product";r=119;t=60');
  });

  test('the developer page, the contract and the health check are not limited', async () => {
    for (const path of [paths.openapi, paths.developers, paths.health]) {
      const response = await request(origin.url + path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.ratelimit, undefined, path);
    }
  });
});

describe('what counts', () => {
  test('GET and HEAD share one counter; a 304 counts; a 429 takes precedence over a 304', async () => {
    await withOrigin({ rateLimitRestPerMinute: 4 }, async (origin) => {
      const first = await request(origin.url + paths.product);
      const etag = String(first.headers.etag);
      const head = await request(origin.url + paths.product, { method: 'HEAD' });
      const revalidated = await request(origin.url + paths.product, { headers: { 'If-None-Match': etag } });
      assert.deepEqual([first.status, head.status, revalidated.status], [200, 200, 304]);
      assert.equal(revalidated.headers.ratelimit, '"product";r=1;t=60');
      assert.equal((await request(origin.url + paths.product, { headers: { 'If-None-Match': etag } })).status, 304);
      const refused = await request(origin.url + paths.product, { headers: { 'If-None-Match': etag } });
      assert.equal(refused.status, 429);
      const refusedHead = await request(origin.url + paths.product, { method: 'HEAD' });
      assert.equal(refusedHead.status, 429);
      assert.equal(refusedHead.body.length, 0);
      assert.ok(refusedHead.headers['retry-after']);
    });
  });

  test('CORS preflights and refused methods are not counted', async () => {
    await withOrigin({ rateLimitRestPerMinute: 1 }, async (origin) => {
      await request(origin.url + paths.product, { method: 'OPTIONS' });
      await request(origin.url + paths.product, { method: 'POST' });
      assert.equal((await request(origin.url + paths.product)).status, 200);
    });
  });
});

describe('client addresses', () => {
  test('X-Forwarded-For from a client changes nothing by default', async () => {
    await withOrigin({ rateLimitRestPerMinute: 2 }, async (origin) => {
      const spoofed = await Promise.all(
        ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((ip) => request(origin.url + paths.product, { headers: { 'X-Forwarded-For': ip } })),
      );
      assert.deepEqual(statuses(spoofed).sort(), [200, 200, 429]);
    });
  });

  test('with TRUST_PROXY=loopback the forwarded client is counted, and a forged hop before it is not trusted', async () => {
    await withOrigin({ rateLimitRestPerMinute: 1, trustProxy: ['loopback'] }, async (origin) => {
      const viaProxy = (ip: string) => request(origin.url + paths.product, { headers: { 'X-Forwarded-For': ip } });
      assert.equal((await viaProxy('203.0.113.1')).status, 200);
      assert.equal((await viaProxy('203.0.113.2')).status, 200);
      assert.equal((await viaProxy('203.0.113.1')).status, 429);
      // The client forged "198.51.100.9"; the proxy appended the real 203.0.113.1, which is the rightmost untrusted hop.
      assert.equal((await viaProxy('198.51.100.9, 203.0.113.1')).status, 429);
    });
  });

  test('IPv6 clients are grouped by /56; other /56 networks count apart', async () => {
    await withOrigin({ rateLimitRestPerMinute: 1, trustProxy: ['loopback'] }, async (origin) => {
      const viaProxy = (ip: string) => request(origin.url + paths.product, { headers: { 'X-Forwarded-For': ip } });
      assert.equal((await viaProxy('2001:db8:1:100::1')).status, 200);
      assert.equal((await viaProxy('2001:db8:1:1ff::2')).status, 429, 'same /56');
      assert.equal((await viaProxy('2001:db8:1:200::1')).status, 200, 'another /56');
    });
  });

  test('bound dual-stack, IPv4 clients arriving as ::ffff:a.b.c.d are each counted on their own', async () => {
    await withOrigin(
      { rateLimitRestPerMinute: 1 },
      async (origin) => {
        const url = `http://127.0.0.1:${origin.port}${paths.product}`;
        assert.equal((await request(url, { localAddress: '127.0.0.2' })).status, 200);
        assert.equal((await request(url, { localAddress: '127.0.0.3' })).status, 200);
        assert.equal((await request(url, { localAddress: '127.0.0.4' })).status, 200);
        assert.equal((await request(url, { localAddress: '127.0.0.2' })).status, 429);
      },
      '::',
    );
  });
});

describe('Retry-After', () => {
  test('a client that waits Retry-After seconds and retries succeeds', { timeout: 10_000 }, async () => {
    await withOrigin({ rateLimitRestPerMinute: 2, rateLimitWindowMs: 2_000 }, async (origin) => {
      await hit(origin.url + paths.permissions, 2);
      const refused = await request(origin.url + paths.permissions);
      assert.equal(refused.status, 429);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${retryAfter}`);
      await sleep(retryAfter * 1000);
      assert.equal((await request(origin.url + paths.permissions)).status, 200);
    });
  });

  test('one client’s flood never gets another client refused', async () => {
    await withOrigin({ rateLimitRestPerMinute: 50 }, async (origin) => {
      const flood = Promise.all(Array.from({ length: 200 }, () => request(origin.url + paths.product, { localAddress: '127.0.0.5' })));
      const other = await hit(origin.url + paths.product, 20, { localAddress: '127.0.0.6' });
      assert.deepEqual(statuses(other), Array(20).fill(200));
      assert.equal(statuses(await flood).filter((status) => status === 429).length, 150);
    });
  });
});

describe('shared counters in Redis', () => {
  let redis: RunningRedis | undefined;
  after(() => redis?.stop());

  test('two instances sharing one Redis allow 120 per minute per IP per endpoint in total, not 240', async () => {
    redis = await startRedis();
    const [a, b] = await Promise.all([startOrigin({ redisUrl: redis.url }), startOrigin({ redisUrl: redis.url })]);
    try {
      await sleep(200); // Both clients connect.
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
      await sleep(200);
      assert.deepEqual(statuses(await hit(origin.url + paths.sampleWeek, 4)), [200, 200, 200, 429]);
      await first.stop();
      const started = performance.now();
      const during = await hit(origin.url + paths.sampleWeek, 5);
      const perRequest = (performance.now() - started) / 5;
      assert.deepEqual(statuses(during), Array(5).fill(200), 'fail open');
      assert.equal(during[0]?.headers.ratelimit, undefined, 'no limit state is claimed while unknown');
      assert.ok(perRequest < 250, `answered in ${perRequest.toFixed(1)} ms per request`);
      assert.ok(origin.logged.some((entry) => entry.level === 'error' && /fail open|store failed/.test(entry.message)));

      redis = await startRedis(port);
      const deadline = Date.now() + 10_000;
      let counted = false;
      while (!counted && Date.now() < deadline) {
        await sleep(250);
        counted = (await request(origin.url + paths.sampleWeek, { localAddress: '127.0.0.7' })).headers.ratelimit !== undefined;
      }
      assert.ok(counted, 'counting resumed after Redis came back');
    });
  });

  test('Redis unreachable at startup: the origin starts, serves (fail open) and limits once Redis is up', { timeout: 20_000 }, async () => {
    await redis?.stop();
    const port = redis?.port ?? 0;
    await withOrigin({ redisUrl: `redis://127.0.0.1:${port}`, rateLimitRestPerMinute: 1 }, async (origin) => {
      assert.equal((await request(origin.url + paths.product)).status, 200);
      assert.equal((await request(origin.url + paths.product)).status, 200, 'unlimited while Redis is away');
      redis = await startRedis(port);
      const deadline = Date.now() + 10_000;
      let refused = false;
      while (!refused && Date.now() < deadline) {
        await sleep(250);
        refused = (await request(origin.url + paths.product)).status === 429;
      }
      assert.ok(refused, 'limits apply once Redis is reachable');
    });
  });
});

describe('memory after a flood', () => {
  test('a flood of 100,000+ clients is announced once, and forgotten (with a collection) once the windows drop it; ordinary traffic is neither', async () => {
    const events: string[] = [];
    const collections: number[] = [];
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const config = { ...loadConfig({}), rateLimitWindowMs: 200 };
    const limiters = await createLimiters(config, silent);
    const stopWatching = watchFloods(() => limiters.clientsHeld(), config.rateLimitWindowMs, {
      floodStarted: () => events.push('started'),
      floodForgotten: () => {
        events.push('forgotten');
        collections.push(Date.now());
      },
    });
    try {
      const limiter = limiters.rest.get(paths.product);
      assert.ok(limiter);
      for (let n = 0; n < 10_000; n++) await limiter.consume(`10.0.${n >> 8}.${n & 255}`);
      await sleep(700);
      assert.equal(collections.length, 0, '10,000 clients are ordinary');
      for (let n = 0; n < 120_000; n++) await limiter.consume(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
      const deadline = Date.now() + 5_000;
      while (collections.length === 0 && Date.now() < deadline) await sleep(50);
      await sleep(600);
      assert.deepEqual(events, ['started', 'forgotten'], 'one flood, even if it spanned windows');
    } finally {
      stopWatching();
      await limiters.close();
    }
  });
});
