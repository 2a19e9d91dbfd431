// The docs console in a real Chromium: copy puts exactly a block's text on the clipboard, Send request shows what a direct GET returns (a link to the JSON before the script runs), the script moves nothing already drawn, the hand-over links carry the page's Markdown URL, search finds every page and code identifiers whole in every language, and the script stays within its budget.
/// <reference lib="dom" />
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { paths, publicEndpoints } from '../content/constants.ts';
import { defaultLanguage, languages } from '../content/languages.ts';
import { documentationPages, pagesIn } from '../content/pages.ts';
import { scriptWords } from '../content/script-words.ts';
import { words } from '../content/words.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { request } from './helpers/http.ts';
import { originForFile, projectRoot } from './helpers/origin.ts';

const origin = originForFile();
let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(() => browser?.close());

const open = (width: number): Promise<BrowserContext> => browser.newContext({ viewport: { width, height: 900 } });

describe('copy, hand over, search', () => {
  test('the copy button puts exactly the block’s text on the clipboard', async () => {
    const context = await open(1280);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin.url });
    const page = await context.newPage();
    await page.goto(origin.url + paths.apiReference, { waitUntil: 'load' });
    const blocks = page.locator('main .code-block');
    assert.ok((await blocks.count()) >= 9, 'every code block has its copy button');
    for (const index of [0, 1, 2]) {
      const block = blocks.nth(index);
      await block.getByRole('button', { name: 'Copy code' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, await block.locator('pre').textContent());
    }
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(markdown, (await request(`${origin.url}${paths.apiReference}.md`)).text);
    await context.close();
  });

  test('View as Markdown, Open in ChatGPT and Open in Claude carry the page’s .md URL on every page', async () => {
    const context = await open(375);
    const page = await context.newPage();
    for (const docPage of documentationPages) {
      const { layout } = words[docPage.language];
      await page.goto(origin.url + docPage.path);
      const actions = page.getByRole('list', { name: layout.pageElsewhere });
      assert.equal(await actions.getByRole('link', { name: layout.viewAsMarkdown }).getAttribute('href'), docPage.markdownPath);
      for (const [name, prefix] of [
        [layout.openInChatGpt, 'https://chatgpt.com/?q='],
        [layout.openInClaude, 'https://claude.ai/new?q='],
      ] as const) {
        const href = String(await actions.getByRole('link', { name }).getAttribute('href'));
        assert.ok(href.startsWith(prefix), href);
        assert.ok(
          decodeURIComponent(href.slice(prefix.length)).includes(`${docPage.markdownPath} `),
          `${name} names ${docPage.markdownPath}`,
        );
      }
      const turns = page.getByRole('navigation', { name: layout.pageTurn });
      assert.ok((await turns.getByRole('link').count()) >= 1);
    }
    await context.close();
  });

  test('search finds a term from every English page and leads to it', async () => {
    const context = await open(1280);
    const page = await context.newPage();
    await page.goto(origin.url + paths.developers, { waitUntil: 'load' });
    const terms: Readonly<Record<string, string>> = {
      overview: 'workforce scheduling',
      apiReference: 'getServiceProduct',
      mcpGuide: 'Inspector',
      limitsAndErrors: 'Payload Too Large',
      sampleWeek: 'summer time',
      forAgents: 'Content-Signal',
    };
    for (const docPage of pagesIn(defaultLanguage.tag)) {
      const search = page.getByRole('searchbox', { name: 'Search the documentation' });
      await search.fill(terms[docPage.key] ?? '');
      // The results come once the index has loaded (fetched on the first focus): wait for this page's link a while,
      // then read what is listed either way.
      await page
        .locator(`#search-results a[href="${docPage.path}"], #search-results a[href^="${docPage.path}#"]`)
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
      const hrefs = await page.locator('#search-results a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      assert.ok(
        hrefs.some((href) => href === docPage.path || href.startsWith(`${docPage.path}#`)),
        `${terms[docPage.key]} → ${hrefs.join(', ')}`,
      );
    }
    await context.close();
  });

  test('search keeps code identifiers whole in every language: underscores, dots and hyphens stay in the index and match', async () => {
    const context = await open(1280);
    const page = await context.newPage();
    for (const language of languages) {
      const guide = pagesIn(language.tag).find((candidate) => candidate.key === 'mcpGuide')?.path ?? '';
      const index = JSON.parse(readFileSync(join(projectRoot, 'dist', 'site', `${language.searchIndexPath}`), 'utf8')) as {
        href: string;
        text: string;
      }[];
      await page.goto(origin.url + language.docsPath, { waitUntil: 'load' });
      const search = page.getByRole('searchbox', { name: scriptWords[language.tag].searchLabel });
      for (const identifier of ['claude_desktop_config.json', 'MCP-Protocol-Version']) {
        assert.ok(
          index.some((entry) => entry.href.startsWith(`${guide}#`) && entry.text.includes(identifier)),
          `${language.searchIndexPath}: the MCP guide's text has ${identifier} whole`,
        );
        await search.fill(identifier);
        const found = page.locator(`#search-results a[href^="${guide}#"]`).first();
        await found.waitFor({ timeout: 5_000 });
      }
    }
    await context.close();
  });
});

