// Locks in that the router mounts in an operator's own Express 5 application: its routes before and after and its own 404 keep working, and the interface answers as it does standalone (documents, negotiation, exact limits per address, MCP in both eras), even behind the operator's JSON body parser.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import express, { type ErrorRequestHandler, type Express, type Router } from 'express';
import inject from 'light-my-request';
import { limits, paths } from '../../../content/constants.ts';
import { loadConfig } from '../../../server/config.ts';
import { createDiscoveryRouter } from '../../../server/router.ts';
import { fixtureFor } from '../../helpers/in-process.ts';
import { envelope, initialize, legacyVersion, modernVersion } from '../../helpers/mcp.ts';

let app: Express;
let router: Router;
/** The operator's middleware in front of the router. */
const front = express.Router();
const errors: string[] = [];
/** Released on shutdown, as the README's mount example shows. */
const shutdown = new AbortController();

before(async () => {
  const config = loadConfig({});
  router = await createDiscoveryRouter({
    config,
    artifacts: fixtureFor(config.publicBaseUrl),
    logger: { info: () => undefined, warn: () => undefined, error: (message) => errors.push(message) },
    signal: shutdown.signal,
  });
  // The operator's application, as the README shows the mount: its own routes around it, a body parser in front.
  app = express();
  app.use(front);
  app.get('/status', (_req, res) => {
    res.json({ app: 'operator' });
  });
  app.use(express.json());
  app.use(router);
  // The operator's own home page and site files, after the router: it leaves the site-wide paths to the app.
  app.get('/', (_req, res) => {
    res.type('text/html').send('<h1>the operator’s home</h1>');
  });
  app.get(['/robots.txt', '/sitemap.xml', '/favicon.svg'], (req, res) => {
    res.type('text/plain').send(`the operator’s ${req.path}`);
  });
  // An error raised by the operator's own middleware, on one of its own paths, after the router.
  app.get('/broken', () => {
    throw Object.assign(new Error('the operator’s failure'), { status: 418 });
  });
  app.post('/orders', (req, res) => {
    res.status(201).json({ received: req.body });
  });
  // A search whose query is a JSON body on a GET, read from the stream by the operator's own handler.
  app.get('/search', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.json({ query: Buffer.concat(chunks).toString() });
    });
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('the operator’s own 404');
  });
  app.use(((error, _req, res, _next) => {
    res
      .status(error.status ?? 500)
      .type('text/plain')
      .send(`the operator’s own error handler: ${error.message}`);
  }) satisfies ErrorRequestHandler);
  // An operator's middleware in front of the router that fails a request: its error reaches the operator's handler.
  front.get('/front-failure', () => {
    throw Object.assign(new Error('failed in front'), { status: 409 });
  });
});
after(() => shutdown.abort());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
  inject(app, { method: 'GET', url, headers, remoteAddress });

