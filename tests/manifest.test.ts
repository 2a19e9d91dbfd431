// Locks in that the build wrote the response-header policy table into the manifest, and the manifest's schema that the origin relies on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { builtPathClass, representationFields, responseHeaders } from '../content/response-headers.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { validateManifest } from '../site/lib/build/validate.ts';

describe('the built manifest', () => {
  const manifest = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;

  test('matches its schema', () => {
    assert.deepEqual(validateManifest(manifest), []);
  });

  test('carries the policy table for every path and representation, and negotiates exactly the pages the table lists', () => {
    for (const entry of manifest.entries) {
      const compressed = entry.representations.some((representation) => representation.files.gzip !== undefined);
      assert.deepEqual(entry.headers, responseHeaders(builtPathClass(entry.path), { compressed }), entry.path);
      assert.equal(entry.representations.length > 1, ['page', 'errorPage'].includes(builtPathClass(entry.path)), entry.path);
      for (const { contentType, headers = {} } of entry.representations) {
        const kind = contentType.startsWith('text/html') ? 'html' : contentType.startsWith('text/markdown') ? 'markdown' : undefined;
        const { 'x-markdown-tokens': tokens, ...fixed } = headers;
        assert.deepEqual(fixed, representationFields(entry.path, kind, manifest.publicBaseUrl), `${entry.path} ${contentType}`);
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
