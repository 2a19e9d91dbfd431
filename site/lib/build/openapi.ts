// Generates the OpenAPI 3.1.0 contract from the endpoint table and the same schema files that validate the documents.

import { apiVersion, contactEmail, type DocumentKey, limits, paths, productName, publicEndpoints } from '../../../content/constants.ts';
import { errorBody } from '../../../content/error-body.ts';
import { cacheControl } from '../../../content/response-headers.ts';
import { documentSchemas, errorSchema, type JsonSchema } from '../../../schemas/index.ts';
import { getSamples } from './code-samples.ts';
import type { PublicDocuments } from './documents.ts';

/** Component name of each document's schema in the contract. */
export const componentNames: Readonly<Record<DocumentKey, string>> = {
  product: 'ProductDocument',
  permissions: 'PermissionsDocument',
  sampleWeek: 'SampleWeekDocument',
};

/**
 * A schema file as a component of the contract: the dialect moves to the contract's `jsonSchemaDialect`, and
 * local references (`#/$defs/…`) are re-anchored under the component, since `#` now means the contract.
 */
export function toComponentSchema(name: string, schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return reanchor(rest, `#/components/schemas/${name}`) as JsonSchema;
}

function reanchor(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => reanchor(item, base));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? base + value.slice(1) : reanchor(value, base),
    ]),
  );
}

/** The standard rate-limit fields every answer of a limited endpoint carries while the limiter's state is known. */
const rateLimitHeaders = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};

/** The OpenAPI document served at `/openapi.json`, with servers and examples for `baseUrl`. */
export function buildOpenApi(baseUrl: string, documents: PublicDocuments): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { Error: toComponentSchema('Error', errorSchema) };
  for (const key of Object.keys(componentNames) as DocumentKey[]) {
    schemas[componentNames[key]] = toComponentSchema(componentNames[key], documentSchemas[key]);
  }

  const operations = publicEndpoints.map((endpoint) => [
    endpoint.path,
    {
      get: {
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        description: `${endpoint.description} Read-only; needs no account, key or OAuth. Capability: \`${endpoint.capability}\`.`,
        tags: ['Discovery'],
        'x-capability': endpoint.capability,
        'x-codeSamples': getSamples(baseUrl + endpoint.path),
        parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
        responses: {
          '200': {
            description: 'Public read-only response; no customer data.',
            headers: {
              ETag: { $ref: '#/components/headers/ETag' },
              'Cache-Control': { $ref: '#/components/headers/CacheControl' },
              ...rateLimitHeaders,
            },
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${componentNames[endpoint.document]}` },
                example: documents[endpoint.document],
              },
            },
          },
          '304': { $ref: '#/components/responses/NotModified' },
          '429': { $ref: '#/components/responses/TooManyRequests' },
        },
      },
    },
  ]);

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${productName} public discovery API`,
      version: apiVersion,
      summary: `What ${productName} is, its public capabilities and access boundaries, and a fixed fictional sample week.`,
      description: [
        `${productName} is workforce scheduling software. This contract covers its public, read-only discovery interface: three GET endpoints that need no account, key or OAuth, and return product information and synthetic examples only.`,
        "It is not an API for reading or changing a company's schedules and grants no access to customer accounts. Do not send personal data, secrets or application cookies.",
        `Each REST endpoint allows ${limits.restPerMinute} requests per minute per client IP address; past that it answers 429 with \`Retry-After\`: wait that many seconds before retrying. The same documents are available over MCP at \`${paths.mcp}\`.`,
      ].join('\n\n'),
      contact: { name: `${productName} developer relations`, email: contactEmail, url: baseUrl + paths.developers },
      license: { name: 'Creative Commons Attribution 4.0', identifier: 'CC-BY-4.0' },
    },
    externalDocs: { description: 'Developer documentation', url: baseUrl + paths.developers },
    servers: [{ url: baseUrl, description: 'Public discovery origin' }],
    security: [],
    tags: [{ name: 'Discovery', description: 'Public, read-only documents about the service.' }],
    paths: Object.fromEntries(operations),
    components: {
      schemas,
      parameters: {
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An ETag from an earlier response; the server answers 304 when it still matches.',
          schema: { type: 'string' },
        },
      },
      headers: {
        ETag: { description: 'Strong validator of this representation.', schema: { type: 'string' } },
        CacheControl: {
          description: `Caching policy of the response: \`${cacheControl.private}\` with 200 and 304 (each answer carries the client's own rate-limit state, so shared caches must not store it), \`${cacheControl.never}\` with 429 (an error is never cached).`,
          schema: { type: 'string' },
        },
        RetryAfter: {
          description: 'Seconds to wait before retrying.',
          required: true,
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimit: {
          description:
            'IETF RateLimit header field (draft-ietf-httpapi-ratelimit-headers-08): the policy name, the requests remaining (`r`) and the seconds until the window resets (`t`), e.g. `"product";r=119;t=60`. Absent while the limiter\'s state is unknown (its store unreachable, when requests are served without a limit).',
          schema: { type: 'string' },
        },
        RateLimitPolicy: {
          description: `IETF RateLimit-Policy header field (draft-ietf-httpapi-ratelimit-headers-08): the policy name, its quota (\`q\`) and window in seconds (\`w\`), e.g. \`"product";q=${limits.restPerMinute};w=60\`. Absent, like \`RateLimit\`, while the limiter's state is unknown.`,
          schema: { type: 'string' },
        },
      },
      responses: {
        NotModified: {
          description: 'The representation matching `If-None-Match` is still current.',
          headers: {
            ETag: { $ref: '#/components/headers/ETag' },
            'Cache-Control': { $ref: '#/components/headers/CacheControl' },
            ...rateLimitHeaders,
          },
        },
        TooManyRequests: {
          description: 'Rate limit exceeded. Wait the number of seconds in `Retry-After` before retrying.',
          headers: {
            'Retry-After': { $ref: '#/components/headers/RetryAfter' },
            'Cache-Control': { $ref: '#/components/headers/CacheControl' },
            ...rateLimitHeaders,
          },
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Error' },
              example: errorBody(429),
            },
          },
        },
      },
    },
  };
}
