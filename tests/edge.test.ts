// Locks in the reference deployment end to end (real nginx in front of two origin processes sharing a real redis-server): static paths from nginx with the origin's bytes and fields, exact limits across origins, no spoofed client, no mixed representations, Redis lost and back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { limits, mcpTools, paths } from '../content/constants.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { staticRoutes } from '../site/lib/hosting/static-host.ts';
import { acrossOrigins, inParallel, stackForFile } from './helpers/edge.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { legacyCall } from './helpers/mcp.ts';
import { waitFor } from './helpers/wait.ts';

const stack = stackForFile();
const routes = staticRoutes(JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const statuses = (responses: RawResponse[]) => responses.map((response) => response.status);

/** Fields each server computes for itself: validators from its own files, dates, framing, its name. */
const ownFields = new Set(['date', 'connection', 'keep-alive', 'etag', 'last-modified', 'server']);
const sharedFields = (response: RawResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !ownFields.has(name)));

describe('static paths', () => {
  test('come from nginx itself, with the bytes and fields the origin would send, in every coding', async () => {
    const asked = routes.flatMap((route) =>
      [undefined, 'gzip', 'br', 'gzip, deflate, br'].flatMap((encoding) =>
        ['GET', 'HEAD'].map((method) => ({
          path: route.path,
          method,
          headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding },
        })),
      ),
    );
    const before = sum(await acrossOrigins(stack(), 'turno_reads_total'));
    const fromEdge = [];
    for (const each of asked) fromEdge.push(await request(stack().url + each.path, each));
    assert.equal(sum(await acrossOrigins(stack(), 'turno_reads_total')), before, 'no origin answered any of them');
    const [origin] = stack().origins;
    for (const [index, each] of asked.entries()) {
      const edge = fromEdge[index] as RawResponse;
      const direct = await request(origin.url + each.path, each);
      const label = `${each.method} ${each.path} ${JSON.stringify(each.headers)}`;
      assert.equal(edge.status, 200, label);
      assert.equal(edge.headers.server, 'nginx', `${label}: answered by nginx`);
      assert.deepEqual(sharedFields(edge), sharedFields(direct), label);
      assert.deepEqual(edge.body, direct.body, label);
    }
  });

  test('If-None-Match with the edge’s own ETag gives 304 with the same policy fields', async () => {
    for (const route of routes) {
      const first = await request(stack().url + route.path, { headers: { 'Accept-Encoding': 'br' } });
      const again = await request(stack().url + route.path, {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) },
      });
      assert.equal(again.status, 304, route.path);
      assert.equal(again.body.length, 0);
      assert.equal(again.headers['cache-control'], route.headers['Cache-Control'], route.path);
      assert.equal(again.headers['access-control-allow-origin'], '*');
    }
  });

  test('other methods on a static path are the origin’s answers: the CORS preflight and the JSON 405', async () => {
    const [route] = routes;
    assert.ok(route);
    const preflight = await request(stack().url + route.path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
    const refused = await request(stack().url + route.path, { method: 'POST', body: 'x' });
    assert.equal(refused.status, 405);
    assert.equal((refused.json() as { statusCode: number }).statusCode, 405);
  });
});

describe('rate limits through the edge', () => {
  test(`${limits.restPerMinute} per minute per endpoint in total across both origins, then 429 with Retry-After; nothing answered from a cache`, async () => {
    const before = await acrossOrigins(stack(), 'turno_reads_total', 'surface="document"');
    const client = { localAddress: '127.0.0.2' };
    const responses = await inParallel(limits.restPerMinute + 1, 8, () => request(stack().url + paths.product, client));
    assert.equal(statuses(responses).filter((status) => status === 200).length, limits.restPerMinute);
    const refused = responses.filter((response) => response.status === 429);
    assert.equal(refused.length, 1);
    const [tooMany] = refused as [RawResponse];
    const retryAfter = Number(tooMany.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal((tooMany.json() as { statusCode: number }).statusCode, 429);
    // Every answer was counted by an origin, never replayed: each allowed one left a different remainder.
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => /r=(\d+)/.exec(String(response.headers.ratelimit))?.[1]);
    assert.equal(new Set(remaining).size, limits.restPerMinute);
    const after = await acrossOrigins(stack(), 'turno_reads_total', 'surface="document"');
    const served = after.map((count, index) => count - (before[index] ?? 0));
    assert.equal(sum(served), limits.restPerMinute + 1);
    assert.ok(
      served.every((count) => count > 0),
      `both origins answered: ${served.join(' + ')}`,
    );
    assert.equal((await request(stack().url + paths.permissions, client)).status, 200, 'each endpoint counts on its own');
  });

  test('a client-sent X-Forwarded-For or Forwarded does not change which client is counted', async () => {
    const spoofing = await inParallel(limits.restPerMinute + 1, 8, (i) =>
      request(stack().url + paths.sampleWeek, {
        localAddress: '127.0.0.3',
        headers: { 'X-Forwarded-For': `198.51.100.${i % 250}, 127.0.0.9`, Forwarded: `for=203.0.113.${i % 250}` },
      }),
    );
    assert.deepEqual(
      statuses(spoofing).filter((status) => status !== 200),
      [429],
    );
    // Claiming to be the exhausted client from another address does not spend that client's budget either.
    const other = await request(stack().url + paths.sampleWeek, { localAddress: '127.0.0.4', headers: { 'X-Forwarded-For': '127.0.0.3' } });
    assert.equal(other.status, 200);
    assert.match(String(other.headers.ratelimit), /r=119;/);
  });
});

