// Locks in which paths and methods the router answers and how: exact paths (anything else a JSON 404), 405 with Allow, a 400 for a malformed path, `/` negotiated between a redirect and Markdown, liveness and readiness, CORS preflights, and the fields every response carries.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../../../content/constants.ts';
import { browserAccept } from '../../helpers/error-cases.ts';
import { inProcessForFile, inProcessForTest } from '../../helpers/in-process.ts';

const origin = inProcessForFile();

describe('paths and methods', () => {
  const variants = [
    '/api/public/product/',
    '/API/public/product',
    '/api/public/Product',
    '/api/public',
    '/api/public/examples',
    '/openapi.json/',
    '//api/public/product',
    '/nope',
  ];
  for (const path of variants) {
    test(`${path} is a 404 JSON error`, async () => {
      const response = await (await origin()).request({ url: path });
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers['content-type'], 'application/json');
      assert.deepEqual(Object.keys(response.json() as object), ['statusCode', 'error', 'message']);
      assert.equal((response.json() as { statusCode: number }).statusCode, 404);
    });
  }

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    test(`${method} on a read-only path is 405 with Allow`, async () => {
      const response = await (await origin()).request({
        method,
        url: paths.product,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      assert.equal(response.statusCode, 405);
      assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
      assert.deepEqual(response.json(), {
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'This resource does not support this method: use one of the methods in the Allow header.',
      });
    });
  }

  test('a malformed percent-encoding is a 400 JSON error', async () => {
    const response = await (await origin()).request({ url: '/api/public/%E0%A4%A' });
    assert.equal(response.statusCode, 400);
    assert.equal((response.json() as { error: string }).error, 'Bad Request');
  });

  test('/ redirects people to the overview and gives agents its Markdown, both negotiated, private and linked', async () => {
    const running = await origin();
    const overview = await running.request({ url: paths.developersMarkdown });
    for (const [accept, status] of [
      [undefined, 302],
      ['text/html', 302],
      ['*/*', 302],
      ['application/json', 302],
      ['text/markdown', 200],
      ['text/markdown, text/html;q=0.9', 200],
    ] as const) {
      const response = await running.request({ url: '/', headers: accept === undefined ? {} : { accept } });
      assert.equal(response.statusCode, status, `Accept: ${accept}`);
      assert.equal(response.headers.vary, 'Accept, Accept-Language, Accept-Encoding');
      assert.equal(response.headers['cache-control'], 'private, max-age=300');
      assert.match(String(response.headers.link), /<\/\.well-known\/api-catalog>; rel="api-catalog"/);
      if (status === 302) assert.equal(response.headers.location, '/en/developers');
      else assert.deepEqual(response.rawPayload, overview.rawPayload);
    }
  });

  test('/ sends a browser to the overview in the language its Accept-Language prefers among en, pt-PT and es; an explicit URL stays', async () => {
    const running = await origin();
    for (const [acceptLanguage, location] of [
      ['pt-PT,pt;q=0.9', '/pt-pt/developers'],
      ['es-ES', '/es/developers'],
      ['fr', '/en/developers'],
      [undefined, '/en/developers'],
    ] as const) {
      const headers = { accept: browserAccept, ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }) };
      const response = await running.request({ url: '/', headers });
      assert.equal(response.statusCode, 302, `Accept-Language: ${acceptLanguage}`);
      assert.equal(response.headers.location, location, `Accept-Language: ${acceptLanguage}`);
      assert.equal(response.headers.vary, 'Accept, Accept-Language, Accept-Encoding');
      assert.equal(response.headers['cache-control'], 'private, max-age=300');
    }
    const agent = await running.request({ url: '/', headers: { accept: 'text/markdown', 'accept-language': 'pt-PT' } });
    assert.equal(agent.statusCode, 200, 'agents get the Markdown at /, in English');
    assert.equal(agent.headers['content-language'], 'en');
    for (const page of ['/en/developers', '/es/developers/api']) {
      const explicit = await running.request({ url: page, headers: { accept: browserAccept, 'accept-language': 'pt-PT' } });
      assert.equal(explicit.statusCode, 200, `${page} is never redirected away from its language`);
    }
  });

  test('/healthz answers 200 for load balancers, never cached', async () => {
    const response = await (await origin()).request({ url: paths.health });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test('/readyz in memory: ready, never cached', async () => {
    const ready = await (await origin()).request({ url: paths.readiness });
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.headers['cache-control'], 'no-store');
    assert.deepEqual(ready.json(), { status: 'ready', rateLimitStore: 'memory', rateLimits: 'enforced' });
  });

  test('/readyz turns 503 once a drain begins, while /healthz stays 200', async (context) => {
    const running = await inProcessForTest(context);
    running.drain();
    const draining = await running.request({ url: paths.readiness });
    assert.equal(draining.statusCode, 503);
    assert.equal((draining.json() as { statusCode: number }).statusCode, 503);
    assert.equal((await running.request({ url: paths.health })).statusCode, 200);
  });

  test('a CORS preflight is answered for any origin, with the requested headers', async () => {
    const response = await (await origin()).request({
      method: 'OPTIONS',
      url: paths.sampleWeek,
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
    assert.equal(response.headers['access-control-allow-headers'], 'if-none-match');
    assert.equal(response.headers['access-control-allow-credentials'], undefined);
  });
});

describe('every response', () => {
  test('has nosniff, no X-Powered-By and never a cookie', async () => {
    const running = await origin();
    for (const [path, method] of [
      [paths.product, 'GET'],
      ['/nope', 'GET'],
      [paths.product, 'DELETE'],
      ['/', 'GET'],
      [paths.developers, 'GET'],
    ] as const) {
      const response = await running.request({ method, url: path });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(response.headers['x-powered-by'], undefined, path);
      assert.equal(response.headers['set-cookie'], undefined, path);
    }
  });

  test('an unusual method (TRACE) gets a JSON 405 and no stack trace', async () => {
    const response = await (await origin()).request({ method: 'TRACE', url: paths.product });
    assert.equal(response.statusCode, 405);
    assert.doesNotMatch(response.payload, /at .*\(.*:\d+:\d+\)/);
  });
});
