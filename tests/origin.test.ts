// Locks in how the origin answers over HTTP: exact paths, methods, caching, compression, CORS and JSON errors that never crash it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { paths } from '../content/constants.ts';
import { rawExchange, request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

const jsonPaths = [paths.product, paths.permissions, paths.sampleWeek, paths.openapi];

describe('documents and contract', () => {
  for (const path of jsonPaths) {
    // The limited documents carry the client's own RateLimit state, so only the client may keep them.
    const cacheControl = path === paths.openapi ? 'public, max-age=300' : 'private, max-age=300';
    test(`${path} is application/json whatever the Accept, cacheable (${cacheControl}), CORS-open, with a strong ETag`, async () => {
      for (const accept of [undefined, 'text/html', 'application/xml', 'text/markdown', '*/*']) {
        const response = await request(origin.url + path, accept ? { headers: { Accept: accept } } : {});
        assert.equal(response.status, 200, `Accept: ${accept}`);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.doesNotThrow(() => response.json());
        assert.equal(response.headers['cache-control'], cacheControl);
        assert.equal(response.headers['access-control-allow-origin'], '*');
        assert.match(String(response.headers.etag), /^"[\w-]+"$/);
        assert.equal(response.headers.vary, 'Accept-Encoding');
        assert.equal(Number(response.headers['content-length']), response.body.length);
      }
    });
  }

  test('gzip and brotli variants decode to the same bytes, each with its own ETag', async () => {
    const plain = await request(origin.url + paths.sampleWeek);
    const br = await request(origin.url + paths.sampleWeek, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const gzip = await request(origin.url + paths.sampleWeek, { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
    assert.deepEqual(gunzipSync(gzip.body), plain.body);
    assert.equal(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size, 3);
    assert.ok(br.body.length < plain.body.length / 3);
  });

  test('identity;q=0 with nothing else acceptable still gets a readable body', async () => {
    const response = await request(origin.url + paths.product, { headers: { 'Accept-Encoding': 'identity;q=0, zstd' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], undefined);
  });

  test('If-None-Match with the current ETag gives 304 without a body; a stale one gives 200', async () => {
    const first = await request(origin.url + paths.product, { headers: { 'Accept-Encoding': 'br' } });
    const etag = String(first.headers.etag);
    const revalidated = await request(origin.url + paths.product, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.body.length, 0);
    assert.equal(revalidated.headers.etag, etag);
    assert.equal(revalidated.headers['cache-control'], 'private, max-age=300');
    const listed = await request(origin.url + paths.product, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': `"old", W/${etag}` } });
    assert.equal(listed.status, 304, 'weak comparison, list form');
    const stale = await request(origin.url + paths.product, { headers: { 'If-None-Match': '"stale"' } });
    assert.equal(stale.status, 200);
    const star = await request(origin.url + paths.product, { headers: { 'If-None-Match': '*' } });
    assert.equal(star.status, 304);
  });

  test('HEAD mirrors GET without a body', async () => {
    const get = await request(origin.url + paths.permissions);
    const head = await request(origin.url + paths.permissions, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    for (const name of ['content-type', 'content-length', 'etag', 'cache-control', 'vary'])
      assert.equal(head.headers[name], get.headers[name], name);
  });

  test('query strings are ignored', async () => {
    const response = await request(`${origin.url + paths.product}?utm_source=x&a[b]=c`);
    assert.equal(response.status, 200);
    assert.equal(response.text, (await request(origin.url + paths.product)).text);
  });
});

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
      const response = await request(origin.url + path);
      assert.equal(response.status, 404);
      assert.equal(response.headers['content-type'], 'application/json');
      assert.deepEqual(Object.keys(response.json() as object), ['statusCode', 'error', 'message']);
      assert.equal((response.json() as { statusCode: number }).statusCode, 404);
    });
  }

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    test(`${method} on a read-only path is 405 with Allow`, async () => {
      const response = await request(origin.url + paths.product, { method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.equal(response.status, 405);
      assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
      assert.deepEqual(response.json(), {
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'This resource does not support this method: use one of the methods in the Allow header.',
      });
    });
  }

  test('a malformed percent-encoding is a 400 JSON error', async () => {
    const response = await request(`${origin.url}/api/public/%E0%A4%A`);
    assert.equal(response.status, 400);
    assert.equal((response.json() as { error: string }).error, 'Bad Request');
  });

  test('/ redirects people to the overview and gives agents its Markdown, both negotiated, private and linked', async () => {
    const overview = await request(origin.url + paths.developersMarkdown);
    for (const [accept, status] of [
      [undefined, 302],
      ['text/html', 302],
      ['*/*', 302],
      ['application/json', 302],
      ['text/markdown', 200],
      ['text/markdown, text/html;q=0.9', 200],
    ] as const) {
      const response = await request(`${origin.url}/`, accept === undefined ? {} : { headers: { Accept: accept } });
      assert.equal(response.status, status, `Accept: ${accept}`);
      assert.equal(response.headers.vary, 'Accept, Accept-Language, Accept-Encoding');
      assert.equal(response.headers['cache-control'], 'private, max-age=300');
      assert.match(String(response.headers.link), /<\/\.well-known\/api-catalog>; rel="api-catalog"/);
      if (status === 302) assert.equal(response.headers.location, '/en/developers');
      else assert.deepEqual(response.body, overview.body);
    }
  });

  test('/healthz answers 200 for load balancers, never cached', async () => {
    const response = await request(origin.url + paths.health);
    assert.equal(response.status, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test('a CORS preflight is answered for any origin, with the requested headers', async () => {
    const response = await request(origin.url + paths.sampleWeek, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
    assert.equal(response.headers['access-control-allow-headers'], 'if-none-match');
    assert.equal(response.headers['access-control-allow-credentials'], undefined);
  });
});

describe('every response', () => {
  test('has nosniff, no X-Powered-By and never a cookie', async () => {
    for (const [path, method] of [
      [paths.product, 'GET'],
      ['/nope', 'GET'],
      [paths.product, 'DELETE'],
      ['/', 'GET'],
      [paths.developers, 'GET'],
    ] as const) {
      const response = await request(origin.url + path, { method });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(response.headers['x-powered-by'], undefined, path);
      assert.equal(response.headers['set-cookie'], undefined, path);
    }
  });

  test('garbage on the socket gets a 400 and the server keeps serving', async () => {
    const answers = await Promise.all([
      rawExchange(origin.port, 'NOT HTTP AT ALL\r\n\r\n'),
      rawExchange(origin.port, 'GET /api/public/product HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'),
      rawExchange(origin.port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    ]);
    for (const answer of answers) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+) /.exec(head)?.[1]);
      assert.ok(status === 400 || status === 431, head);
      assert.match(head, /\r\nContent-Type: application\/json\r\n/);
      assert.equal((JSON.parse(body) as { statusCode: number }).statusCode, status);
    }
    const after = await request(origin.url + paths.product);
    assert.equal(after.status, 200);
  });

  test('a fragment sent in the request target is ignored, like a query', async () => {
    for (const target of [`${paths.product}#x`, `${paths.developers}#limits`]) {
      const answer = await rawExchange(origin.port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.match(answer, /^HTTP\/1\.1 200 /, target);
    }
  });

  test('an absolute-form request target is served like its path', async () => {
    const answer = await rawExchange(
      origin.port,
      `GET http://localhost${paths.product} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    assert.match(answer, /^HTTP\/1\.1 200 /);
  });

  test('an unusual method (TRACE) gets a JSON 405 and no stack trace', async () => {
    const response = await request(origin.url + paths.product, { method: 'TRACE' });
    assert.equal(response.status, 405);
    assert.doesNotMatch(response.text, /at .*\(.*:\d+:\d+\)/);
  });
});
