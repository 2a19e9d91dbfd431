// Reads the log files line by line into a tally, counting each request once: a first pass notes the request ids the origins logged, so the second keeps the origin's line of a request the edge logged too, whichever file comes first.
import { type FileHandle, open } from 'node:fs/promises';
import { type LineResult, type Read, readLine } from './read-logs.ts';
import type { Tally } from './tally.ts';

/**
 * The longest line read: a real line is a few hundred bytes (a path is at most the edge's 16 KiB request line);
 * a longer one is skipped as it streams past, so a file with no line ends costs no more memory than this.
 */
export const maxLineBytes = 64 * 1024;

/** What became of one file's lines; every non-empty line is exactly one of `reads`, `merged`, `probes`, `unreadable`. */
export interface FileCounts {
  readonly file: string;
  lines: number;
  reads: number;
  /** Lines of a request already counted from another line (the origin's, or the first of two alike). */
  merged: number;
  /** Health and readiness probes: not reads. */
  probes: number;
  unreadable: number;
  /** Why the file could not be read (to its end), if it could not. */
  failure: string | undefined;
}

/** One line by its number (from 1, as editors count); its text is undefined when it is longer than `maxLineBytes`. */
interface Line {
  readonly number: number;
  readonly text: string | undefined;
}

/**
 * The lines of `size` bytes of a file. Bytes that are not UTF-8 become U+FFFD, as they come: nginx writes a
 * client's non-ASCII bytes into its JSON as they were sent, and such a line is still a read.
 */
async function* linesOf(handle: FileHandle, size: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  let number = 0;
  const take = (piece: Buffer) => {
    if (tooLong || piece.length === 0) return;
    if (length + piece.length > maxLineBytes) {
      parts = [];
      tooLong = true;
      return;
    }
    parts.push(piece);
    length += piece.length;
  };
  const finish = (): Line => {
    number += 1;
    const line = { number, text: tooLong ? undefined : Buffer.concat(parts, length).toString('utf8') };
    parts = [];
    length = 0;
    tooLong = false;
    return line;
  };
  if (size === 0) return;
  for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, autoClose: false }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, end));
      yield finish();
      start = end + 1;
    }
    take(chunk.subarray(start));
  }
  if (length > 0 || tooLong) yield finish();
}

/** Where unreadable lines and files are named, one line each. */
export type Warn = (message: string) => void;

interface OpenFile {
  readonly counts: FileCounts;
  readonly handle: FileHandle;
  /** The size at opening: both passes read these bytes, so a log still being written is read the same twice. */
  readonly size: number;
}

/**
 * Every read of `files`, each request once, added to `tally` once `settle` has decided what the line alone cannot (a
 * signature the edge logged). A request's id is remembered for each distinct id
 * (under 100 bytes each): the one thing kept per request, since any later line may be the same request. A file
 * that cannot be opened or read is named through `warn`, and its counts carry the failure.
 */
export async function gatherReads(
  files: readonly string[],
  tally: Tally,
  warn: Warn,
  settle: (read: Read) => Promise<Read> = async (read) => read,
): Promise<readonly FileCounts[]> {
  const opened: OpenFile[] = [];
  const counts: FileCounts[] = [];
  for (const file of files) {
    const fileCounts: FileCounts = { file, lines: 0, reads: 0, merged: 0, probes: 0, unreadable: 0, failure: undefined };
    counts.push(fileCounts);
    try {
      const handle = await open(file);
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        // A pipe (zcat's, a shell's <(…)) cannot be read twice, and the first pass would leave nothing for the second.
        throw new Error('not a regular file: the report reads each file twice');
      }
      opened.push({ counts: fileCounts, handle, size: stat.size });
    } catch (error) {
      fileCounts.failure = describe(error);
      warn(`${file}: cannot be read (${fileCounts.failure})`);
    }
  }
  try {
    // true once the request is counted; false for a request an origin logged, whose origin line is still to come.
    const requests = new Map<string, boolean>();
    for (const file of opened)
      await eachLine(file, warn, (_, result) => {
        if (result.kind === 'read' && result.read.log === 'origin' && result.read.requestId !== undefined)
          requests.set(result.read.requestId, false);
      });
    for (const file of opened)
      await eachLine(file, warn, async (number, result) => {
        const { counts } = file;
        counts.lines += 1;
        if (result.kind === 'probe') counts.probes += 1;
        else if (result.kind === 'unreadable') {
          counts.unreadable += 1;
          warn(`${counts.file}:${number}: ${result.why}`);
        } else if (isCounted(result.read, requests)) counts.merged += 1;
        else {
          counts.reads += 1;
          tally.add(await settle(result.read));
        }
      });
  } finally {
    await Promise.all(opened.map(({ handle }) => handle.close()));
  }
  return counts;
}

/** Whether the request of `read` is already counted (or is an origin's, to be counted from its origin line); notes it counted if not. */
function isCounted({ log, requestId }: Read, requests: Map<string, boolean>): boolean {
  if (requestId === undefined) return false;
  const counted = requests.get(requestId);
  if (log === 'origin' ? counted === true : counted !== undefined) return true;
  requests.set(requestId, true);
  return false;
}

/** Calls `onLine` with each non-empty line of `file`; a file that fails on the way is named and left out from then on. */
async function eachLine(file: OpenFile, warn: Warn, onLine: (number: number, result: LineResult) => void | Promise<void>): Promise<void> {
  if (file.counts.failure !== undefined) return;
  try {
    for await (const { number, text } of linesOf(file.handle, file.size)) {
      if (text === undefined) await onLine(number, { kind: 'unreadable', why: `longer than ${maxLineBytes / 1024} KiB` });
      else if (text.trim() !== '') await onLine(number, readLine(text));
    }
  } catch (error) {
    file.counts.failure = describe(error);
    warn(`${file.counts.file}: cannot be read to its end (${file.counts.failure})`);
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
