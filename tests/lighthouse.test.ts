// Lighthouse 13 in Chromium on every English documentation page and each other language's overview and API reference, phone and desktop: accessibility, best practices and SEO all 100 (performance, a timing on shared cores, is npm run audit's; layout shift, docs-console.test.ts's), and on desktop its agentic-browsing category, WebMCP included.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { defaultLanguage } from '../content/languages.ts';
import { webMcpTools } from '../content/mcp.ts';
import { documentationPages } from '../content/pages.ts';
import {
  type Category,
  type FormFactor,
  type LighthouseBrowser,
  type LighthouseResult,
  runLighthouse,
  startLighthouseBrowser,
} from '../scripts/lighthouse.ts';
import { originForFile } from './helpers/origin.ts';

const origin = originForFile();
/**
 * Two audits at a time, each in a Chromium of its own (Lighthouse refuses to share one between runs at once): part of
 * an audit waits on the page and on Chromium, not on this process. A Chromium serves a series of runs, since
 * launching one per run cost more than some audits.
 */
const parallelAudits = 2;
/** Every Chromium started, closed after the file whatever state its audit is in. */
const started: LighthouseBrowser[] = [];
const idle: LighthouseBrowser[] = [];
const waiting: ((browser: LighthouseBrowser) => void)[] = [];
before(async () => {
  // One after the other, so each one started is in `started` for the after-hook, even if the next fails to start.
  for (let i = 0; i < parallelAudits; i++) started.push(await startLighthouseBrowser());
  idle.push(...started);
});
after(() => Promise.all(started.map((browser) => browser.close())));

/** Runs `audit` in an idle Chromium, waiting for one if both are busy. */
async function inIdleBrowser<T>(audit: (browser: LighthouseBrowser) => Promise<T>): Promise<T> {
  const browser = idle.pop() ?? (await new Promise<LighthouseBrowser>((resolve) => waiting.push(resolve)));
  try {
    return await audit(browser);
  } finally {
    const next = waiting.shift();
    if (next === undefined) idle.push(browser);
    else next(browser);
  }
}

/**
 * Every English page, and in each other language the overview and the API reference: the translations share the
 * layout and the generated sections, so these two (the shortest page and the widest) stand for the rest.
 */
const audited = documentationPages.filter(
  (page) => page.language === defaultLanguage.tag || page.key === 'overview' || page.key === 'apiReference',
);

describe('Lighthouse: accessibility, best practices and SEO are 100', { timeout: 900_000, concurrency: parallelAudits }, () => {
  for (const { path } of audited) {
    for (const formFactor of ['mobile', 'desktop'] satisfies FormFactor[]) {
      test(`${path}, ${formFactor}`, async () => {
        // The desktop run also scores the agentic category (WebMCP, llms.txt, the AI catalog).
        const agentic = formFactor === 'desktop';
        const categories: Category[] = ['accessibility', 'best-practices', 'seo', ...(agentic ? (['agentic-browsing'] as const) : [])];
        // Layout shift is left to docs-console.test.ts, which measures it reliably: it paints each page before its
        // script on purpose and holds the shifts the script makes to none. Lighthouse reads it between two frames of a
        // page loaded on cores other audits share, and once measured a shift no rerun showed again.
        const result = await inIdleBrowser((browser) =>
          runLighthouse(origin.url + path, formFactor, categories, browser, ['cumulative-layout-shift']),
        );
        assert.deepEqual(result.failing, []);
        assert.deepEqual(result.scores, { accessibility: 1, 'best-practices': 1, seo: 1, ...(agentic && { 'agentic-browsing': 1 }) });
        if (agentic) assertAgenticAudits(path, result);
      });
    }
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
