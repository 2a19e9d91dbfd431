// npm run audit: Lighthouse 13 on every documentation page, phone and desktop, every category (agentic browsing included); fails unless performance is at least 95 and the rest 100.
import { documentationPages } from '../content/pages.ts';
import { type Category, type FormFactor, runLighthouse, startLighthouseBrowser } from './lighthouse.ts';
import { startOriginProcess } from './origin-process.ts';

const categories: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo', 'agentic-browsing'];
/** Performance is a timing on whatever cores the machine has, so it gets room; the others are rules and must be perfect. */
const minimum: Readonly<Record<Category, number>> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  'agentic-browsing': 1,
};

const origin = await startOriginProcess();
const browser = await startLighthouseBrowser();
const rows: string[] = [`| Page | Form factor | ${categories.join(' | ')} |`, `| --- | --- | ${categories.map(() => '---').join(' | ')} |`];
const shortfalls: string[] = [];
try {
  for (const page of documentationPages) {
    for (const formFactor of ['mobile', 'desktop'] satisfies FormFactor[]) {
      const { scores, failing } = await runLighthouse(origin.url + page.path, formFactor, categories, browser);
      rows.push(
        `| ${page.path} | ${formFactor} | ${categories.map((category) => Math.round((scores[category] ?? 0) * 100)).join(' | ')} |`,
      );
      for (const category of categories)
        if ((scores[category] ?? 0) < minimum[category]) shortfalls.push(`${page.path} ${formFactor} ${category}: ${failing.join('; ')}`);
    }
  }
} finally {
  await browser.close();
  await origin.stop();
}
console.log(rows.join('\n'));
if (shortfalls.length > 0) {
  console.error(shortfalls.join('\n'));
  process.exitCode = 1;
}
