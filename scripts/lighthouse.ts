// Runs Lighthouse 13 (it needs Node 22, which npm supplies) against a URL in one Chromium that a series of runs shares, and returns its category scores and the audits that lost points.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runToEnd, startProcess } from './child-process.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';

/** The categories Lighthouse scores (agentic browsing: Lighthouse 13's audits for AI agents, llms.txt among them). */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo' | 'agentic-browsing';

/** Lighthouse's two device settings: a throttled phone, or a desktop. */
export type FormFactor = 'mobile' | 'desktop';

/** What one run found. */
export interface LighthouseResult {
  readonly scores: Readonly<Partial<Record<Category, number>>>;
  /** Scored audits below 1, as `id (score): what it says`. */
  readonly failing: readonly string[];
  /** Scored audits that applied and scored 1 (one that does not apply has no score). */
  readonly passed: readonly string[];
  /** Every audit of the categories: its score, or how it was shown instead (`informative`, `notApplicable`). */
  readonly audits: Readonly<Record<string, number | string>>;
  /** The WebMCP tools Lighthouse found registered, by name. */
  readonly webMcpTools: readonly string[];
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; displayValue?: string; explanation?: string; details?: { items?: unknown[] } }
  >;
}

/** The tool names in webmcp-registered-tools' details: a list of sections (imperative, declarative), each a table whose rows are tools. */
function registeredTools(report: Report): string[] {
  const sections = (report.audits['webmcp-registered-tools']?.details?.items ?? []) as { value?: { items?: { tool?: string }[] } }[];
  return sections.flatMap((section) => section.value?.items?.map((row) => row.tool ?? '') ?? []);
}

/** A Chromium that a series of Lighthouse runs shares, each connecting by its debugging port instead of launching its own. */
export interface LighthouseBrowser {
  readonly port: number;
  close(): Promise<void>;
}

/** What Chromium prints once its debugging endpoint listens, with the port it took. */
const devToolsListening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

/** Starts the shared Chromium: headless, with WebMCP on so the agentic-browsing category audits the pages' tools rather than finding the API absent. */
export async function startLighthouseBrowser(): Promise<LighthouseBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'turno-lighthouse-profile-'));
  // Port 0: Chromium takes a free port itself and says which, so no other process can take it first.
  const chromium = await startProcess(
    'chromium',
    chromiumPath,
    ['--headless=new', '--enable-features=WebMCP', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...chromiumFlags],
    { ready: devToolsListening },
  );
  const port = Number(devToolsListening.exec(chromium.output())?.[1]);
  return {
    port,
    close: async () => {
      await chromium.stop();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Audits `url` for `categories` as `formFactor`, in `browser`, leaving out the audits `skipped` names. */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  categories: readonly Category[],
  browser: LighthouseBrowser,
  skipped: readonly string[] = [],
): Promise<LighthouseResult> {
  const dir = await mkdtemp(join(tmpdir(), 'turno-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    // Lighthouse runs on the project's Node, as this process does (it needs 22 or newer).
    const cli = [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      `--port=${browser.port}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ...(skipped.length > 0 ? [`--skip-audits=${skipped.join(',')}`] : []),
    ];
    await runToEnd(process.execPath, cli).catch((error: Error & { stderr?: string }) => {
      throw new Error(`lighthouse ${url}: ${error.stderr || error.message}`);
    });
    const report = JSON.parse(await readFile(output, 'utf8')) as Report;
    const scores = Object.fromEntries(categories.map((category) => [category, report.categories[category]?.score ?? 0]));
    const scored = new Set(
      categories.flatMap((category) => report.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []),
    );
    const audits = Object.entries(report.audits).filter(([id, audit]) => scored.has(id) && audit.score !== null);
    const failing = audits
      .filter(([, audit]) => (audit.score ?? 0) < 1)
      .map(([id, audit]) => `${id} (${audit.score}): ${audit.displayValue ?? audit.explanation ?? ''}`);
    return {
      scores,
      failing,
      passed: audits.filter(([, audit]) => audit.score === 1).map(([id]) => id),
      audits: Object.fromEntries(
        categories.flatMap(
          (category) =>
            report.categories[category]?.auditRefs.map(({ id }) => {
              const audit = report.audits[id];
              return [id, audit?.score === null || audit === undefined ? (audit?.scoreDisplayMode ?? 'missing') : audit.score];
            }) ?? [],
        ),
      ),
      webMcpTools: registeredTools(report),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
