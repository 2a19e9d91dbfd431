// Lighthouse 13 in Chromium on the overview and the sample week, phone and desktop: accessibility, best practices and SEO all 100 (performance, a timing on shared cores, is npm run audit's); and its agentic-browsing audits on the overview.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { type FormFactor, runLighthouse } from '../scripts/lighthouse.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

describe('Lighthouse: accessibility, best practices and SEO are 100', { timeout: 300_000 }, () => {
  for (const path of [paths.developers, paths.sampleWeekPicture]) {
    for (const formFactor of ['mobile', 'desktop'] satisfies FormFactor[]) {
      test(`${path}, ${formFactor}`, async () => {
        const { scores, failing } = await runLighthouse(origin.url + path, formFactor, ['accessibility', 'best-practices', 'seo']);
        assert.deepEqual(failing, []);
        assert.deepEqual(scores, { accessibility: 1, 'best-practices': 1, seo: 1 });
      });
    }
  }
});

test('Lighthouse agentic browsing on the overview: llms.txt and the AI catalog are found and valid, nothing fails', {
  timeout: 120_000,
}, async () => {
  const { scores, failing, passed } = await runLighthouse(origin.url + paths.developers, 'desktop', ['agentic-browsing']);
  assert.deepEqual(failing, []);
  assert.deepEqual(scores, { 'agentic-browsing': 1 });
  // Both would also score 1 as "not applicable" if their file were missing: they must have been checked.
  for (const audit of ['llms-txt', 'ard-schema']) assert.ok(passed.includes(audit), `${audit} passed: ${passed.join(', ')}`);
});
