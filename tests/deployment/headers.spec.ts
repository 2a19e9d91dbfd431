// Every documentation page to a browser and to an agent (HTML, Markdown on Accept and at .md), negotiated and kept from shared caches; and the header policy of the answers that are not documents: hashed assets, errors, health.
import { paths } from '../../content/constants.ts';
import { builtPathClass } from '../../content/response-headers.ts';
import { createSchemaValidator, errorSchema } from '../../schemas/index.ts';
import { baseUrl, expect, test } from './fixtures.ts';
import { pagePaths } from './pages.ts';
import { expectAnswer, expectHeaderPolicy, expectNotStoredByShared } from './policy.ts';

/** What a browser sends for a page. */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

for (const path of pagePaths) {
  test(`${path}: HTML to a browser, Markdown to Accept: text/markdown and at ${path}.md, Vary: Accept, Accept-Encoding, not stored by shared caches`, async ({
    http,
  }) => {
    const url = baseUrl + path;
    const html = await http.get(url, { Accept: browserAccept });
    expectAnswer(html, `${url} (Accept: text/html)`, 200, 'text/html');
    expectHeaderPolicy(html, `${url} (Accept: text/html)`, 'page', { path, kind: 'html' });
    expectNotStoredByShared(html, `${url} (Accept: text/html)`);
    const markdown = await http.get(url, { Accept: 'text/markdown' });
    expectAnswer(markdown, `${url} (Accept: text/markdown)`, 200, 'text/markdown');
    expectHeaderPolicy(markdown, `${url} (Accept: text/markdown)`, 'page', { path, kind: 'markdown' });
    expectNotStoredByShared(markdown, `${url} (Accept: text/markdown)`);
    const twin = await http.get(`${url}.md`);
    expectAnswer(twin, `${url}.md`, 200, 'text/markdown');
    expectHeaderPolicy(twin, `${url}.md`, builtPathClass(`${path}.md`), { path: `${path}.md`, kind: 'markdown' });
    expect(await twin.text(), `GET ${url}.md: the bytes of GET ${path} with Accept: text/markdown`).toBe(await markdown.text());
    // Every version in another language is a page checked here too, where the policy holds it to name this one back.
    const alternates = [...(html.headers().link ?? '').matchAll(/<([^>]+)>; rel="alternate"; hreflang="[^"]+"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(alternates.length, `GET ${url}: hreflang alternates`).toBeGreaterThan(1);
    for (const alternate of alternates)
      expect(pagePaths, `GET ${url}: its alternate ${alternate} is a page of this deployment`).toContain(new URL(alternate).pathname);
  });
}

test('a page’s stylesheet is served under a hashed name, immutable', async ({ http }) => {
  const url = baseUrl + paths.developers;
  const page = await http.get(url, { Accept: browserAccept });
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(await page.text())?.[1];
  expect(stylesheet, `GET ${url}: a <link rel="stylesheet">`).toBeDefined();
  const assetUrl = new URL(stylesheet ?? '', url).href;
  const asset = await http.get(assetUrl);
  expectAnswer(asset, assetUrl, 200, 'text/css');
  expectHeaderPolicy(asset, assetUrl, 'hashedAsset');
});

test('an unknown path is a JSON 404 error object, never stored', async ({ http }) => {
  const url = `${baseUrl}/no-such-path-deployment-check`;
  const response = await http.get(url, { Accept: 'application/json' });
  expectAnswer(response, url, 404, 'application/json');
  expectHeaderPolicy(response, url, 'error');
  const schemas = createSchemaValidator();
  const validate = schemas.compile(errorSchema);
  expect(validate(await response.json()) ? '' : schemas.errorsText(validate.errors), `GET ${url}: error object problems`).toBe('');
});

test('health answers 200, never stored', async ({ http }) => {
  const url = baseUrl + paths.health;
  const response = await http.get(url);
  expectAnswer(response, url, 200, 'application/json');
  expectHeaderPolicy(response, url, 'health');
});
