// Locks in the Cloudflare Workers deployment in workerd (npm run preview:cloudflare in front of the built origin): every path answers as the origin does, in every coding, with limits per client that a client cannot dodge.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { limits, paths, publicEndpoints } from '../content/constants.ts';
import { negotiatedPages } from '../content/response-headers.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { type RunningProcess, startProcess } from '../scripts/child-process.ts';
import { freePort } from '../scripts/free-port.ts';
import { type OriginProcess, startOriginProcess } from '../scripts/origin-process.ts';
import { inParallel } from './helpers/edge.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { modernCall } from './helpers/mcp.ts';

const manifest = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;
let origin: OriginProcess;
let preview: RunningProcess;
let previewUrl: string;

before(async () => {
  // The Worker writes the client's address into X-Forwarded-For from loopback: the origin trusts that hop only.
  origin = await startOriginProcess({ TRUST_PROXY: 'loopback' });
  const port = await freePort();
  previewUrl = `http://127.0.0.1:${port}`;
  preview = await startProcess('preview:cloudflare', process.execPath, ['scripts/preview-cloudflare.ts'], {
    env: { ...process.env, PREVIEW_PORT: String(port), ORIGIN_URL: origin.url },
    ready: /listening at/,
    timeoutMs: 240_000,
  });
});

after(async () => {
  await preview?.stop();
  await origin?.stop();
});

/** Fields each side computes for itself (validators, framing, dates) or the runtime adds; `t=` of RateLimit is the seconds left in the window. */
const ownFields = new Set([
  'date',
  'connection',
  'keep-alive',
  'etag',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'cf-cache-status',
]);
function comparable(response: RawResponse): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !ownFields.has(name))
      .map(([name, value]) => [name, name === 'ratelimit' ? String(value).replace(/;t=\d+/, '') : value]),
  );
}

function decoded(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body);
  if (coding === 'gzip') return gunzipSync(response.body);
  assert.equal(coding, undefined, `unexpected coding ${coding}`);
  return response.body;
}

/** Accept-Encoding values: none, identity only, each prepared coding alone, and both. */
const codings = [undefined, 'identity', 'gzip', 'br', 'gzip, deflate, br'] as const;
/** Every path the origin answers, a few it refuses, and the host's own files, which must not be readable. */
const everyPath = [
  ...manifest.entries.map((entry) => entry.path),
  paths.health,
  paths.mcp,
  '/no/such/path',
  `${paths.openapi}.br`,
  `${paths.llms}.gz`,
  '/_headers',
  '/_redirects',
  '/worker.js',
  '/site.json',
  '/wrangler.jsonc',
];

