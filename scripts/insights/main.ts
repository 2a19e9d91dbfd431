// npm run insights -- FILE… [--out report.html]: who read what, from access logs, as one HTML page and as Markdown on standard output.
import { stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { signerOrigins as signerOriginsOf } from '../../content/signers.ts';
import { gatherReads, maxLineBytes } from './gather.ts';
import { renderHtml } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import { buildReport } from './report.ts';
import { signedReads } from './signatures.ts';
import { Tally } from './tally.ts';

export const usage = `Usage: npm run insights -- FILE... [--out FILE]

Reports who read what from access logs: the origin's (ACCESS_LOG), the nginx edge's
(deploy/nginx.conf), and Cloudflare Logpush http_requests files, in any mix. Each line's
log is recognised on its own; a request both the edge and an origin logged (one request id)
is counted once, from the origin's line.

Writes the report as one HTML page (no script, nothing fetched) to --out, and as Markdown
to standard output. The edge's lines of requests signed with Web Bot Auth are checked as
the origin checks them, against the key directory of their signer: only the signers of
content/signers.ts and of SIGNATURE_AGENTS (comma-separated origins) are fetched, each
once; a directory that cannot be had leaves those lines unverified. Unreadable lines (not JSON, of no known log, a bad time, path or
status, longer than ${maxLineBytes / 1024} KiB) are named on standard error as FILE:LINE: why,
skipped, and counted in the report. Each FILE is read twice (first for the origins'
request ids), so it must be a file, not a pipe: decompress rotated logs first.

Options:
  --out FILE   where the HTML page is written (default: insights.html)
  --help       print this text

Exit status: 0 when every file was read; 1 when a file does not exist or is not a
regular file (then nothing is written), when a file could not be read to its end (the
report still covers what was read), or when the page could not be written; 2 when the
command line is wrong.
`;

/** Where the report's text goes. */
export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Runs the command with `args` (as after `npm run insights --`) and the environment `env`; resolves to its exit status. */
export async function runInsights(args: readonly string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let command: ReturnType<typeof parse>;
  try {
    command = parse(args);
  } catch (error) {
    output.stderr(`insights: ${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (command.values.help) {
    output.stdout(usage);
    return 0;
  }
  if (command.positionals.length === 0) {
    output.stderr(`insights: name at least one log file\n\n${usage}`);
    return 2;
  }
  const missing = await Promise.all(command.positionals.map(notAFile));
  if (missing.some((why) => why !== undefined)) {
    for (const [index, why] of missing.entries()) if (why !== undefined) output.stderr(`insights: ${command.positionals[index]}: ${why}\n`);
    return 1;
  }
  const { origins: signerOrigins, refused } = signerOriginsOf(env.SIGNATURE_AGENTS ?? '');
  if (refused.length > 0)
    output.stderr(`insights: SIGNATURE_AGENTS: ignoring ${refused.join(', ')} (not https://, nor http:// on loopback)\n`);
  const tally = new Tally();
  const files = await gatherReads(command.positionals, tally, (message) => output.stderr(`${message}\n`), signedReads(signerOrigins));
  const report = buildReport(tally, files);
  let status = files.some(({ failure }) => failure !== undefined) ? 1 : 0;
  try {
    await writeFile(command.values.out, renderHtml(report));
    output.stderr(`insights: wrote ${command.values.out}\n`);
  } catch (error) {
    output.stderr(`insights: cannot write ${command.values.out} (${error instanceof Error ? error.message : String(error)})\n`);
    status = 1;
  }
  output.stdout(renderMarkdown(report));
  return status;
}

/** Why `file` is no log file to read (missing, a folder, a pipe), or undefined when it is one. */
async function notAFile(file: string): Promise<string | undefined> {
  try {
    const found = await stat(file);
    if (found.isDirectory()) return 'is a folder, not a log file';
    return found.isFile() ? undefined : 'is not a regular file: the report reads each file twice, so decompress or copy it first';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `cannot be read (${(error as Error).message})`;
  }
}

const parse = (args: readonly string[]) =>
  parseArgs({
    args: [...args],
    options: { out: { type: 'string', default: 'insights.html' }, help: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });

if (import.meta.main) {
  process.exitCode = await runInsights(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
