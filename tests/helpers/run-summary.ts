// A test reporter beside the spec reporter (package.json's test:files): at the end of a run, every skipped test with its reason, and the slowest files with their times, so neither has to be looked for or typed by hand.
import { relative } from 'node:path';
import type { TestEvent } from 'node:test/reporters';

/** How many of the slowest files the summary names. */
const slowestShown = 15;

interface Skip {
  readonly file: string;
  readonly name: string;
  readonly reason: string;
}

const where = (file: string | undefined): string => (file === undefined ? '(no file)' : relative(process.cwd(), file));

export default async function* runSummary(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const skips: Skip[] = [];
  const files = new Map<string, number>();
  for await (const event of source) {
    if (event.type === 'test:pass' && event.data.skip !== undefined && event.data.skip !== false) {
      const reason = event.data.skip === true ? 'no reason given' : event.data.skip;
      skips.push({ file: where(event.data.file), name: event.data.name, reason });
    }
    // Each file's process ends with a summary naming it; the run's own summary names none.
    if (event.type === 'test:summary' && event.data.file !== undefined) files.set(where(event.data.file), event.data.duration_ms);
  }
  const lines = [`ℹ skipped ${skips.length}${skips.length === 0 ? '' : ':'}`];
  for (const skip of skips) lines.push(`ℹ   ${skip.file} › ${skip.name}: ${skip.reason}`);
  const slowest = [...files].sort(([, a], [, b]) => b - a).slice(0, slowestShown);
  if (slowest.length > 1) {
    lines.push(`ℹ slowest ${slowest.length} of ${files.size} files:`);
    for (const [file, ms] of slowest) lines.push(`ℹ   ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
  yield `${lines.join('\n')}\n`;
}
