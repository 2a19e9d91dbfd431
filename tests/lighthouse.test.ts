// Lighthouse 13 in Chromium on the overview and the sample week, phone and desktop: accessibility, best practices and SEO all 100 (performance, a timing on shared cores, is npm run audit's); and its agentic-browsing category, WebMCP included, on every documentation page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { webMcpTools } from '../content/mcp.ts';
import { documentationPages } from '../content/pages.ts';
import { type Category, type FormFactor, type LighthouseResult, runLighthouse } from '../scripts/lighthouse.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();

/** The pages whose people-facing scores are checked (the overview and the picture); the agentic category is checked on every page. */
const fullyAudited: readonly string[] = [paths.developers, paths.sampleWeekPicture];

describe('Lighthouse: accessibility, best practices and SEO are 100', { timeout: 900_000 }, () => {
  for (const path of fullyAudited) {
    for (const formFactor of ['mobile', 'desktop'] satisfies FormFactor[]) {
      test(`${path}, ${formFactor}`, async () => {
        // The desktop run also scores the agentic category, so those pages need no run of their own for it.
        const agentic = formFactor === 'desktop';
        const categories: Category[] = ['accessibility', 'best-practices', 'seo', ...(agentic ? (['agentic-browsing'] as const) : [])];
        const result = await runLighthouse(origin.url + path, formFactor, categories);
        assert.deepEqual(result.failing, []);
        assert.deepEqual(result.scores, { accessibility: 1, 'best-practices': 1, seo: 1, ...(agentic && { 'agentic-browsing': 1 }) });
        if (agentic) assertAgenticAudits(path, result);
      });
    }
  }
});

describe('Lighthouse agentic browsing on the other documentation pages: nothing fails', { timeout: 900_000 }, () => {
  for (const page of documentationPages.filter((entry) => !fullyAudited.includes(entry.path))) {
    test(page.path, async () => {
      const result = await runLighthouse(origin.url + page.path, 'desktop', ['agentic-browsing']);
      assert.deepEqual(result.failing, []);
      assert.deepEqual(result.scores, { 'agentic-browsing': 1 });
      assertAgenticAudits(page.path, result);
    });
  }
});

/**
 * llms.txt, the AI catalog and the WebMCP schemas were checked and passed (each would also pass as "not applicable"
 * if its file or tools were missing), Lighthouse saw the three tools, and the pages have no form left undeclared.
 */
function assertAgenticAudits(path: string, { passed, audits, webMcpTools: seen }: LighthouseResult): void {
  for (const audit of ['llms-txt', 'ard-schema', 'webmcp-schema-validity', 'agent-accessibility-tree'])
    assert.ok(passed.includes(audit), `${path}: ${audit} passed: ${passed.join(', ')}`);
  assert.equal(audits['webmcp-registered-tools'], 1, path);
  assert.deepEqual(
    seen,
    webMcpTools.map((tool) => tool.name),
    path,
  );
  // No form on the pages: once there is one, it must carry toolname and tooldescription to score.
  assert.ok(audits['webmcp-form-coverage'] === 'notApplicable' || audits['webmcp-form-coverage'] === 1, path);
}
