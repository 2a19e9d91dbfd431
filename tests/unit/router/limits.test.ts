// Locks in the REST rate limits as a client meets them: exactly 120 per minute per client per endpoint, then the spec's 429 with an exact Retry-After; the fields counting down; what counts and what does not; who a client is (no spoofing, IPv6 by /56, IPv4-mapped addresses on their own); windows rolling on a mocked clock; requests arriving at once counted one by one. Shared counters in Redis are checked end to end (tests/origin/limits.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Response } from 'light-my-request';
import { limits, paths } from '../../../content/constants.ts';
import { type InProcessOrigin, inProcessOnMockedClock } from '../../helpers/in-process.ts';

/** Sends `count` GETs of `url` one after another (from `remoteAddress`, if given) and returns every response. */
async function hit(origin: InProcessOrigin, url: string, count: number, remoteAddress?: string): Promise<Response[]> {
  const responses: Response[] = [];
  for (let i = 0; i < count; i++) responses.push(await origin.request({ url, ...(remoteAddress && { remoteAddress }) }));
  return responses;
}

const statuses = (responses: readonly Response[]) => responses.map((response) => response.statusCode);

const refusal = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
};

describe(`REST limits with the default ${limits.restPerMinute} per minute`, () => {
  test('request 120 passes and 121 is refused with the spec’s 429', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    const responses = await hit(origin, paths.product, 121);
    assert.deepEqual(statuses(responses.slice(0, 120)), Array(120).fill(200));
    const refused = responses[120] as Response;
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['content-type'], 'application/json');
    assert.deepEqual(refused.json(), refusal);
    assert.equal(refused.headers['retry-after'], '60', 'the whole window, as no time passed');
    assert.equal(refused.headers['cache-control'], 'no-store');
    assert.equal(refused.headers['access-control-allow-origin'], '*');
    assert.equal(refused.headers['ratelimit-policy'], '"product";q=120;w=60');
    assert.equal(refused.headers.ratelimit, '"product";r=0;t=60');
  });

  test('standard headers count down on every allowed response, with no partition key', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    const [first, second] = await hit(origin, paths.sampleWeek, 2);
    assert.equal(first?.headers.ratelimit, '"sample-week";r=119;t=60');
    assert.equal(second?.headers.ratelimit, '"sample-week";r=118;t=60');
    assert.equal(first?.headers['ratelimit-policy'], '"sample-week";q=120;w=60');
    assert.doesNotMatch(String(first?.headers['ratelimit-policy']), /pk=/);
  });

  test('each endpoint counts on its own: a client that used up the product can read the permissions', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    await hit(origin, paths.product, 120);
    assert.equal((await origin.request({ url: paths.product })).statusCode, 429);
    assert.equal((await origin.request({ url: paths.permissions })).statusCode, 200);
    assert.equal((await origin.request({ url: paths.sampleWeek })).statusCode, 200);
  });

  test('another client IP is not affected (127.0.0.2 and 127.0.0.3 count apart)', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    await hit(origin, paths.product, 121);
    assert.deepEqual(statuses(await hit(origin, paths.product, 3, '127.0.0.2')), [200, 200, 200]);
    const fromThird = await origin.request({ url: paths.product, remoteAddress: '127.0.0.3' });
    assert.equal(fromThird.headers.ratelimit, '"product";r=119;t=60');
  });

  test('the developer page, the contract and the health check are not limited', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    for (const path of [paths.openapi, paths.developers, paths.health]) {
      const responses = await hit(origin, path, limits.restPerMinute + 1);
      assert.deepEqual(statuses(responses), Array(limits.restPerMinute + 1).fill(200), path);
      assert.equal(responses.at(-1)?.headers.ratelimit, undefined, path);
    }
  });
});

describe('what counts', () => {
  test('GET and HEAD share one counter; a 304 counts; a 429 takes precedence over a 304', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 4 });
    const first = await origin.request({ url: paths.product });
    const etag = String(first.headers.etag);
    const head = await origin.request({ method: 'HEAD', url: paths.product });
    const revalidated = await origin.request({ url: paths.product, headers: { 'if-none-match': etag } });
    assert.deepEqual([first.statusCode, head.statusCode, revalidated.statusCode], [200, 200, 304]);
    assert.equal(revalidated.headers.ratelimit, '"product";r=1;t=60');
    assert.equal((await origin.request({ url: paths.product, headers: { 'if-none-match': etag } })).statusCode, 304);
    const refused = await origin.request({ url: paths.product, headers: { 'if-none-match': etag } });
    assert.equal(refused.statusCode, 429);
    const refusedHead = await origin.request({ method: 'HEAD', url: paths.product });
    assert.equal(refusedHead.statusCode, 429);
    assert.equal(refusedHead.rawPayload.length, 0);
    assert.ok(refusedHead.headers['retry-after']);
  });

  test('CORS preflights and refused methods are not counted', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 1 });
    await origin.request({ method: 'OPTIONS', url: paths.product });
    await origin.request({ method: 'POST', url: paths.product });
    assert.equal((await origin.request({ url: paths.product })).statusCode, 200);
  });
});

