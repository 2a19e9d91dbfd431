// The discovery files agents and crawlers look for: each answers with its type and the header policy, the JSON catalogs are valid against schemas/, and every link in llms.txt and the sitemap is under the deployment's address and resolves.
import { paths } from '../../content/constants.ts';
import { discoveryFiles } from '../../content/discovery.ts';
import { builtPathClass } from '../../content/response-headers.ts';
import { catalogSchemas, createSchemaValidator } from '../../schemas/index.ts';
import { baseUrl, expect, test } from './fixtures.ts';
import { absoluteUrls, expectHeaderPolicy, expectLinksUnder, sitemapLocations } from './policy.ts';

const schemas = createSchemaValidator();

for (const file of discoveryFiles) {
  test(`${file.path}: 200 ${file.contentType}${file.catalog === undefined ? '' : ', valid against its schema'}, the header policy`, async ({
    http,
  }) => {
    const url = baseUrl + file.path;
    const response = await http.get(url);
    expect(response.status(), `GET ${url}: status`).toBe(200);
    expect(response.headers()['content-type'], `GET ${url}: Content-Type`).toBe(file.contentType);
    const kind = file.contentType.startsWith('text/markdown') ? 'markdown' : undefined;
    expectHeaderPolicy(response, url, builtPathClass(file.path), kind === undefined ? undefined : { path: file.path, kind });
    if (file.catalog !== undefined) {
      const catalog: unknown = await response.json();
      const validate = schemas.compile(catalogSchemas[file.catalog]);
      expect(validate(catalog) ? '' : schemas.errorsText(validate.errors, { dataVar: file.path }), `GET ${url}: schema problems`).toBe('');
      expectLinksUnder(absoluteUrls(catalog), url, baseUrl);
    }
    if (file.path === paths.sitemap) {
      const locations = sitemapLocations(await response.text());
      expect(locations.length, `GET ${url}: <loc> entries`).toBeGreaterThan(0);
      expectLinksUnder(locations, url, baseUrl);
    }
  });
}

test('every link in llms.txt is under BASE_URL and answers 200', async ({ http }) => {
  const url = baseUrl + paths.llms;
  const llms = await http.get(url);
  expect(llms.status(), `GET ${url}: status`).toBe(200);
  const links = [...(await llms.text()).matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  expect(links.length, `GET ${url}: links found`).toBeGreaterThan(0);
  expectLinksUnder(links, url, baseUrl);
  for (const link of new Set(links)) {
    const response = await http.get(link);
    expect(response.status(), `GET ${link} (linked from llms.txt): status`).toBe(200);
  }
});
