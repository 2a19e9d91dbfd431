// Locks in the static-host rules as Netlify itself reads them (its own parser packages): every rule accepted, each forced proxy an origin-only path, each header rule what the origin sends.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { defaultPublicBaseUrl } from '../content/base-url.ts';
import { isOriginOnly, originOnlyPaths } from '../content/routing.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();
/** The redirect fields these tests read; the parser types its list as unknown. */
interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
  readonly proxy: boolean;
}
/** Fields Netlify sets itself: validators of its own files, dates, framing. */
const hostOwned = new Set(['etag', 'date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'last-modified']);

const { headers: headerRules, errors: headerErrors } = await parseAllHeaders({
  headersFiles: [join(buildPaths.staticHost, '_headers')],
  configHeaders: [],
  minimal: false,
});
const parsed = await parseAllRedirects({
  redirectsFiles: [join(buildPaths.staticHost, '_redirects')],
  configRedirects: [],
  minimal: false,
});
const redirects = parsed.redirects as Redirect[];

describe('Netlify’s parsers', () => {
  test('accept every rule of _headers and _redirects', () => {
    assert.deepEqual(headerErrors, []);
    assert.deepEqual(parsed.errors, []);
    assert.ok(headerRules.length > 0);
    assert.equal(redirects.length, originOnlyPaths.length + 1);
  });

  test('each forced proxy sends an origin-only path to the same path on the origin, and every origin-only path has one', () => {
    const forced = redirects.filter((rule) => rule.force);
    for (const rule of forced) {
      assert.ok(isOriginOnly(rule.from), `${rule.from} is forced to the origin but a static host could answer it`);
      assert.equal(rule.to, `${defaultPublicBaseUrl(process.env.PORT)}${rule.from}`);
      assert.equal(rule.status, 200);
      assert.equal(rule.proxy, true);
    }
    assert.deepEqual(
      forced.map((rule) => rule.from),
      originOnlyPaths.map(({ path }) => path),
    );
    // Then whatever no file answers, unforced, so files win.
    assert.deepEqual(redirects.at(-1), {
      ...redirects.at(-1),
      from: '/*',
      to: `${defaultPublicBaseUrl(process.env.PORT)}/:splat`,
      force: false,
      proxy: true,
    });
  });

  test('each header rule is exactly the fields the origin sends on that path', async () => {
    for (const rule of headerRules) {
      const sent = await request(origin.url + rule.for);
      assert.equal(sent.status, 200, rule.for);
      const originFields = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => !hostOwned.has(name)));
      const ruleFields = Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), value]));
      assert.deepEqual(ruleFields, originFields, rule.for);
    }
  });
});
