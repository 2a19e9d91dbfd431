// The three documents and the contract: 200 application/json, valid against schemas/, every link under the deployment's address, the caching and limit fields promised; the contract is OpenAPI 3.1.0 and describes each document.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { limits, paths, publicEndpoints } from '../../content/constants.ts';
import { createSchemaValidator, documentSchemas } from '../../schemas/index.ts';
import { baseUrl, expect, test } from './fixtures.ts';
import { absoluteUrls, expectAnswer, expectHeaderPolicy, expectLinksUnder, expectNotStoredByShared } from './policy.ts';

const schemas = createSchemaValidator();

for (const endpoint of publicEndpoints) {
  test(`${endpoint.path}: 200 application/json, valid against its schema, links under BASE_URL, private caching and the published limit`, async ({
    http,
  }) => {
    const url = baseUrl + endpoint.path;
    const response = await http.get(url, { Accept: 'application/json' });
    expectAnswer(response, url, 200, 'application/json');
    const document: unknown = await response.json();
    const validate = schemas.compile(documentSchemas[endpoint.document]);
    expect(validate(document) ? '' : schemas.errorsText(validate.errors, { dataVar: endpoint.path }), `GET ${url}: schema problems`).toBe(
      '',
    );
    expectLinksUnder(absoluteUrls(document), url, baseUrl);
    expectHeaderPolicy(response, url, 'limited');
    expectNotStoredByShared(response, url);
    const policy = response.headers()['ratelimit-policy'] ?? '';
    expect(/;q=(\d+)/.exec(policy)?.[1], `GET ${url}: RateLimit-Policy "${policy}" quota`).toBe(String(limits.restPerMinute));
    expect(/;w=(\d+)/.exec(policy)?.[1], `GET ${url}: RateLimit-Policy "${policy}" window (s)`).toBe('60');
  });
}

test('the contract is OpenAPI 3.1.0 for this address and describes each document', async ({ http }) => {
  const url = baseUrl + paths.openapi;
  const response = await http.get(url);
  expectAnswer(response, url, 200, 'application/json');
  expectHeaderPolicy(response, url, 'static');
  const contract = (await response.json()) as { openapi?: string; servers?: { url: string }[]; paths?: Record<string, unknown> };
  expect(contract.openapi, `GET ${url}: openapi`).toBe('3.1.0');
  expect(
    contract.servers?.map((server) => server.url),
    `GET ${url}: servers`,
  ).toEqual([baseUrl]);
  expectLinksUnder(absoluteUrls(contract), url, baseUrl);
  // OpenAPI allows keywords JSON Schema does not know (x-…, example), so the contract gets a lenient validator of its own.
  const lenient = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(lenient);
  lenient.addSchema(contract, 'contract');
  for (const endpoint of publicEndpoints) {
    const operation = `#/paths/${endpoint.path.replaceAll('~', '~0').replaceAll('/', '~1')}/get`;
    expect(contract.paths?.[endpoint.path], `GET ${url}: paths["${endpoint.path}"]`).toBeDefined();
    const validate = lenient.compile({ $ref: `contract${operation}/responses/200/content/application~1json/schema` });
    // The document as the deployment serves it (the documents' own check fetched it too; the contract's schema is the other view).
    const document: unknown = await (await http.get(baseUrl + endpoint.path, { Accept: 'application/json' })).json();
    expect(validate(document) ? '' : lenient.errorsText(validate.errors), `the contract's schema of ${endpoint.path}: problems`).toBe('');
  }
});