describe('Cloudflare Workers in workerd', () => {
  const seen: RawResponse[] = [];

  test('every path, in every coding: the origin’s status, fields and decoded bytes; each client gets the coding it asked for', async () => {
    let compared = 0;
    for (const path of everyPath) {
      for (const coding of codings) {
        const headers: Record<string, string> = coding === undefined ? {} : { 'Accept-Encoding': coding };
        // Each side from its own client address, so the rate-limited paths count both alike.
        const [viaWorker, direct] = await Promise.all([
          request(previewUrl + path, { headers, localAddress: '127.0.0.2' }),
          request(origin.url + path, { headers, localAddress: '127.0.0.3' }),
        ]);
        const label = `GET ${path} Accept-Encoding: ${coding}`;
        seen.push(viaWorker);
        assert.equal(viaWorker.status, direct.status, label);
        assert.deepEqual(comparable(viaWorker), comparable(direct), label);
        assert.deepEqual(decoded(viaWorker), decoded(direct), label);
        // Only a coding the client accepts, and compressed wherever the origin compresses. The runtime may compress
        // more, and recodes the types Cloudflare compresses itself to the first coding the client lists.
        const got = viaWorker.headers['content-encoding'];
        if (got !== undefined) assert.ok(coding?.split(', ').includes(String(got)), `${label}: got ${got}`);
        if (direct.headers['content-encoding'] !== undefined) assert.notEqual(got, undefined, `${label}: compressed`);
        compared += 1;
      }
    }
    process.stdout.write(
      `workerd: ${compared} of ${compared} requests matched the origin (${everyPath.length} paths × ${codings.length} codings)\n`,
    );
  });

  test('a browser gets HTML and an agent Markdown for every negotiated page', async () => {
    for (const path of Object.keys(negotiatedPages)) {
      const browser = await request(previewUrl + path, {
        headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'br' },
      });
      const agent = await request(previewUrl + path, { headers: { Accept: 'text/markdown', 'Accept-Encoding': 'gzip' } });
      seen.push(browser, agent);
      assert.equal(browser.headers['content-type'], 'text/html; charset=utf-8', path);
      assert.equal(agent.headers['content-type'], 'text/markdown; charset=utf-8', path);
      assert.equal(browser.headers.vary, 'Accept, Accept-Encoding');
      assert.match(decoded(browser).toString(), /^<!DOCTYPE html>/i);
      assert.match(decoded(agent).toString(), /^# /m);
    }
  });

  test('POST /mcp answers as the origin, and a body over 32 KiB is the 413', async () => {
    const viaWorker = await modernCall(`${previewUrl}${paths.mcp}`, 'tools/list');
    const direct = await modernCall(`${origin.url}${paths.mcp}`, 'tools/list');
    seen.push(viaWorker);
    assert.equal(viaWorker.status, 200);
    assert.deepEqual(viaWorker.json(), direct.json());
    const tooLarge = await request(`${previewUrl}${paths.mcp}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(limits.mcpBodyBytes) } }),
    });
    seen.push(tooLarge);
    assert.equal(tooLarge.status, 413);
  });

  test(`each client gets exactly ${limits.restPerMinute} per endpoint per minute, then 429; forwarding fields it sends change nothing`, async () => {
    const [endpoint] = publicEndpoints;
    assert.ok(endpoint);
    const spoofing = await inParallel(limits.restPerMinute + 1, 8, (i) =>
      request(previewUrl + endpoint.path, {
        localAddress: '127.0.0.4',
        headers: { 'X-Forwarded-For': `198.51.100.${i % 250}`, Forwarded: `for=203.0.113.${i % 250}` },
      }),
    );
    seen.push(...spoofing);
    assert.deepEqual(
      spoofing.map((response) => response.status).filter((status) => status !== 200),
      [429],
    );
    assert.ok(Number(spoofing.find((response) => response.status === 429)?.headers['retry-after']) >= 0);
    // Another client is counted on its own, even when it names the exhausted one.
    const other = await request(previewUrl + endpoint.path, { localAddress: '127.0.0.5', headers: { 'X-Forwarded-For': '127.0.0.4' } });
    assert.equal(other.status, 200);
    assert.match(String(other.headers.ratelimit), new RegExp(`r=${limits.restPerMinute - 1};`));
  });

  test('no answer is application/octet-stream', () => {
    assert.ok(seen.length > 0);
    for (const response of seen) assert.notEqual(response.headers['content-type'], 'application/octet-stream');
  });

  test('an origin that does not answer is the JSON 502, never the runtime’s own page', async () => {
    await origin.stop();
    const lost = await request(previewUrl + paths.product, { headers: { 'Accept-Encoding': 'identity' } });
    assert.equal(lost.status, 502);
    assert.equal(lost.headers['content-type'], 'application/json');
    assert.equal(lost.headers['cache-control'], 'no-store');
    assert.equal((lost.json() as { statusCode: number }).statusCode, 502);
  });

  test('the preview stops cleanly on SIGTERM', async () => {
    preview.child.kill('SIGTERM');
    const [code] = await new Promise<[number | null]>((resolve) => preview.child.once('exit', (exitCode) => resolve([exitCode])));
    assert.equal(code, 0);
    await assert.rejects(fetch(`${previewUrl}${paths.openapi}`));
  });
});
