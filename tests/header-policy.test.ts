// Locks in the response-header policy table, that the build wrote it into the manifest, and the manifest's schema that the origin relies on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { errorMessages, reasonPhrases } from '../content/error-body.ts';
import { builtPathClass, homeLinks, type ResponseClass, representationFields, responseHeaders } from '../content/response-headers.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { validateManifest } from '../site/lib/validate.ts';

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
        Vary: 'Accept, Accept-Encoding',
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

  test('`/` links the API catalog, the contract, the documentation and llms.txt (RFC 8288)', () => {
    assert.equal(
      homeLinks,
      '</.well-known/api-catalog>; rel="api-catalog", </openapi.json>; rel="service-desc"; type="application/json", ' +
        '</en/developers>; rel="service-doc"; type="text/html", </llms.txt>; rel="describedby"; type="text/markdown"',
    );
  });
});

describe('representationFields', () => {
  const signal = { 'Content-Signal': 'search=yes, ai-input=yes, ai-train=yes' };
  const table: [string, 'html' | 'markdown' | undefined, Record<string, string>][] = [
    [paths.apiReference, 'html', { Link: '</en/developers/api.md>; rel="alternate"; type="text/markdown"' }],
    [paths.apiReference, 'markdown', signal],
    [paths.developersMarkdown, 'markdown', signal],
    [paths.llms, 'markdown', signal],
    [paths.home, 'markdown', signal],
    [paths.product, undefined, {}],
    [paths.mcpServerCard, undefined, {}],
  ];
  for (const [path, kind, expected] of table) {
    test(`${path}, ${kind ?? 'neither HTML nor Markdown'}`, () => assert.deepEqual(representationFields(path, kind), expected));
  }
});

describe('builtPathClass', () => {
  const table: [string, string][] = [
    [paths.developers, 'page'],
    [paths.developersMarkdown, 'static'],
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

describe('the built manifest', () => {
  const manifest = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;

  test('matches its schema', () => {
    assert.deepEqual(validateManifest(manifest), []);
  });

  test('carries the policy table for every path and representation, and negotiates exactly the pages (and error pages) the table lists', () => {
    for (const entry of manifest.entries) {
      const compressed = entry.representations.some((representation) => representation.files.gzip !== undefined);
      assert.deepEqual(entry.headers, responseHeaders(builtPathClass(entry.path), { compressed }), entry.path);
      assert.equal(entry.representations.length > 1, ['page', 'errorPage'].includes(builtPathClass(entry.path)), entry.path);
      for (const { contentType, headers = {} } of entry.representations) {
        const kind = contentType.startsWith('text/html') ? 'html' : contentType.startsWith('text/markdown') ? 'markdown' : undefined;
        const { 'x-markdown-tokens': tokens, ...fixed } = headers;
        assert.deepEqual(fixed, representationFields(entry.path, kind), `${entry.path} ${contentType}`);
        assert.equal(tokens !== undefined, kind === 'markdown', `${entry.path} ${contentType}: a token estimate exactly on Markdown`);
      }
    }
  });

  test('a broken manifest is reported one line per problem, with its path', () => {
    const [first] = manifest.entries;
    assert.ok(first);
    const broken = { ...manifest, entries: [{ ...first, path: 'no-slash', representations: [] }] } as Manifest;
    assert.deepEqual(validateManifest(broken), [
      'manifest.entries[0].path: must match pattern "^/"',
      'manifest.entries[0].representations: must NOT have fewer than 1 items',
    ]);
  });
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
