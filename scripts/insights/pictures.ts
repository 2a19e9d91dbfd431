// npm run insights:pictures: the operators' docs' pictures of the report (deploy/pictures/insights-*.jpg), 1280 and 375 px wide in light and dark, and the sections on who the agents proved to be and on the people assistants send on their own, from the sample logs, rendered in Debian's Chromium.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../chromium.ts';
import { gatherReads } from './gather.ts';
import { renderHtml } from './html.ts';
import { buildReport } from './report.ts';
import { writeSampleLogs } from './sample-logs.ts';
import { Tally } from './tally.ts';

const shots = [
  { width: 1280, scheme: 'light' },
  { width: 1280, scheme: 'dark' },
  { width: 375, scheme: 'light' },
  { width: 375, scheme: 'dark' },
] as const;

/** Sections pictured on their own too (at 1280 px, light), for the operators' docs to show beside their description. */
const sectionShots = ['verification', 'referrals'] as const;

const dir = await mkdtemp(join(tmpdir(), 'insights-pictures-'));
const browser = await launchChromium();
try {
  const tally = new Tally();
  const files = await gatherReads(await writeSampleLogs(dir), tally, () => undefined);
  const html = renderHtml(buildReport(tally, files)).replaceAll(dir, 'logs');
  await mkdir('deploy/pictures', { recursive: true });
  for (const { width, scheme } of shots) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
    await page.setContent(html);
    // JPEG: a screenshot of text and charts is a fifth of its PNG and reads the same.
    const file = `deploy/pictures/insights-${width}-${scheme}.jpg`;
    await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 55 });
    console.log(file);
    if (width === 1280 && scheme === 'light') {
      for (const id of sectionShots) {
        const section = `deploy/pictures/insights-section-${id}.jpg`;
        await page.locator('section', { has: page.locator(`h2#${id}`) }).screenshot({ path: section, type: 'jpeg', quality: 55 });
        console.log(section);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
}
