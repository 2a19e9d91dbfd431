// Drives Debian's Chromium through every documentation page in every language: its measure, navigation and contents, the language switcher, search in the language being read, every link and anchor, keyboard reach; screenshots for people to look at.
/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types in this file only.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { languageByTag, languages } from '../content/languages.ts';
import { documentationPages, pagesIn } from '../content/pages.ts';
import { words } from '../content/words.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { originForFile } from './helpers/origin.ts';

const screenshots = 'test-results';
/** The address the default build is made for: canonical and alternate links name it. */
const builtFor = 'http://localhost:3000';
const screenHeight = 900;

const origin = originForFile();
let browser: Browser;
before(async () => {
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
});
after(() => browser?.close());

describe('every documentation page in Chromium', () => {
  // Status, console, failed requests, horizontal scroll and axe at both widths in both schemes are the deployment
  // checks' (tests/deployment/pages.spec.ts, run by tests/deployment-checks.test.ts): what stays here is layout.
  const views = [
    { width: 375, colorScheme: 'dark' },
    { width: 1280, colorScheme: 'light' },
  ] as const;
  for (const docPage of documentationPages) {
    for (const { width, colorScheme } of views) {
      test(`${docPage.path} at ${width} px (${colorScheme}): its measure, its place in the navigation, contents when long`, async () => {
        const context = await browser.newContext({ viewport: { width, height: screenHeight }, colorScheme });
        const page = await context.newPage();
        await page.goto(origin.url + docPage.path, { waitUntil: 'load' });
        assert.equal(await page.title(), docPage.title);
        const maxWidth = await page.evaluate(() => getComputedStyle(document.querySelector('main') as Element).maxWidth);
        // The API reference spreads into two panes at 1024 px and wider; every other page keeps a readable measure.
        const measure = docPage.key === 'apiReference' && width >= 1024 ? 'none' : '768px';
        assert.equal(maxWidth, measure, 'the page’s own stylesheet applies under its CSP');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const { layout } = words[docPage.language];
        const contents = await page.locator(`nav[aria-label="${layout.onThisPage}"]`).count();
        if (height > 2 * screenHeight) assert.equal(contents, 1, `${height} px tall: a table of contents`);
        const current = page.locator(`nav[aria-label="${layout.documentationNav}"] a[aria-current="page"]`);
        assert.equal(await current.textContent(), docPage.navLabel);
        // The switcher is in view on every page, at every width, and marks the language being read.
        const switcher = page.locator(`nav[aria-label="${layout.languageNav}"]`);
        assert.equal(await switcher.isVisible(), true, 'the language switcher is in view');
        assert.equal(await switcher.locator('a[aria-current="true"]').getAttribute('lang'), docPage.language);
        // On a phone the menu is folded, so the page fills the first screen; beside the page it is always open.
        assert.equal(await current.isVisible(), width >= 768, 'the menu is folded on phones only');
        if (width < 768) {
          await page.getByText(layout.menu, { exact: true }).click();
          assert.equal(await current.isVisible(), true, 'the menu opens');
        }
        await page.screenshot({ path: `${screenshots}/${docPage.language}-${docPage.key}-${width}.png`, fullPage: true });
        await context.close();
      });
    }
  }

  test('every link and every anchor on every page resolves', async () => {
    const leaving = /^(mailto:|cursor:|vscode:|https:\/\/chatgpt\.com\/\?q=|https:\/\/claude\.ai\/new\?q=)/;
    const page = await browser.newPage();
    const targets = new Set<string>();
    for (const docPage of documentationPages) {
      await page.goto(origin.url + docPage.path);
      const hrefs = await page.$$eval('a[href], link[href]', (elements) =>
        elements.map((element) => (element as HTMLAnchorElement | HTMLLinkElement).href),
      );
      // Mail, the editors' install links and the hand-over links leave on purpose (docs-console.test checks what they carry).
      // Canonical and hreflang links are absolute under the address the build is for, which this origin stands in for.
      for (const href of hrefs)
        if (!leaving.test(href)) targets.add(href.startsWith(`${builtFor}/`) ? origin.url + href.slice(builtFor.length) : href);
    }
    assert.ok(targets.size >= 20, `found ${targets.size} targets`);
    const bodies = new Map<string, string>();
    for (const target of targets) {
      assert.ok(target.startsWith(origin.url), `${target} stays on this origin`);
      const [address = '', fragment] = target.split('#');
      if (!bodies.has(address)) {
        const response = await page.request.get(address);
        assert.equal(response.status(), 200, address);
        bodies.set(address, await response.text());
      }
      if (fragment !== undefined) assert.ok(bodies.get(address)?.includes(` id="${fragment}"`), `${target}: the anchor exists`);
    }
    await page.close();
  });

  test('the language switcher keeps the reader on the same page, at phone width, and search finds the language being read', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: screenHeight } });
    const page = await context.newPage();
    for (const from of languages) {
      const start = pagesIn(from.tag).find((candidate) => candidate.key === 'mcpGuide');
      await page.goto(origin.url + (start?.path ?? from.docsPath), { waitUntil: 'load' });
      for (const to of languages) {
        const target = pagesIn(to.tag).find((candidate) => candidate.key === 'mcpGuide');
        const link = page.locator(`nav[aria-label="${words[from.tag].layout.languageNav}"] a[lang="${to.tag}"]`);
        assert.equal(await link.textContent(), to.nativeName);
        assert.equal(await link.getAttribute('href'), target?.path, `${from.tag} → ${to.tag}: the same page`);
      }
    }
    // Switching, then searching: the results are the pages of the language switched to.
    await page.goto(origin.url + (pagesIn('en').find((candidate) => candidate.key === 'limitsAndErrors')?.path ?? ''));
    await page.locator(`a[lang="es"]`).click();
    await page.waitForURL(`${origin.url}${languageByTag.es.docsPath}/limits-and-errors`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    await page.screenshot({ path: `${screenshots}/switcher-es-375.png` });
    const search = page.getByRole('searchbox');
    // A word every language's pages use: results in another language would show.
    await search.fill('MCP');
    const results = page.locator('#search-results a');
    await results.first().waitFor();
    for (const href of await results.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')))
      assert.ok(href.startsWith(languageByTag.es.docsPath), `${href}: a Spanish page`);
    await context.close();
  });

  test('keyboard: the skip link comes first, and every code block and wide table can take focus', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: screenHeight } });
    const page = await context.newPage();
    for (const docPage of documentationPages) {
      await page.goto(origin.url + docPage.path);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), words[docPage.language].layout.skipToContent);
      const unreachable = await page.$$eval(
        'pre, .table-scroll',
        (boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth && (box as HTMLElement).tabIndex < 0).length,
      );
      assert.equal(unreachable, 0, `${docPage.path}: scrollable boxes reachable by keyboard`);
    }
    await context.close();
  });
});