describe('client addresses', () => {
  test('X-Forwarded-For from a client changes nothing by default', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 2 });
    const spoofed = await Promise.all(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((ip) => origin.request({ url: paths.product, headers: { 'x-forwarded-for': ip } })),
    );
    assert.deepEqual(statuses(spoofed).sort(), [200, 200, 429]);
  });

  test('with TRUST_PROXY=loopback the forwarded client is counted, and a forged hop before it is not trusted', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 1, trustProxy: ['loopback'] });
    const viaProxy = async (ip: string) => (await origin.request({ url: paths.product, headers: { 'x-forwarded-for': ip } })).statusCode;
    assert.equal(await viaProxy('203.0.113.1'), 200);
    assert.equal(await viaProxy('203.0.113.2'), 200);
    assert.equal(await viaProxy('203.0.113.1'), 429);
    // The client forged "198.51.100.9"; the proxy appended the real 203.0.113.1, which is the rightmost untrusted hop.
    assert.equal(await viaProxy('198.51.100.9, 203.0.113.1'), 429);
  });

  test('IPv6 clients are grouped by /56; other /56 networks count apart', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 1, trustProxy: ['loopback'] });
    const viaProxy = async (ip: string) => (await origin.request({ url: paths.product, headers: { 'x-forwarded-for': ip } })).statusCode;
    assert.equal(await viaProxy('2001:db8:1:100::1'), 200);
    assert.equal(await viaProxy('2001:db8:1:1ff::2'), 429, 'same /56');
    assert.equal(await viaProxy('2001:db8:1:200::1'), 200, 'another /56');
  });

  test('bound dual-stack, IPv4 clients arriving as ::ffff:a.b.c.d are each counted on their own', async (context) => {
    // What a socket bound to `::` reports for IPv4 peers: their address, IPv4-mapped.
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 1 });
    const from = async (remoteAddress: string) => (await origin.request({ url: paths.product, remoteAddress })).statusCode;
    assert.equal(await from('::ffff:127.0.0.2'), 200);
    assert.equal(await from('::ffff:127.0.0.3'), 200);
    assert.equal(await from('::ffff:127.0.0.4'), 200);
    assert.equal(await from('::ffff:127.0.0.2'), 429);
  });

  test('X-Forwarded-For text that is not an IP address counts as the proxy’s address, not as a key of its own', async (context) => {
    const origin = await inProcessOnMockedClock(context, { trustProxy: ['loopback'], rateLimitRestPerMinute: 3 });
    const junk = ['not-an-ip', 'x'.repeat(15_000), `fe80::1%${'z'.repeat(200)}`, '999.1.1.1'];
    const answered: number[] = [];
    for (const forwarded of junk) {
      answered.push((await origin.request({ url: paths.product, headers: { 'x-forwarded-for': forwarded } })).statusCode);
    }
    assert.deepEqual(answered, [200, 200, 200, 429], 'all four counted as 127.0.0.1');
    const real = await origin.request({ url: paths.product, headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(real.statusCode, 200, 'a forwarded IP address is a client of its own');
  });
});

describe('Retry-After and windows', () => {
  test('a client that waits Retry-After seconds and retries succeeds, and not a second sooner', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 2 });
    await hit(origin, paths.permissions, 2);
    const refused = await origin.request({ url: paths.permissions });
    assert.equal(refused.statusCode, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.equal(retryAfter, 60, 'the whole window, as no time passed');
    context.mock.timers.tick((retryAfter - 1) * 1000);
    assert.equal((await origin.request({ url: paths.permissions })).statusCode, 429, 'a second before');
    assert.equal((await origin.request({ url: paths.permissions })).headers['retry-after'], '1');
    context.mock.timers.tick(1000);
    assert.equal((await origin.request({ url: paths.permissions })).statusCode, 200);
  });

  test('windows roll over minute after minute: each gives the whole 120 again, counted from its first request', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    for (let minute = 0; minute < 3; minute++) {
      const responses = await hit(origin, paths.sampleWeek, 121);
      assert.deepEqual(statuses(responses), [...Array(120).fill(200), 429], `minute ${minute}`);
      assert.equal(responses[0]?.headers.ratelimit, '"sample-week";r=119;t=60', `minute ${minute}`);
      context.mock.timers.tick(60_000);
    }
  });

  test('one client’s flood never gets another client refused', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitRestPerMinute: 50 });
    const flood = Promise.all(Array.from({ length: 200 }, () => origin.request({ url: paths.product, remoteAddress: '127.0.0.5' })));
    const other = await hit(origin, paths.product, 20, '127.0.0.6');
    assert.deepEqual(statuses(other), Array(20).fill(200));
    assert.equal(statuses(await flood).filter((status) => status === 429).length, 150);
  });
});

describe('requests arriving at once', () => {
  test('121 requests at once from a fresh client: 120 answered with the count falling one by one, then one 429', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    const responses = await Promise.all(Array.from({ length: 121 }, () => origin.request({ method: 'HEAD', url: paths.product })));
    assert.deepEqual(statuses(responses), [...Array(120).fill(200), 429]);
    assert.deepEqual(
      responses.map((response) => response.headers.ratelimit),
      Array.from({ length: 121 }, (_, i) => `"product";r=${Math.max(0, 119 - i)};t=60`),
    );
  });
});
