// Locks in the response-header policy table: which fields each class of answer and each built path carries (no build needed).
import assert from 'node:assert/strict';
import { STATUS_CODES } from 'node:http';
import { describe, test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { errorMessages, reasonPhrases } from '../../content/error-body.ts';
import { builtPathClass, homeLinks, type ResponseClass, representationFields, responseHeaders } from '../../content/response-headers.ts';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit, RateLimit-Policy, Retry-After, Link, Content-Signal, x-markdown-tokens',
};
const csp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

describe('responseHeaders, by class of answer', () => {
  const table: [ResponseClass, boolean, Record<string, string>][] = [
    ['static', false, { ...cors, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300' }],
    ['static', true, { ...cors, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Encoding' }],
    ['limited', true, { ...cors, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, max-age=300', Vary: 'Accept-Encoding' }],
    [
      'page',
      true,
      {
        ...cors,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=300',
        Vary: 'Accept, Accept-Encoding',
        'Content-Security-Policy': csp,
      },
    ],
    [
      'home',
      true,
      {
        ...cors,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=300',
        // Which language's overview a browser is sent to depends on Accept-Language.
        Vary: 'Accept, Accept-Language, Accept-Encoding',
        Link: homeLinks,
      },
    ],
    [
      'apiCatalog',
      true,
      {
        ...cors,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=300',
        Vary: 'Accept-Encoding',
        Link: '</.well-known/api-catalog>; rel="api-catalog"',
      },
    ],
    [
      'serverCard',
      true,
      { ...cors, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Encoding' },
    ],
    [
      'hashedAsset',
      true,
      { ...cors, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept-Encoding' },
    ],
    ['error', false, { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }],
    ['health', false, { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }],
    ['preflight', false, { 'X-Content-Type-Options': 'nosniff' }],
  ];
  for (const [responseClass, compressed, expected] of table) {
    test(`${responseClass}${compressed ? ', compressed' : ''}`, () => {
      assert.deepEqual(responseHeaders(responseClass, { compressed }), expected);
    });
  }

  test('a negotiated page names Accept in Vary even when nothing is compressed', () => {
    assert.equal(responseHeaders('page').Vary, 'Accept, Accept-Encoding');
  });

  test('`/` links the API catalog, the AI catalog under both names, the contract, the documentation in each language and llms.txt (RFC 8288)', () => {
    assert.equal(
      homeLinks,
      '</.well-known/api-catalog>; rel="api-catalog", ' +
        '</.well-known/ard.json>; rel="ard"; type="application/ai-catalog+json", ' +
        '</.well-known/ai-catalog.json>; rel="ai-catalog"; type="application/ai-catalog+json", ' +
        '</openapi.json>; rel="service-desc"; type="application/json", ' +
        '</en/developers>; rel="service-doc"; type="text/html"; hreflang="en", ' +
        '</pt-pt/developers>; rel="service-doc"; type="text/html"; hreflang="pt-PT", ' +
        '</es/developers>; rel="service-doc"; type="text/html"; hreflang="es", ' +
        '</llms.txt>; rel="describedby"; type="text/markdown"',
    );
  });
});

describe('representationFields', () => {
  const base = 'https://turno.example';
  const signal = { 'Content-Signal': 'search=yes, ai-input=yes, ai-train=yes' };
  const catalogs =
    '</.well-known/ard.json>; rel="ard"; type="application/ai-catalog+json", </.well-known/ai-catalog.json>; rel="ai-catalog"; type="application/ai-catalog+json"';
  /** The hreflang alternates of the API reference: every language, then x-default (English), absolute. */
  const alternates = (suffix: string) =>
    [
      `<${base}/en/developers/api${suffix}>; rel="alternate"; hreflang="en"`,
      `<${base}/pt-pt/developers/api${suffix}>; rel="alternate"; hreflang="pt-PT"`,
      `<${base}/es/developers/api${suffix}>; rel="alternate"; hreflang="es"`,
      `<${base}/en/developers/api${suffix}>; rel="alternate"; hreflang="x-default"`,
    ].join(', ');
  const table: [string, 'html' | 'markdown' | undefined, Record<string, string>][] = [
    [
      paths.apiReference,
      'html',
      {
        'Content-Language': 'en',
        Link: `</en/developers/api.md>; rel="alternate"; type="text/markdown", ${catalogs}, ${alternates('')}`,
      },
    ],
    [paths.apiReference, 'markdown', { ...signal, 'Content-Language': 'en', Link: `${catalogs}, ${alternates('')}` }],
    [
      '/pt-pt/developers/api',
      'html',
      {
        'Content-Language': 'pt-PT',
        Link: `</pt-pt/developers/api.md>; rel="alternate"; type="text/markdown", ${catalogs}, ${alternates('')}`,
      },
    ],
    ['/es/developers/api.md', 'markdown', { ...signal, 'Content-Language': 'es', Link: alternates('.md') }],
    [paths.llms, 'markdown', signal],
    // `/`: the default language's overview, in Markdown for agents.
    [paths.home, 'markdown', { ...signal, 'Content-Language': 'en' }],
    [paths.product, undefined, {}],
    [paths.mcpServerCard, undefined, {}],
  ];
  for (const [path, kind, expected] of table) {
    test(`${path}, ${kind ?? 'neither HTML nor Markdown'}`, () => assert.deepEqual(representationFields(path, kind, base), expected));
  }
});

describe('builtPathClass', () => {
  const table: [string, string][] = [
    [paths.developers, 'page'],
    ['/pt-pt/developers/mcp', 'page'],
    ['/es/developers', 'page'],
    [paths.developersMarkdown, 'static'],
    ['/es/search-index.json', 'static'],
    [paths.product, 'limited'],
    [paths.sampleWeek, 'limited'],
    [paths.openapi, 'static'],
    ['/_astro/developers.abc123.css', 'hashedAsset'],
    ['/favicon.svg', 'static'],
    [paths.home, 'home'],
    [paths.apiCatalog, 'apiCatalog'],
    [paths.mcpServerCard, 'serverCard'],
    [paths.wellKnownServerCard, 'serverCard'],
    [paths.llms, 'static'],
    [paths.agentSkill, 'static'],
  ];
  for (const [path, expected] of table) test(`${path} is ${expected}`, () => assert.equal(builtPathClass(path), expected));
});

describe('error reason phrases', () => {
  test('are Node’s own for every error status', () => {
    for (const [status, phrase] of Object.entries(STATUS_CODES)) {
      if (Number(status) >= 400) assert.equal(reasonPhrases[Number(status)], phrase, status);
    }
  });

  test('every status with a message has a phrase', () => {
    for (const status of Object.keys(errorMessages)) assert.ok(reasonPhrases[Number(status)], status);
  });
});