describe('Send request', () => {
  test('each GET operation shows the status, the limit fields and a body equal to a direct GET', async () => {
    const context = await open(1280);
    const page = await context.newPage();
    await page.goto(origin.url + paths.apiReference, { waitUntil: 'load' });
    for (const endpoint of publicEndpoints) {
      const section = page.locator('section.operation', { has: page.locator(`h2 a[href="${endpoint.path}"]`) });
      await section.getByRole('button', { name: `Send request: GET ${endpoint.path}` }).click();
      const body = section.getByRole('region', { name: 'Samples and responses' }).locator('.try-body');
      await body.waitFor();
      const direct = await request(origin.url + endpoint.path);
      assert.deepEqual(JSON.parse(String(await body.textContent())), direct.json());
      const shown = String(await section.locator('.try-result').textContent());
      assert.match(shown, /^200 OK/);
      for (const field of ['ETag', 'RateLimit', 'RateLimit-Policy']) assert.ok(shown.includes(field), field);
    }
    await context.close();
  });

  test('after a 429 it says how long to wait', async () => {
    const context = await open(375);
    const page = await context.newPage();
    // The page asks for the sample week; the origin's limit for it is spent first by the test.
    await page.route(`**${paths.sampleWeek}`, (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '42', 'Content-Type': 'application/json' }, body: '{"statusCode":429}' }),
    );
    await page.goto(origin.url + paths.apiReference, { waitUntil: 'load' });
    await page.getByRole('button', { name: `Send request: GET ${paths.sampleWeek}` }).click();
    await page.getByText('Rate limited: wait 42 seconds before sending again.').waitFor();
    await context.close();
  });
});

describe('the page before the script', () => {
  test('the script moves nothing already drawn: every page at 375 and 1280 px, the script held until the page is painted', async () => {
    const shifted: string[] = [];
    for (const docPage of documentationPages) {
      for (const width of [375, 1280]) {
        const context = await open(width);
        const page = await context.newPage();
        // Held back until the page has painted its content, as on a slow phone: whatever the script then moves is a
        // layout shift.
        await page.route('**/scripts/docs.js', async (route) => {
          const response = await route.fetch();
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          await route.fulfill({ response });
        });
        await page.addInitScript(() => {
          const shifts: string[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
              shifts.push(`${entry.value.toFixed(4)} (${entry.sources.map((source) => source.node?.nodeName ?? '?').join(', ')})`);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The load event waits for the script, and the search box is its last addition.
        await page.goto(origin.url + docPage.path, { waitUntil: 'load' });
        await page.locator('.search').waitFor({ state: 'attached' });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
        if (shifts.length > 0) shifted.push(`${docPage.path} at ${width} px: ${shifts.join('; ')}`);
        await context.close();
      }
    }
    assert.deepEqual(shifted, []);
  });

  test('without the script, each GET operation’s Send request is a link to its JSON', async () => {
    const context = await open(375);
    const page = await context.newPage();
    await page.route('**/scripts/docs.js', (route) => route.abort());
    await page.goto(origin.url + paths.apiReference, { waitUntil: 'load' });
    for (const endpoint of publicEndpoints) {
      const link = page.getByRole('link', { name: `Send request: GET ${endpoint.path}`, exact: true });
      assert.equal(await link.getAttribute('href'), endpoint.path);
    }
    await context.close();
  });
});

describe('the script budget, from the built files', () => {
  test('every page loads at most 15 KB of script after brotli, and only from its own origin', () => {
    const siteDir = join(projectRoot, buildPaths.site);
    for (const docPage of documentationPages) {
      const html = readFileSync(join(siteDir, `${docPage.path.slice(1)}.html`), 'utf8');
      const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
      assert.ok(sources.length >= 1, docPage.path);
      const bytes = sources.reduce((total, source) => {
        assert.match(source, /^\/[^/]/, 'same origin');
        return total + brotliCompressSync(readFileSync(join(siteDir, source))).length;
      }, 0);
      assert.ok(bytes <= 15 * 1024, `${docPage.path}: ${bytes} bytes of script after brotli`);
    }
  });
});
