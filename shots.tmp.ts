import { launchChromium } from './scripts/chromium.ts';

const base = process.argv[2];
const pages = process.argv.slice(3);
const browser = await launchChromium();
for (const path of pages)
  for (const width of [375, 1280])
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `/tmp/i18shots/${path.replace(/\W+/g, '_')}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: name, fullPage: true });
      const parts = Number(process.env.PARTS ?? 0);
      for (let i = 0; i < parts; i++) {
        await page.evaluate((y) => window.scrollTo(0, y), i * 850);
        await page.screenshot({ path: name.replace('.png', `-part${i}.png`) });
      }
      const wide = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of document.querySelectorAll('main *')) {
          const r = el.getBoundingClientRect();
          const main = document.querySelector('main')!.getBoundingClientRect();
          if (r.right > main.right + 1 && !el.closest('pre, .table-scroll, .operation-aside'))
            out.push(`${el.tagName}.${el.className} ${Math.round(r.right - main.right)}`);
        }
        return out.slice(0, 5);
      });
      console.log(name, wide.join(' | '));
      await context.close();
    }
await browser.close();
