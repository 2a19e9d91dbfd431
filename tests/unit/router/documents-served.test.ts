// Locks in how the REST documents and the contract are served: application/json whatever the Accept, cacheable, CORS-open, a strong ETag per coding, gzip and brotli that decode to the same bytes, 304s, HEAD, and query strings ignored.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { paths } from '../../../content/constants.ts';
import { inProcessForFile } from '../../helpers/in-process.ts';

const origin = inProcessForFile();

const get = async (url: string, headers: Record<string, string> = {}) => (await origin()).request({ url, headers });

const jsonPaths = [paths.product, paths.permissions, paths.sampleWeek, paths.openapi];

describe('documents and contract', () => {
  for (const path of jsonPaths) {
    // The limited documents carry the client's own RateLimit state, so only the client may keep them.
    const cacheControl = path === paths.openapi ? 'public, max-age=300' : 'private, max-age=300';
    test(`${path} is application/json whatever the Accept, cacheable (${cacheControl}), CORS-open, with a strong ETag`, async () => {
      for (const accept of [undefined, 'text/html', 'application/xml', 'text/markdown', '*/*']) {
        const response = await get(path, accept ? { accept } : {});
        assert.equal(response.statusCode, 200, `Accept: ${accept}`);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.doesNotThrow(() => response.json());
        assert.equal(response.headers['cache-control'], cacheControl);
        assert.equal(response.headers['access-control-allow-origin'], '*');
        assert.match(String(response.headers.etag), /^"[\w-]+"$/);
        assert.equal(response.headers.vary, 'Accept-Encoding');
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
      }
    });
  }

  test('gzip and brotli variants decode to the same bytes, each with its own ETag', async () => {
    const plain = await get(paths.sampleWeek);
    const br = await get(paths.sampleWeek, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(paths.sampleWeek, { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(brotliDecompressSync(br.rawPayload), plain.rawPayload);
    assert.deepEqual(gunzipSync(gzip.rawPayload), plain.rawPayload);
    assert.equal(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size, 3);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3);
  });

  test('identity;q=0 with nothing else acceptable still gets a readable body', async () => {
    const response = await get(paths.product, { 'accept-encoding': 'identity;q=0, zstd' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
  });

  test('If-None-Match with the current ETag gives 304 without a body; a stale one gives 200', async () => {
    const first = await get(paths.product, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const revalidated = await get(paths.product, { 'accept-encoding': 'br', 'if-none-match': etag });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);
    assert.equal(revalidated.headers.etag, etag);
    assert.equal(revalidated.headers['cache-control'], 'private, max-age=300');
    const listed = await get(paths.product, { 'accept-encoding': 'br', 'if-none-match': `"old", W/${etag}` });
    assert.equal(listed.statusCode, 304, 'weak comparison, list form');
    const stale = await get(paths.product, { 'if-none-match': '"stale"' });
    assert.equal(stale.statusCode, 200);
    const star = await get(paths.product, { 'if-none-match': '*' });
    assert.equal(star.statusCode, 304);
  });

  test('HEAD mirrors GET without a body', async () => {
    const running = await origin();
    const getAnswer = await running.request({ url: paths.permissions });
    const head = await running.request({ method: 'HEAD', url: paths.permissions });
    assert.equal(head.statusCode, 200);
    assert.equal(head.rawPayload.length, 0);
    for (const name of ['content-type', 'content-length', 'etag', 'cache-control', 'vary'])
      assert.equal(head.headers[name], getAnswer.headers[name], name);
  });

  test('query strings are ignored', async () => {
    const response = await get(`${paths.product}?utm_source=x&a[b]=c`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.payload, (await get(paths.product)).payload);
  });
});
