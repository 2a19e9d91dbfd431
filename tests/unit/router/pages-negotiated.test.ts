// Locks in how the documentation pages, in every language, are negotiated: HTML or Markdown by Accept (a table of q-values, wildcards, charsets, malformed headers, real browsers and agents), 406 when neither is acceptable, and each representation with its own caching, ETags, 304, HEAD, codings, language and links; the Markdown twin at its own URL.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../../../content/constants.ts';
import { documentationPages } from '../../../content/pages.ts';
import { representationFields } from '../../../content/response-headers.ts';
import { inProcessForFile } from '../../helpers/in-process.ts';

const origin = inProcessForFile();

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
      const response = await (await origin()).request({ url: paths.developers, headers: accept === undefined ? {} : { accept } });
      assert.equal(response.headers.vary, 'Accept, Accept-Encoding');
      if (expected === 406) {
        assert.equal(response.statusCode, 406);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.match(
          (response.json() as { message: string }).message,
          /Available: text\/html; charset=utf-8, text\/markdown; charset=utf-8\./,
        );
        return;
      }
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], expected);
    });
  }
});

describe('every documentation page, both representations', () => {
  for (const docPage of documentationPages) {
    test(`${docPage.path}: HTML by default, Markdown on Accept, private caching, own ETags, 304, HEAD, every coding`, async () => {
      const running = await origin();
      for (const [accept, type] of [
        ['text/html', html],
        ['text/markdown', markdown],
      ] as const) {
        const get = await running.request({ url: docPage.path, headers: { accept } });
        assert.equal(get.statusCode, 200);
        assert.equal(get.headers['content-type'], type);
        assert.equal(get.headers.vary, 'Accept, Accept-Encoding');
        assert.equal(get.headers['cache-control'], 'private, max-age=300');
        assert.match(String(get.headers.etag), /^"[\w-]+"$/);
        assert.equal(get.headers['content-language'], docPage.language);
        const catalogLinks = `<${paths.ard}>; rel="ard"; type="application/ai-catalog+json", <${paths.aiCatalog}>; rel="ai-catalog"; type="application/ai-catalog+json"`;
        const twinLink = type === html ? `<${docPage.markdownPath}>; rel="alternate"; type="text/markdown", ` : '';
        assert.ok(String(get.headers.link).startsWith(`${twinLink}${catalogLinks}, `), String(get.headers.link));
        assert.equal(
          get.headers.link,
          representationFields(docPage.path, type === html ? 'html' : 'markdown', running.config.publicBaseUrl).Link,
        );
        if (type === markdown) {
          assert.equal(get.headers['content-signal'], 'search=yes, ai-input=yes, ai-train=yes');
          assert.match(String(get.headers['x-markdown-tokens']), /^[1-9]\d*$/, 'the build’s token estimate travels with the Markdown');
        }
        const revalidated = await running.request({ url: docPage.path, headers: { accept, 'if-none-match': String(get.headers.etag) } });
        assert.equal(revalidated.statusCode, 304);
        assert.equal(revalidated.headers.vary, 'Accept, Accept-Encoding');
        const head = await running.request({ method: 'HEAD', url: docPage.path, headers: { accept } });
        assert.equal(head.rawPayload.length, 0);
        for (const name of ['content-type', 'content-length', 'etag', 'vary', 'cache-control'])
          assert.equal(head.headers[name], get.headers[name], name);
        for (const coding of ['br', 'gzip']) {
          const encoded = await running.request({ url: docPage.path, headers: { accept, 'accept-encoding': coding } });
          assert.equal(encoded.headers['content-encoding'], coding);
          assert.notEqual(encoded.headers.etag, get.headers.etag);
        }
      }
      const refused = await running.request({ url: docPage.path, headers: { accept: 'application/pdf' } });
      assert.equal(refused.statusCode, 406);
    });

    test(`${docPage.markdownPath} is the Markdown at its own URL: same bytes, not negotiated, shareable`, async () => {
      const running = await origin();
      const negotiated = await running.request({ url: docPage.path, headers: { accept: 'text/markdown' } });
      const twin = await running.request({ url: docPage.markdownPath, headers: { accept: 'text/html' } });
      assert.equal(twin.statusCode, 200);
      assert.equal(twin.headers['content-type'], markdown);
      assert.deepEqual(twin.rawPayload, negotiated.rawPayload);
      for (const name of ['content-signal', 'x-markdown-tokens']) assert.equal(twin.headers[name], negotiated.headers[name], name);
      assert.equal(twin.headers.vary, 'Accept-Encoding');
      assert.equal(twin.headers['cache-control'], 'public, max-age=300');
      assert.equal(twin.headers['content-language'], docPage.language);
    });
  }

  test('the two representations have different ETags, so a cache never confuses them', async () => {
    const running = await origin();
    const [page, twin] = await Promise.all(
      ['text/html', 'text/markdown'].map((accept) => running.request({ url: paths.developers, headers: { accept } })),
    );
    assert.notEqual(page?.headers.etag, twin?.headers.etag);
    const crossed = await running.request({
      url: paths.developers,
      headers: { accept: 'text/markdown', 'if-none-match': String(page?.headers.etag) },
    });
    assert.equal(crossed.statusCode, 200);
  });
});
