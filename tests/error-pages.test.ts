// The built 404 and 405 pages help a person: the page a browser gets has the site's navigation, and it and the Markdown an agent gets put every page one click away and point agents at llms.txt. How each form is negotiated, and the trailing-slash redirects, are the in-process tier's (tests/unit/router/error-pages.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { documentationPages } from '../content/pages.ts';
import { browserAccept, errorCases } from './helpers/error-cases.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

describe('the built error pages, as a browser and an agent get them', () => {
  for (const { status, method, path } of errorCases) {
    test(`${method} ${path} → ${status}: the HTML has the site's navigation; it and the Markdown link every English page, each language's overview and llms.txt`, async () => {
      for (const accept of [browserAccept, 'text/markdown']) {
        const response = await request(origin.url + path, { method, headers: { Accept: accept } });
        assert.equal(response.status, status);
        // Every English page and each other language's overview are one click away, and agents are pointed at the index.
        for (const page of documentationPages.filter((entry) => entry.language === 'en' || entry.key === 'overview'))
          assert.ok(response.text.includes(`](${page.path})`) || response.text.includes(`href="${page.path}"`), page.path);
        assert.ok(response.text.includes(paths.llms));
        if (accept === browserAccept) assert.match(response.text, /<nav class="site-nav" aria-label="Documentation">/);
        else assert.match(String(response.headers['content-type']), /^text\/markdown/);
      }
    });
  }
});
