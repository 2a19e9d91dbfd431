/// <reference lib="dom" />
// Every documentation page in every language in Chromium, in each project (phone and desktop, light and dark): its language, a clean load (no console error, no failed subresource), nothing that scrolls sideways or is wider than its column outside a scrollable region, and nothing axe finds (in the dark scheme, nothing its colour rules find).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { defaultLanguage } from '../../content/languages.ts';
import { baseUrl, expect, test } from './fixtures.ts';
import { pagePaths } from './pages.ts';

/** What went wrong while a page loaded: console errors, script errors, and subresources that failed or answered an error. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Run in the page: what is wider than `main` without sitting in a region that scrolls sideways, is reachable by
 * keyboard and is named (a code block, or a labelled table or response region), and the tables that scroll at all.
 */
function columnReport(): { burst: string[]; tablesScrolling: string[] } {
  const main = (document.querySelector('main') as HTMLElement).getBoundingClientRect();
  const burst: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('main *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= main.right + 1) continue;
    const region = element.parentElement?.closest<HTMLElement>('pre, .table-scroll, .try-body');
    const reachable = region !== null && region !== undefined && region.tabIndex === 0;
    const named = reachable && (region.tagName === 'PRE' || region.hasAttribute('aria-label'));
    if (!reachable || !named) burst.push(`${element.tagName}.${element.className} ${Math.round(box.right - main.right)} px`);
  }
  const tablesScrolling = [...document.querySelectorAll<HTMLElement>('.table-scroll')]
    .filter((region) => region.scrollWidth > region.clientWidth)
    .map((region) => region.getAttribute('aria-label') ?? '');
  return { burst: burst.slice(0, 5), tablesScrolling };
}

/** axe's rules that read colours: contrast, and links told from their text by colour alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

for (const path of pagePaths) {
  test(`${path} in Chromium: clean load, nothing scrolls sideways or leaves its column, axe finds nothing`, async ({ page }, testInfo) => {
    // The dark scheme changes colours only, and no translation changes a colour: the dark projects check the default
    // language's pages, the light ones (phone and desktop widths) every page in every language.
    const dark = testInfo.project.use.colorScheme === 'dark';
    test.skip(dark && !path.startsWith(`${defaultLanguage.root}/`), 'the dark scheme is checked on the default language');
    // axe takes seconds of CPU on a long page, more on a busy runner: slowness there is not a finding about the deployment.
    test.slow();
    const url = baseUrl + path;
    const problems = watch(page);
    // The pages' scripts are modules, run before `load`; nothing is fetched after it until someone searches.
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status(), `GET ${url} in Chromium: status`).toBe(200);
    expect(response?.headers()['content-type'], `GET ${url} in Chromium: Content-Type`).toBe('text/html; charset=utf-8');
    const language = await page.evaluate(() => document.documentElement.lang);
    expect(language, `${url}: <html lang> is its Content-Language`).toBe(response?.headers()['content-language']);
    const width = page.viewportSize()?.width;
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${url} at ${width} px: pixels that scroll sideways`).toBe(0);
    const { burst, tablesScrolling } = await page.evaluate(columnReport);
    expect(burst, `${url} at ${width} px: nothing wider than its column outside a scrollable region`).toEqual([]);
    // Wide screens fit every table; on a phone each row reflows into a block.
    expect(tablesScrolling, `${url} at ${width} px: no table scrolls sideways`).toEqual([]);
    // Legacy mode runs axe in the page itself: the pages' CSP allows no frames, so the blank page the default opens to
    // merge frames' results (a second of CPU per run) would find nothing more. Only violations are reported: the
    // passes' and the inapplicable rules' details, which nothing reads, were half of axe's time.
    const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    // The dark scheme's stylesheets set colours and nothing else: in it, only the rules that read colours can differ.
    if (dark) axe.withRules(colourRules);
    const { violations } = await axe.analyze();
    const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(found, `axe on ${url} (${testInfo.project.name})`).toEqual([]);
    expect(problems, `${url} in Chromium: console errors and failed subresources`).toEqual([]);
  });
}
