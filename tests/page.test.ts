// Locks in the developer page: Accept negotiation between HTML and Markdown, its caching headers, and that both say the same facts.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { limits, mcpTools, paths, publicEndpoints } from '../content/constants.ts';
import { factsMissingFromHtml, htmlText } from '../site/lib/page-agreement.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

const html = 'text/html; charset=utf-8';
const markdown = 'text/markdown; charset=utf-8';

describe('Accept negotiation at /en/developers', () => {
  const table: [string, string | undefined, string | 406][] = [
    ['no Accept header', undefined, html],
    ['text/markdown', 'text/markdown', markdown],
    ['text/html', 'text/html', html],
    ['*/*', '*/*', html],
    ['text/*', 'text/*', html],
    ['text/html;q=0.5, text/markdown', 'text/html;q=0.5, text/markdown', markdown],
    ['text/markdown;q=0.9, text/html', 'text/markdown;q=0.9, text/html', html],
    ['text/markdown;q=0, */*', 'text/markdown;q=0, */*', html],
    ['text/html;q=0, text/*', 'text/html;q=0, text/*', markdown],
    ['text/markdown with our charset', 'text/markdown; charset=UTF-8', markdown],
    ['text/markdown in another charset only', 'text/markdown; charset=iso-8859-1', 406],
    ['text/markdown with a parameter we do not serve', 'text/markdown; variant=CommonMark', 406],
    ['case-insensitive type', 'Text/Markdown', markdown],
    ['only application/pdf', 'application/pdf', 406],
    ['everything refused', 'text/html;q=0, text/markdown;q=0', 406],
    ['application/json only', 'application/json', 406],
    [
      'Chrome',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
      html,
    ],
    ['curl', '*/*', html],
    ['an agent preferring Markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8', markdown],
    ['malformed: garbage', ';;;,,,', 406],
    ['malformed: bad q-value, the range is ignored', 'text/markdown;q=abc', 406],
    ['malformed range beside a valid one', 'nonsense, text/markdown', markdown],
    ['empty header: no preference', '', html],
    ['whitespace header: no preference', '   ', html],
  ];
  for (const [name, accept, expected] of table) {
    test(`${name} → ${expected === 406 ? '406' : expected.split(';')[0]}`, async () => {
      const response = await request(origin.url + paths.developers, accept === undefined ? {} : { headers: { Accept: accept } });
      assert.equal(response.headers.vary, 'Accept, Accept-Encoding');
      if (expected === 406) {
        assert.equal(response.status, 406);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.match(
          (response.json() as { message: string }).message,
          /Available: text\/html; charset=utf-8, text\/markdown; charset=utf-8\./,
        );
        return;
      }
      assert.equal(response.status, 200);
      assert.equal(response.headers['content-type'], expected);
    });
  }
});

describe('both representations', () => {
  for (const accept of ['text/html', 'text/markdown']) {
    test(`${accept}: private caching, own strong ETag, 304 on If-None-Match, HEAD mirrors GET, every coding`, async () => {
      const get = await request(origin.url + paths.developers, { headers: { Accept: accept } });
      assert.equal(get.headers['cache-control'], 'private, max-age=300');
      assert.match(String(get.headers.etag), /^"[\w-]+"$/);
      const revalidated = await request(origin.url + paths.developers, {
        headers: { Accept: accept, 'If-None-Match': String(get.headers.etag) },
      });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers.vary, 'Accept, Accept-Encoding');
      const head = await request(origin.url + paths.developers, { method: 'HEAD', headers: { Accept: accept } });
      assert.equal(head.body.length, 0);
      for (const name of ['content-type', 'content-length', 'etag', 'vary', 'cache-control'])
        assert.equal(head.headers[name], get.headers[name], name);
      for (const coding of ['br', 'gzip']) {
        const encoded = await request(origin.url + paths.developers, { headers: { Accept: accept, 'Accept-Encoding': coding } });
        assert.equal(encoded.headers['content-encoding'], coding);
        assert.notEqual(encoded.headers.etag, get.headers.etag);
      }
    });
  }

  test('the two representations have different ETags, so a cache never confuses them', async () => {
    const [page, twin] = await Promise.all(
      ['text/html', 'text/markdown'].map((accept) => request(origin.url + paths.developers, { headers: { Accept: accept } })),
    );
    assert.notEqual(page?.headers.etag, twin?.headers.etag);
    const crossed = await request(origin.url + paths.developers, {
      headers: { Accept: 'text/markdown', 'If-None-Match': String(page?.headers.etag) },
    });
    assert.equal(crossed.status, 200);
  });

  test('/en/developers.md is the Markdown at its own URL: same bytes, not negotiated, shareable', async () => {
    const negotiated = await request(origin.url + paths.developers, { headers: { Accept: 'text/markdown' } });
    const twin = await request(origin.url + paths.developersMarkdown, { headers: { Accept: 'text/html' } });
    assert.equal(twin.status, 200);
    assert.equal(twin.headers['content-type'], markdown);
    assert.deepEqual(twin.body, negotiated.body);
    assert.equal(twin.headers.vary, 'Accept-Encoding');
    assert.equal(twin.headers['cache-control'], 'public, max-age=300');
  });
});

