/// <reference lib="dom" />
// Every documentation page in every language in Chromium, in each project (phone and desktop, light and dark): its language, a clean load (no console error, no failed subresource), nothing that scrolls sideways, and nothing axe finds.
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

for (const path of pagePaths) {
  test(`${path} in Chromium: clean load, nothing scrolls sideways, axe finds nothing`, async ({ page }, testInfo) => {
    // The dark scheme changes colours only, and no translation changes a colour: the dark projects check the default
    // language's pages, the light ones (phone and desktop widths) every page in every language.
    test.skip(
      testInfo.project.use.colorScheme === 'dark' && !path.startsWith(`${defaultLanguage.root}/`),
      'the dark scheme is checked on the default language',
    );
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(found, `axe on ${url} (${testInfo.project.name})`).toEqual([]);
    expect(problems, `${url} in Chromium: console errors and failed subresources`).toEqual([]);
  });
}
