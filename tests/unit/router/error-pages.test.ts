// Locks in that a 404 or 405 helps whoever asked: the error page to a browser, its Markdown (every page one link away, agents pointed at llms.txt) to an agent, the JSON error to API clients, each negotiated and never kept by a shared cache; trailing slashes on a page redirect to it. The built HTML page's own content is checked end to end (tests/error-pages.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../../../content/constants.ts';
import { errorBody } from '../../../content/error-body.ts';
import { errorPages } from '../../../content/error-pages.ts';
import { documentationPages } from '../../../content/pages.ts';
import { browserAccept, errorCases } from '../../helpers/error-cases.ts';
import { inProcessForFile } from '../../helpers/in-process.ts';

const origin = inProcessForFile();

const forms = [
  { client: 'a browser', accept: browserAccept, type: 'text/html; charset=utf-8' },
  { client: 'an agent asking for Markdown', accept: 'text/markdown', type: 'text/markdown; charset=utf-8' },
  { client: 'an API client', accept: 'application/json', type: 'application/json' },
  { client: 'a client stating no preference', accept: undefined, type: 'application/json' },
  { client: 'a client accepting anything', accept: '*/*', type: 'application/json' },
] as const;

describe('404 and 405 in the form the client asked for', () => {
  for (const { status, method, path } of errorCases) {
    for (const { client, accept, type } of forms) {
      test(`${method} ${path} → ${status} ${type} to ${client}`, async () => {
        const response = await (await origin()).request({ method, url: path, headers: accept === undefined ? {} : { accept } });
        assert.equal(response.statusCode, status);
        assert.equal(response.headers['content-type'], type);
        assert.match(String(response.headers.vary), /^Accept\b/);
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.equal(response.headers.etag, undefined);
        if (status === 405) assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
        if (type === 'application/json') {
          assert.equal((response.json() as { statusCode: number }).statusCode, status);
          return;
        }
        // The page of this status, not the other one's.
        const page = errorPages.find((each) => each.status === status);
        if (type.startsWith('text/html')) {
          assert.ok(response.payload.includes(`<title>${page?.title}</title>`), 'the error page of this status');
          assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
          return;
        }
        assert.equal(response.payload, page?.markdown);
        // Every English page and each other language's overview are one link away, and agents are pointed at the index.
        for (const each of documentationPages.filter((entry) => entry.language === 'en' || entry.key === 'overview'))
          assert.ok(response.payload.includes(`](${each.path})`), each.path);
        assert.ok(response.payload.includes(paths.llms));
      });
    }
  }

  test('HEAD gets the status and fields without a body', async () => {
    const response = await (await origin()).request({ method: 'HEAD', url: '/nope', headers: { accept: browserAccept } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.rawPayload.length, 0);
  });

  test('a browser gets the page compressed when it accepts brotli', async () => {
    const response = await (await origin()).request({ url: '/nope', headers: { accept: browserAccept, 'accept-encoding': 'br' } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['content-encoding'], 'br');
  });

  test('the error pages are not served at their own addresses', async () => {
    for (const path of ['/errors/404', '/errors/404.md', '/errors/405']) {
      const response = await (await origin()).request({ url: path, headers: { accept: 'application/json' } });
      assert.equal(response.statusCode, 404, path);
    }
  });
});

describe('404 and 405 in the language of the path, else of Accept-Language', () => {
  const pageOf = (status: number, language: string) =>
    errorPages.find((each) => each.status === status && each.language === language) ?? assert.fail(`${status} ${language}`);

  for (const [method, url, status, language] of [
    ['GET', '/pt-pt/developers/nope', 404, 'pt-PT'],
    ['GET', '/es/nope', 404, 'es'],
    ['DELETE', '/pt-pt/developers/api', 405, 'pt-PT'],
    ['POST', '/es/developers', 405, 'es'],
    ['GET', '/en/developers/nope', 404, 'en'],
  ] as const) {
    test(`${method} ${url} → ${status} in ${language}, whatever Accept-Language says, linking that language's overview`, async () => {
      const headers = { accept: browserAccept, 'accept-language': language === 'es' ? 'pt-PT' : 'es' };
      const html = await (await origin()).request({ method, url, headers });
      assert.equal(html.statusCode, status);
      assert.equal(html.headers['content-language'], language);
      assert.ok(html.payload.includes(`<html lang="${language}"`), 'the page says its language');
      assert.ok(html.payload.includes(`<title>${pageOf(status, language).title}</title>`));
      assert.equal(html.headers.vary, 'Accept, Accept-Encoding', 'the path decides the language, not the header');
      const markdown = await (await origin()).request({ method, url, headers: { ...headers, accept: 'text/markdown' } });
      assert.equal(markdown.payload, pageOf(status, language).markdown);
      assert.equal(markdown.headers['content-language'], language);
      const overview = documentationPages.find((page) => page.language === language && page.key === 'overview');
      assert.ok(markdown.payload.includes(`](${overview?.path})`), 'a link to the overview in that language');
    });
  }

  test('elsewhere, Accept-Language chooses as / does, English by default, and every form says it varies on it', async () => {
    for (const [acceptLanguage, language] of [
      ['pt-PT,pt;q=0.9,en;q=0.5', 'pt-PT'],
      ['pt-BR', 'pt-PT'],
      ['es-ES', 'es'],
      ['de-DE', 'en'],
      [undefined, 'en'],
    ] as const) {
      const headers = { accept: 'text/markdown', ...(acceptLanguage && { 'accept-language': acceptLanguage }) };
      const response = await (await origin()).request({ url: '/docs', headers });
      assert.equal(response.statusCode, 404);
      assert.equal(response.payload, pageOf(404, language).markdown, String(acceptLanguage));
      assert.equal(response.headers['content-language'], language);
      assert.equal(response.headers.vary, 'Accept, Accept-Encoding, Accept-Language');
    }
    const json = await (await origin()).request({ url: '/docs', headers: { accept: 'application/json', 'accept-language': 'es' } });
    assert.equal(json.headers.vary, 'Accept, Accept-Encoding, Accept-Language');
  });

  test('the JSON error stays as the API sends it, under any language root', async () => {
    const response = await (await origin()).request({ url: '/pt-pt/developers/nope', headers: { accept: 'application/json' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), errorBody(404));
    assert.equal(response.headers['content-language'], undefined);
  });

  test("the other languages' error pages are not served at their own addresses either", async () => {
    for (const page of errorPages) {
      const response = await (await origin()).request({ url: page.path, headers: { accept: 'application/json' } });
      assert.equal(response.statusCode, 404, page.path);
    }
  });
});

describe('trailing slashes on a page redirect to it', () => {
  for (const page of documentationPages) {
    test(`${page.path}/ → 308 ${page.path}`, async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await (await origin()).request({ method, url: `${page.path}/?from=typed`, headers: { accept: browserAccept } });
        assert.equal(response.statusCode, 308);
        assert.equal(response.headers.location, `${page.path}?from=typed`);
        assert.equal(response.headers.vary, 'Accept');
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });
  }

  test('a document path with a slash stays a 404: API paths are exact', async () => {
    const response = await (await origin()).request({ url: `${paths.product}/` });
    assert.equal(response.statusCode, 404);
  });
});