describe('negotiation through the edge', () => {
  test('never answers a browser with Markdown or an agent with HTML, whatever the order', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const agents = ['text/markdown', 'text/markdown, text/html;q=0.5', 'text/plain;q=0.1, text/markdown'];
    const order = Array.from({ length: 60 }, (_, i) => ((i * 7) % 5 < 2 ? browser : (agents[i % agents.length] ?? '')));
    const answers = await inParallel(order.length, 6, (i) =>
      request(stack().url + paths.developers, { headers: { Accept: order[i] ?? '', 'Accept-Encoding': 'gzip, br' } }),
    );
    answers.forEach((answer, i) => {
      const wantsHtml = order[i] === browser;
      assert.equal(answer.status, 200);
      assert.equal(
        answer.headers['content-type'],
        wantsHtml ? 'text/html; charset=utf-8' : 'text/markdown; charset=utf-8',
        String(order[i]),
      );
      assert.equal(answer.headers.vary, 'Accept, Accept-Encoding');
      assert.equal(answer.headers['cache-control'], 'private, max-age=300');
    });
    // A validator of one representation never revalidates the other.
    const html = await request(stack().url + paths.developers, { headers: { Accept: browser } });
    const markdown = await request(stack().url + paths.developers, {
      headers: { Accept: 'text/markdown', 'If-None-Match': String(html.headers.etag) },
    });
    assert.equal(markdown.status, 200);
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8');
  });

  test('MCP answers through the edge', async () => {
    const answer = await legacyCall(
      stack().url + paths.mcp,
      { id: 1, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } },
      { 'MCP-Protocol-Version': '2025-11-25' },
    );
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers.ratelimit), /^"mcp";r=59;/);
  });

  test('what no origin answers is the error object, not an nginx page', async () => {
    const missing = await request(`${stack().url}/no-such-path`);
    assert.equal(missing.status, 404);
    assert.equal((missing.json() as { statusCode: number }).statusCode, 404);
    const tooLong = await request(`${stack().url}/${'x'.repeat(20_000)}`);
    assert.ok([414, 431].includes(tooLong.status), String(tooLong.status));
    assert.equal(tooLong.headers['content-type'], 'application/json');
    assert.equal((tooLong.json() as { statusCode: number }).statusCode, tooLong.status);
  });
});

describe('Redis lost mid-run', () => {
  test('requests fail open (visible in both origins’ metrics and readiness), and counting resumes when Redis is back', {
    timeout: 30_000,
  }, async () => {
    const client = { localAddress: '127.0.0.5' };
    assert.match(String((await request(stack().url + paths.product, client)).headers.ratelimit), /r=119;/);
    await stack().redis().stop('SIGKILL');
    const during = await inParallel(10, 4, () => request(stack().url + paths.product, client));
    assert.deepEqual(statuses(during), Array(10).fill(200));
    assert.ok(
      during.every((response) => response.headers.ratelimit === undefined),
      'no limit state is claimed while unknown',
    );
    assert.equal(sum(await acrossOrigins(stack(), 'turno_rate_limit_fail_open_total', 'policy="product"')), 10);
    assert.deepEqual(await acrossOrigins(stack(), 'turno_rate_limit_store_up'), [0, 0]);
    const readiness = await request(stack().url + paths.readiness);
    assert.equal(readiness.status, 200);
    assert.equal((readiness.json() as { status: string }).status, 'degraded');

    await stack().restartRedis();
    await waitFor(
      async () =>
        (await inParallel(4, 4, () => request(stack().url + paths.product, client))).every((r) => r.headers.ratelimit !== undefined),
      true,
      10_000,
    );
    assert.deepEqual(await acrossOrigins(stack(), 'turno_rate_limit_store_up'), [1, 1]);
  });
});
