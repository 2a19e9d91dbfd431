// Locks in the OpenAPI contract: generated from the schema files, describing every endpoint, matching live responses, lint-clean.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { publicEndpoints } from '../content/constants.ts';
import { runToEnd } from '../scripts/child-process.ts';
import { buildDocuments } from '../site/lib/build/documents.ts';
import { buildOpenApi, componentNames, toComponentSchema } from '../site/lib/build/openapi.ts';
import { originForFile } from './helpers/origin.ts';

// biome-ignore lint/suspicious/noExplicitAny: the test walks the contract’s nested JSON freely; its assertions check the shapes.
type Json = Record<string, any>;

const origin = originForFile();
let contract: Json;

before(async () => {
  await origin.started();
  const response = await fetch(`${origin.url}/openapi.json`, { headers: { Accept: 'text/html' } });
  assert.equal(response.headers.get('content-type'), 'application/json');
  contract = (await response.json()) as Json;
});

describe('OpenAPI contract', () => {
  test('is OpenAPI 3.1.0, API version 1.0.0, declares no security, and names its server', () => {
    assert.equal(contract.openapi, '3.1.0');
    assert.equal(contract.info.version, '1.0.0');
    assert.deepEqual(contract.security, []);
    assert.deepEqual(
      contract.servers.map((server: Json) => server.url),
      ['http://localhost:3000'],
    );
    assert.ok(contract.info.license.identifier && contract.info.contact.email && contract.info.summary);
  });

  test('is exactly what the generator makes from the documents (served bytes are the build)', () => {
    assert.deepEqual(contract, buildOpenApi('http://localhost:3000', buildDocuments('http://localhost:3000')));
  });

  test('describes the three GET endpoints with unique operation ids, capability labels, 200/304/429, and nothing else', () => {
    assert.deepEqual(Object.keys(contract.paths).sort(), ['/api/public/examples/weekly', '/api/public/permissions', '/api/public/product']);
    const expected = [
      ['/api/public/product', 'getServiceProduct', 'product:read'],
      ['/api/public/permissions', 'getServicePermissions', 'product:read'],
      ['/api/public/examples/weekly', 'getServiceSampleWeek', 'examples:read'],
    ];
    for (const [path, operationId, capability] of expected) {
      const item = contract.paths[path as string];
      assert.deepEqual(Object.keys(item), ['get'], `${path} has only GET`);
      assert.equal(item.get.operationId, operationId);
      assert.equal(item.get['x-capability'], capability);
      assert.deepEqual(Object.keys(item.get.responses), ['200', '304', '429']);
      assert.equal(item.get.requestBody, undefined);
      assert.ok(
        item.get.parameters.every((parameter: Json) => contract.components.parameters[parameter.$ref.split('/').pop()].in === 'header'),
      );
    }
  });

  test('the RateLimit and RateLimit-Policy fields are declared on 200, 304 and 429, as the origin sends them', async () => {
    const operation = contract.paths['/api/public/product'].get;
    for (const response of [
      operation.responses['200'],
      contract.components.responses.NotModified,
      contract.components.responses.TooManyRequests,
    ]) {
      assert.deepEqual(
        Object.keys(response.headers).filter((name) => name.startsWith('RateLimit')),
        ['RateLimit', 'RateLimit-Policy'],
      );
    }
    const live = await fetch(`${origin.url}/api/public/product`);
    assert.ok(live.headers.get('ratelimit') && live.headers.get('ratelimit-policy'));
  });

  test('429 carries the error schema and an integer Retry-After of at least 0', () => {
    const tooMany = contract.components.responses.TooManyRequests;
    assert.equal(tooMany.content['application/json'].schema.$ref, '#/components/schemas/Error');
    assert.deepEqual(contract.components.headers.RetryAfter.schema, { type: 'integer', minimum: 0 });
    assert.deepEqual(contract.components.schemas.Error.required, ['statusCode', 'error', 'message']);
  });

  test('its component schemas are the schema files themselves', async () => {
    const files = { product: 'product', permissions: 'permissions', sampleWeek: 'sample-week' } as const;
    for (const endpoint of publicEndpoints) {
      const name = componentNames[endpoint.document];
      const file = JSON.parse(await readFile(`schemas/${files[endpoint.document]}.schema.json`, 'utf8'));
      assert.deepEqual(contract.components.schemas[name], toComponentSchema(name, file));
    }
    const errorFile = JSON.parse(await readFile('schemas/error.schema.json', 'utf8'));
    assert.deepEqual(contract.components.schemas.Error, toComponentSchema('Error', errorFile));
  });

  test('live responses and the examples validate against the contract’s own schemas', async () => {
    // Not strict: the whole contract is registered so its internal $refs resolve, and its OpenAPI keywords are not schema keywords.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...contract, $id: 'contract' });
    for (const endpoint of publicEndpoints) {
      const operation = contract.paths[endpoint.path].get;
      const media = operation.responses['200'].content['application/json'];
      const validate = ajv.compile({ $ref: `contract${media.schema.$ref}` });
      const live = (await (await fetch(origin.url + endpoint.path)).json()) as Json;
      assert.ok(validate(live), `${endpoint.path}: ${JSON.stringify(validate.errors)}`);
      assert.equal(validate({ ...live, unexpected: true }), false, 'the compiled schema really checks');
      assert.deepEqual(media.example, live);
    }
    const validateError = ajv.compile({ $ref: 'contract#/components/schemas/Error' });
    const notFound = await (await fetch(`${origin.url}/nope`)).json();
    assert.ok(validateError(notFound), JSON.stringify(validateError.errors));
    assert.ok(validateError(contract.components.responses.TooManyRequests.content['application/json'].example));
  });
});

describe('Redocly CLI', () => {
  test('recommended lint: 0 errors and 0 warnings for a production base URL', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    const file = join(dir, 'openapi.json');
    // The development build points at localhost, which the recommended rules rightly flag for a published contract.
    const base = 'https://turno.example';
    await writeFile(file, JSON.stringify(buildOpenApi(base, buildDocuments(base))));
    const { stdout, stderr } = await runToEnd('npx', ['redocly', 'lint', file, '--extends=recommended', '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { message: string }[] };
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 }, `${JSON.stringify(report.problems)} ${stderr}`);
  });
});
