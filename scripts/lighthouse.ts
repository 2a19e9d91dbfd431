// Runs Lighthouse 13 against a URL in one Chromium that a series of runs shares (its Node API, in a worker thread beside it: scripts/lighthouse-run.ts), and returns its category scores and the audits that lost points.

import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startProcess } from './child-process.ts';
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

/** What the worker is asked to do: one audit, in the Chromium listening on `port`. */
export interface AuditRequest {
  readonly url: string;
  readonly formFactor: FormFactor;
  readonly categories: readonly Category[];
  readonly port: number;
  readonly skipped: readonly string[];
}

/**
 * A Chromium that a series of Lighthouse runs shares, each connecting by its debugging port instead of launching its
 * own, and the worker thread that runs them, one at a time (Lighthouse refuses two runs at once in one Chromium).
 */
export interface LighthouseBrowser {
  readonly port: number;
  readonly worker: Worker;
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
  const worker = new Worker(new URL('./lighthouse-run.ts', import.meta.url));
  return {
    port,
    worker,
    close: async () => {
      await worker.terminate();
      await chromium.stop();
      // Chromium's own process exits before its helpers have all stopped writing the profile's cache: on a loaded
      // machine a folder can gain a file while it is removed (ENOTEMPTY), which rm's retries are for.
      await rm(profile, { recursive: true, force: true, maxRetries: 5 });
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
  const request: AuditRequest = { url, formFactor, categories, port: browser.port, skipped };
  const answered = once(browser.worker, 'message') as Promise<[{ result?: LighthouseResult; error?: string }]>;
  browser.worker.postMessage(request);
  const [{ result, error }] = await answered;
  if (result === undefined) throw new Error(error);
  return result;
}
