// A worker thread that runs Lighthouse 13's Node API for one shared Chromium, one audit at a time: Lighthouse keeps its timings in the process's global performance marks, so two runs at once need a thread each.
import { parentPort } from 'node:worker_threads';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { AuditRequest, LighthouseResult } from './lighthouse.ts';

/**
 * Lighthouse's quiet windows (a second each, after first paint, after load, of no network and of an idle CPU) are
 * for timing the page; with no performance category nothing is timed, so a run reads the page as soon as it loaded.
 */
const untimed: Flags = { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 0, cpuQuietThresholdMs: 0 };

/** The tool names in webmcp-registered-tools' details: a list of sections (imperative, declarative), each a table whose rows are tools. */
function registeredTools(report: Result): string[] {
  const details = report.audits['webmcp-registered-tools']?.details;
  const sections = (details !== undefined && 'items' in details ? details.items : []) as { value?: { items?: { tool?: string }[] } }[];
  return sections.flatMap((section) => section.value?.items?.map((row) => row.tool ?? '') ?? []);
}

/** What `report` says of `categories`: their scores, the scored audits that passed and those that lost points. */
function summarise(report: Result, categories: AuditRequest['categories']): LighthouseResult {
  const scores = Object.fromEntries(categories.map((category) => [category, report.categories[category]?.score ?? 0]));
  const scored = new Set(
    categories.flatMap((category) => report.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []),
  );
  const audits = Object.entries(report.audits).filter(([id, audit]) => scored.has(id) && audit.score !== null);
  return {
    scores,
    failing: audits
      .filter(([, audit]) => (audit.score ?? 0) < 1)
      .map(([id, audit]) => `${id} (${audit.score}): ${audit.displayValue ?? audit.explanation ?? ''}`),
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
}

async function audit({ url, formFactor, categories, port, skipped }: AuditRequest): Promise<LighthouseResult> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(skipped.length > 0 && { skipAudits: [...skipped] }),
    ...(!categories.includes('performance') && untimed),
  };
  const run = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (run === undefined) throw new Error('no result');
  if (run.lhr.runtimeError !== undefined) throw new Error(run.lhr.runtimeError.message);
  return summarise(run.lhr, categories);
}

parentPort?.on('message', (request: AuditRequest) => {
  audit(request).then(
    (result) => parentPort?.postMessage({ result }),
    (error: unknown) =>
      parentPort?.postMessage({ error: `lighthouse ${request.url}: ${error instanceof Error ? error.message : String(error)}` }),
  );
});
