// Drives Debian's Chromium through Playwright: the developer page loads cleanly, every link resolves, and it fits a 375 px phone.
/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types in this file only.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { type Browser, chromium } from 'playwright-core';
import { paths } from '../content/constants.ts';
import { originForFile } from './helpers/origin.ts';

/** Debian's Chromium; Playwright's own browser download is not available here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const screenshots = 'test-results';

const origin = originForFile();
let browser: Browser;
before(async () => {
  browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  await mkdir(screenshots, { recursive: true });
});
after(() => browser?.close());

describe('the developer page in Chromium', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: no console errors, no failed requests, no horizontal scroll`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });

      const response = await page.goto(origin.url + paths.developers, { waitUntil: 'networkidle' });
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['content-type'], 'text/html; charset=utf-8');
      assert.equal(await page.title(), 'Turno developers: public discovery API and MCP');
      const stylesLoaded = await page.evaluate(() => getComputedStyle(document.querySelector('main') as Element).maxWidth);
      assert.equal(stylesLoaded, '768px', 'the page’s own stylesheet applies under its CSP');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no horizontal scroll');
      await page.screenshot({ path: `${screenshots}/developers-${width}.png`, fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('every link on the page resolves', async () => {
    const page = await browser.newPage();
    await page.goto(origin.url + paths.developers);
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const resources = await page.$$eval('link[href]', (elements) => elements.map((element) => (element as HTMLLinkElement).href));
    const targets = [...new Set([...links, ...resources])].filter((href) => !href.startsWith('mailto:'));
    assert.ok(links.length >= 5, `found ${links.length} links`);
    for (const target of targets) {
      assert.ok(target.startsWith(origin.url), `${target} stays on this origin`);
      const response = await page.request.get(target);
      assert.equal(response.status(), 200, target);
    }
    await page.close();
  });
});