describe('mounted with app.use(router)', () => {
  test('the router is a plain Express Router: nothing hung on it beyond what a fresh one has', () => {
    assert.deepEqual(Object.keys(router).sort(), Object.keys(express.Router()).sort());
  });

  test('the operator’s routes before and after the mount answer as before', async () => {
    const status = await get('/status');
    assert.equal(status.statusCode, 200);
    assert.deepEqual(status.json(), { app: 'operator' });
    const order = await inject(app, { method: 'POST', url: '/orders', payload: { item: 1 } });
    assert.equal(order.statusCode, 201);
    assert.deepEqual(order.json(), { received: { item: 1 } });
  });

  test('a GET with a body to the operator’s route after the mount arrives with its body unread', async () => {
    const query = '{"text":"shifts"}';
    const search = await inject(app, {
      method: 'GET',
      url: '/search',
      headers: { 'content-type': 'text/plain', 'content-length': String(query.length) },
      payload: query,
    });
    assert.equal(search.statusCode, 200);
    assert.deepEqual(search.json(), { query });
  });

  test('the site-wide paths are the operator’s: its home page, robots.txt, sitemap.xml and favicon.svg answer', async () => {
    const home = await get('/', { accept: 'text/markdown' });
    assert.equal(home.statusCode, 200);
    assert.equal(home.payload, '<h1>the operator’s home</h1>');
    for (const path of [paths.robots, paths.sitemap, paths.favicon]) assert.equal((await get(path)).payload, `the operator’s ${path}`);
    // While the interface's own discovery files still answer.
    assert.equal((await get(paths.llms)).statusCode, 200);
    assert.equal((await get(paths.apiCatalog)).statusCode, 200);
  });

  test('an error on the operator’s own paths reaches the operator’s error handler, not the router’s', async () => {
    for (const [path, status, message] of [
      ['/broken', 418, 'the operator’s failure'],
      ['/front-failure', 409, 'failed in front'],
    ] as const) {
      const response = await get(path);
      assert.equal(response.statusCode, status, path);
      assert.equal(response.payload, `the operator’s own error handler: ${message}`, path);
    }
  });

  test('a path the interface does not own reaches the operator’s own 404', async () => {
    for (const path of ['/nope', '/API/public/product', '/api/public/product/extra', '/pt-pt/developers/nope', '/es/nope']) {
      const response = await get(path);
      assert.equal(response.statusCode, 404, path);
      assert.equal(response.payload, 'the operator’s own 404', path);
    }
  });

  test('the documents, the contract and the pages answer as standalone, negotiation included', async () => {
    const product = await get(paths.product);
    assert.equal(product.statusCode, 200);
    assert.equal(product.headers['content-type'], 'application/json');
    assert.equal(product.headers['cache-control'], 'private, max-age=300');
    assert.match(String(product.headers.ratelimit), /^"product";r=\d+;t=\d+$/);
    assert.equal((product.json() as { name: string }).name, 'Turno');
    assert.equal((await get(paths.openapi)).statusCode, 200);
    const markdown = await get(paths.developers, { accept: 'text/markdown' });
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(markdown.headers.vary, 'Accept, Accept-Encoding');
    const html = await get(paths.developers, { accept: 'text/html' });
    assert.equal(html.headers['content-type'], 'text/html; charset=utf-8');
    const revalidated = await get(paths.product, { 'if-none-match': String(product.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
  });

  test('a wrong method on an owned path is the interface’s 405, not the operator’s 404', async () => {
    const response = await inject(app, { method: 'DELETE', url: paths.product });
    assert.equal(response.statusCode, 405);
    assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
  });

  test(`exact limits per address: ${limits.restPerMinute} answers, then a 429 with Retry-After; another address is not affected`, async () => {
    const address = '203.0.113.20';
    for (let n = 1; n <= limits.restPerMinute; n++)
      assert.equal((await get(paths.sampleWeek, {}, address)).statusCode, 200, `request ${n}`);
    const refused = await get(paths.sampleWeek, {}, address);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 0);
    assert.deepEqual(Object.keys(refused.json() as object), ['statusCode', 'error', 'message']);
    assert.equal((await get(paths.sampleWeek, {}, '203.0.113.21')).statusCode, 200);
  });

  test('MCP in both eras, behind the operator’s JSON body parser', async () => {
    const legacy = await inject(app, {
      method: 'POST',
      url: paths.mcp,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: JSON.stringify({ jsonrpc: '2.0', ...initialize(legacyVersion) }),
    });
    assert.equal(legacy.statusCode, 200, legacy.payload);
    assert.equal((legacy.json() as { result: { protocolVersion: string } }).result.protocolVersion, legacyVersion);
    const modern = await inject(app, {
      method: 'POST',
      url: paths.mcp,
      headers: { 'content-type': 'application/json', 'mcp-protocol-version': modernVersion, 'mcp-method': 'tools/list' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: envelope } }),
    });
    assert.equal(modern.statusCode, 200);
    assert.equal((modern.json() as { result: { tools: unknown[] } }).result.tools.length, 2);
    const deep = await inject(app, {
      method: 'POST',
      url: paths.mcp,
      headers: { 'content-type': 'application/json' },
      payload: `{"jsonrpc":"2.0","id":3,"method":"ping","params":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    });
    assert.equal(deep.statusCode, 400, 'a body the operator’s parser read is held to the same depth');
    assert.deepEqual(errors, []);
  });
});
