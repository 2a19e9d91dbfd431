// A browser-hosted MCP client for real: Chromium runs the official v2 client from a page on another loopback origin, in both eras; a foreign host name is refused.
/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types in this file.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { mcpTools, paths } from '../content/constants.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { request } from './helpers/http.ts';
import { type RunningOrigin, startOrigin } from './helpers/origin.ts';

/** A name that is neither the public host nor a localhost name, resolved to loopback as a rebinding attacker's DNS would. */
const foreignName = 'rebound.example';

let origin: RunningOrigin;
let pageServer: Server;
let pageOrigin: string;
let browser: Browser;
/** The official client and mcp-client.ts, bundled for the browser. */
let clientScript = '';

/** The page of a browser-hosted app: nothing but the bundled client. */
const appPage =
  '<!doctype html><html><head><meta charset="utf-8"><title>MCP app</title><script type="module" src="/app.js"></script></head></html>';

before(async () => {
  origin = await startOrigin({ rateLimitMcpPerMinute: 1_000_000 });
  const bundle = await build({
    entryPoints: ['tests/browser/mcp-client.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  clientScript = bundle.outputFiles[0]?.text ?? '';
  // Another origin on loopback: another port, under the name localhost where the MCP origin is 127.0.0.1.
  pageServer = createServer((req, res) => {
    const [type, body] = req.url === '/app.js' ? ['text/javascript', clientScript] : ['text/html; charset=utf-8', appPage];
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  });
  pageServer.listen(0, '127.0.0.1');
  await once(pageServer, 'listening');
  pageOrigin = `http://localhost:${(pageServer.address() as AddressInfo).port}`;
  browser = await launchChromium([`--host-resolver-rules=MAP ${foreignName} 127.0.0.1`]);
});
after(async () => {
  await browser?.close();
  pageServer?.close();
  await origin.close();
});

/** Opens the app page on `at` and waits for the client to be ready; console errors are collected. */
async function openApp(at: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${at}/`);
  await page.waitForFunction(() => typeof window.mcpSession === 'function');
  return { page, problems };
}

describe('a browser-hosted MCP client on another origin (Chromium, official v2 client)', () => {
  test('2026-07-28: server/discover, then tools/call, succeed across origins', async () => {
    const { page, problems } = await openApp(pageOrigin);
    const outcome = await page.evaluate(([url, tool]) => window.mcpSession(url, 'modern', tool), [
      origin.url + paths.mcp,
      mcpTools.sampleSchedule,
    ] as const);
    assert.equal(outcome.protocolVersion, '2026-07-28');
    assert.deepEqual(outcome.supportedVersions, ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']);
    assert.deepEqual(outcome.toolResult, (await request(origin.url + paths.sampleWeek)).json());
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('2025 versions: initialize, then tools/call, succeed across origins', async () => {
    const { page, problems } = await openApp(pageOrigin);
    const outcome = await page.evaluate(([url, tool]) => window.mcpSession(url, 'legacy', tool), [
      origin.url + paths.mcp,
      mcpTools.productInfo,
    ] as const);
    assert.equal(outcome.protocolVersion, '2025-11-25');
    assert.deepEqual(outcome.toolResult, (await request(origin.url + paths.product)).json());
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('the page can read the rate-limit headers of an answer (exposed by CORS)', async () => {
    const { page } = await openApp(pageOrigin);
    const headers = await page.evaluate(async (url) => {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      return { status: response.status, rateLimit: response.headers.get('RateLimit'), policy: response.headers.get('RateLimit-Policy') };
    }, origin.url + paths.mcp);
    assert.equal(headers.status, 400);
    assert.match(String(headers.rateLimit), /^"mcp";r=\d+;t=\d+$/);
    assert.equal(headers.policy, '"mcp";q=1000000;w=60');
    await page.close();
  });

  test('a request that reaches the origin under a foreign host name is refused, same-origin or not', async () => {
    // A page cannot set Host: the browser sends the name it resolved. After DNS rebinding, the attacker's page and
    // the origin share that name, so its requests are same-origin: no preflight, and the Host is the attacker's.
    const rebound = `http://${foreignName}:${origin.port}${paths.mcp}`;
    const page = await browser.newPage();
    const document = await page.goto(rebound);
    assert.equal(document?.status(), 403);
    const post = (url: string) =>
      page.evaluate(async (target) => {
        try {
          const init = {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
          };
          return (await fetch(target, init)).status;
        } catch (error) {
          return String(error);
        }
      }, url);
    assert.equal(await post(rebound), 403);
    await page.addScriptTag({ content: clientScript, type: 'module' });
    await page.waitForFunction(() => typeof window.mcpSession === 'function');
    const failure = await page.evaluate(
      ([url, tool]) =>
        window.mcpSession(url, 'modern', tool).then(
          () => 'connected',
          (error: unknown) => String(error),
        ),
      [rebound, mcpTools.productInfo] as const,
    );
    assert.match(failure, /HTTP 403/, failure);
    await page.close();

    // From another origin, the preflight under the foreign name is refused, so the browser never sends the POST.
    const { page: app } = await openApp(pageOrigin);
    const crossOrigin = await app.evaluate(
      async (target) =>
        fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).then(
          (response) => response.status,
          (error: unknown) => String(error),
        ),
      rebound,
    );
    assert.equal(crossOrigin, 'TypeError: Failed to fetch');
    await app.close();
  });
});