describe('page content', () => {
  let page = '';
  let source = '';
  let pageHeaders: Record<string, unknown> = {};
  before(async () => {
    const htmlResponse = await request(origin.url + paths.developers);
    page = htmlResponse.text;
    pageHeaders = htmlResponse.headers;
    source = (await request(origin.url + paths.developersMarkdown)).text;
  });

  test('the HTML carries every fact and every code span the Markdown carries', () => {
    assert.deepEqual(factsMissingFromHtml(source, page), []);
    const text = htmlText(page);
    const spans = [...source.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1] ?? '');
    assert.ok(spans.length > 40);
    for (const span of spans) assert.ok(text.includes(span), `HTML shows \`${span}\``);
  });

  test('the Markdown names every endpoint, limit, tool, role and boundary, and the Retry-After rule', () => {
    const facts = [
      ...publicEndpoints.flatMap((endpoint) => [endpoint.path, endpoint.operationId, endpoint.capability]),
      paths.mcp,
      paths.openapi,
      `${limits.restPerMinute} requests per minute, per client IP address and per endpoint`,
      `${limits.mcpPerMinute} requests per minute`,
      `${limits.mcpBodyBytes / 1024} KiB`,
      ...Object.values(mcpTools),
      'Retry-After',
      'wait the number of seconds in `Retry-After` before retrying',
      'e-mail magic link and a session cookie',
      'OAuth is not supported',
      'no self-serve keys',
      'no delegated agent access',
      'active membership, tenant isolation, assigned stores, server-side role checks',
      '`owner`',
      '`manager`',
      '`worker`',
      'Accept: text/markdown',
      'Vary: Accept, Accept-Encoding',
      'Do not send personal data, secrets or application cookies',
      '"statusCode": 429',
    ];
    for (const fact of facts) assert.ok(source.includes(fact), `Markdown states ${fact}`);
  });

  test('each endpoint section shows the real document as its example', async () => {
    for (const endpoint of publicEndpoints) {
      const document = (await request(origin.url + endpoint.path)).text.trimEnd();
      assert.ok(source.includes(`\`\`\`json\n${document}\n\`\`\``), `${endpoint.path} example is the served document`);
    }
  });

  test('HTML head: lang, title, description, one h1, favicon, Markdown alternate, own CSS; strict CSP; no scripts', () => {
    assert.match(page, /^<!DOCTYPE html><html lang="en">/);
    assert.match(page, /<title>[^<]{10,}<\/title>/);
    assert.match(page, /<meta name="description" content="[^"]{40,}">/);
    assert.equal(page.match(/<h1[\s>]/g)?.length, 1);
    assert.match(page, /<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml">/);
    assert.match(page, /<link rel="alternate" type="text\/markdown" href="\/en\/developers.md">/);
    assert.match(page, /<link rel="stylesheet" href="\/_astro\/[\w.-]+\.css">/);
    assert.doesNotMatch(page, /<script|style="|https?:\/\/(?!localhost)/);
    assert.match(String(pageHeaders['content-security-policy']), /^default-src 'none'; style-src 'self'; img-src 'self';/);
  });

  test('the stylesheet is cached for a year as immutable, the favicon briefly', async () => {
    const stylesheet = /href="(\/_astro\/[\w.-]+\.css)"/.exec(page)?.[1] ?? '';
    const css = await request(origin.url + stylesheet);
    assert.equal(css.status, 200);
    assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');
    const icon = await request(`${origin.url}/favicon.svg`);
    assert.equal(icon.headers['content-type'], 'image/svg+xml');
    assert.equal(icon.headers['cache-control'], 'public, max-age=300');
  });
});
