// Locks in the static-host directory: for every static path the `_headers` rules give exactly what the origin sends, the files are the origin's bytes, and every other path is proxied to the origin.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defaultPublicBaseUrl } from '../content/base-url.ts';
import { paths, publicEndpoints } from '../content/constants.ts';
import { negotiatedPages } from '../content/response-headers.ts';
import { originOnlyPaths } from '../content/routing.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();
const staticDir = buildPaths.staticHost;
const manifest = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as Manifest;

/** `_headers` as Netlify and Cloudflare Pages read it: a path at the start of a line, its `Name: value` fields indented below. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    assert.ok(current !== undefined && colon > 0, `a field outside a path: ${line}`);
    current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const rules = parseHeadersFile(readFileSync(join(staticDir, '_headers'), 'utf8'));
/** Fields a static host sets itself: validators it computes from its own files, and the connection's framing. */
const hostOwned = new Set(['etag', 'date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'last-modified']);

describe('the static-host directory', () => {
  test('holds every built path that is not origin-only, and nothing else', () => {
    const originOnly = new Set(originOnlyPaths.map((entry) => entry.path));
    const expected = manifest.entries.map((entry) => entry.path).filter((path) => !originOnly.has(path));
    assert.deepEqual([...rules.keys()].sort(), expected.sort());
    for (const path of [...publicEndpoints.map((endpoint) => endpoint.path), ...Object.keys(negotiatedPages)]) {
      assert.ok(!rules.has(path), `${path} must reach the origin`);
    }
    assert.ok(rules.has(paths.openapi) && rules.has(paths.developersMarkdown) && rules.has(paths.llms));
  });

  for (const [path, fields] of rules) {
    test(`${path}: the _headers rules equal what the origin sends, and the files are the origin's bytes`, async () => {
      const sent = await request(origin.url + path);
      assert.equal(sent.status, 200);
      const originFields = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => !hostOwned.has(name)));
      assert.deepEqual(fields, originFields);
      assert.deepEqual(readFileSync(join(staticDir, path)), sent.body);
      for (const [encoding, suffix, decode] of [
        ['br', '.br', brotliDecompressSync],
        ['gzip', '.gz', gunzipSync],
      ] as const) {
        const compressed = await request(origin.url + path, { headers: { 'Accept-Encoding': encoding } });
        if (compressed.headers['content-encoding'] !== encoding) continue;
        const file = readFileSync(join(staticDir, path + suffix));
        assert.deepEqual(file, compressed.body, `${path}${suffix} is the origin's ${encoding} body`);
        assert.deepEqual(decode(file), sent.body);
      }
    });
  }
});

describe('_redirects', () => {
  const lines = readFileSync(join(staticDir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));

  test('forces every origin-only path to the origin with 200!, then sends whatever no file answers there too', () => {
    const forced = lines.filter((rule) => rule[2] === '200!');
    assert.deepEqual(
      forced.map(([from, to]) => [from, to]),
      originOnlyPaths.map(({ path }) => [path, `${defaultPublicBaseUrl(process.env.PORT)}${path}`]),
    );
    assert.ok(forced.some(([from]) => from === paths.mcp));
    assert.deepEqual(lines.at(-1), ['/*', `${defaultPublicBaseUrl(process.env.PORT)}/:splat`, '200']);
  });

  test('no rule sends a static path away', () => {
    for (const [from] of lines.slice(0, -1)) assert.ok(!rules.has(from ?? ''), `${from}`);
  });
});
