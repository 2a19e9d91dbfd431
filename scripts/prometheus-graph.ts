// Takes the operators' picture of a query over the last 15 minutes from Prometheus's own graph page (Grafana does not run here), 1280 px wide, with Debian's Chromium (deploy/README.md says how it was taken).
import { launchChromium } from './chromium.ts';

const [prometheusUrl, expr, out] = process.argv.slice(2);
if (prometheusUrl === undefined || expr === undefined || out === undefined) {
  process.stderr.write('usage: scripts/prometheus-graph.ts PROMETHEUS_URL EXPR OUT.png (npm run stack prints the URL)\n');
  process.exit(1);
}

/** The docs' pictures are 1280 px wide. */
const width = 1280;
const graph = new URL('/graph', prometheusUrl);
// Stacked, as the dashboard's time series are.
graph.search = new URLSearchParams({ 'g0.expr': expr, 'g0.tab': '0', 'g0.range_input': '15m', 'g0.stacked': '1' }).toString();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width, height: 720 } });
  await page.goto(graph.href);
  // A series is drawn once the query has answered.
  await page.locator('.graph_area svg path').first().waitFor({ timeout: 15_000 });
  // The whole page's height, the viewport's width: the page overflows it by a few pixels on the right.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: 0, width, height } });
} finally {
  await browser.close();
}
