// The origin's 404 and 405 help a person: a page with the site's navigation to a browser, Markdown to an agent, the JSON error to API clients, each negotiated and never kept by a shared cache; trailing slashes on a page redirect to it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { documentationPages } from '../content/pages.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

/** What Chromium sends for a page load. */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const forms = [
  { client: 'a browser', accept: browserAccept, type: 'text/html; charset=utf-8' },
  { client: 'an agent asking for Markdown', accept: 'text/markdown', type: 'text/markdown; charset=utf-8' },
  { client: 'an API client', accept: 'application/json', type: 'application/json' },
  { client: 'a client stating no preference', accept: undefined, type: 'application/json' },
  { client: 'a client accepting anything', accept: '*/*', type: 'application/json' },
] as const;

const cases = [
  { status: 404, method: 'GET', path: '/en/developers/nope' },
  { status: 404, method: 'GET', path: '/docs' },
  { status: 404, method: 'GET', path: '/en' },
  { status: 405, method: 'DELETE', path: paths.developers },
  { status: 405, method: 'POST', path: paths.product },
] as const;

describe('404 and 405 in the form the client asked for', () => {
  for (const { status, method, path } of cases) {
    for (const { client, accept, type } of forms) {
      test(`${method} ${path} → ${status} ${type} to ${client}`, async () => {
        const response = await request(origin.url + path, { method, headers: accept === undefined ? {} : { Accept: accept } });
        assert.equal(response.status, status);
        assert.equal(response.headers['content-type'], type);
        assert.match(String(response.headers.vary), /^Accept\b/);
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.equal(response.headers.etag, undefined);
        if (status === 405) assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
        if (type === 'application/json') {
          assert.equal((response.json() as { statusCode: number }).statusCode, status);
          return;
        }
        // Every English page and each other language's overview are one click away, and agents are pointed at the index.
        for (const page of documentationPages.filter((entry) => entry.language === 'en' || entry.key === 'overview'))
          assert.ok(response.text.includes(`](${page.path})`) || response.text.includes(`href="${page.path}"`));
        assert.ok(response.text.includes(paths.llms));
        if (type.startsWith('text/html')) {
          assert.match(response.text, /<nav class="site-nav" aria-label="Documentation">/);
          assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
        }
      });
    }
  }

  test('HEAD gets the status and fields without a body', async () => {
    const response = await request(`${origin.url}/nope`, { method: 'HEAD', headers: { Accept: browserAccept } });
    assert.equal(response.status, 404);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.body.length, 0);
  });

  test('a browser gets the page compressed when it accepts brotli', async () => {
    const response = await request(`${origin.url}/nope`, { headers: { Accept: browserAccept, 'Accept-Encoding': 'br' } });
    assert.equal(response.status, 404);
    assert.equal(response.headers['content-encoding'], 'br');
  });

  test('the error pages are not served at their own addresses', async () => {
    for (const path of ['/errors/404', '/errors/404.md', '/errors/405']) {
      const response = await request(origin.url + path, { headers: { Accept: 'application/json' } });
      assert.equal(response.status, 404, path);
    }
  });
});

describe('trailing slashes on a page redirect to it', () => {
  for (const page of documentationPages) {
    test(`${page.path}/ → 308 ${page.path}`, async () => {
      for (const method of ['GET', 'HEAD']) {
        const response = await request(`${origin.url}${page.path}/?from=typed`, { method, headers: { Accept: browserAccept } });
        assert.equal(response.status, 308);
        assert.equal(response.headers.location, `${page.path}?from=typed`);
        assert.equal(response.headers.vary, 'Accept');
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });
  }

  test('a document path with a slash stays a 404: API paths are exact', async () => {
    const response = await request(`${origin.url}${paths.product}/`);
    assert.equal(response.status, 404);
  });
});
