// npm run agents:refresh: fetches each address list the operators publish (content/address-lists.ts) from its own address, checks its shape, and rewrites the snapshot (content/agent-address-lists.json), keeping a list that fails or shrinks by more than half as it was.
import { writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { type AddressList, addressLists, type ListSnapshot, listSnapshots } from '../content/address-lists.ts';
import { addressListsSchema, createSchemaValidator } from '../schemas/index.ts';

/** Where the snapshot lives. */
export const snapshotFile = 'content/agent-address-lists.json';

/** The longest list read: the largest published today is a few hundred kilobytes. */
const maxListBytes = 4 * 1024 * 1024;
const fetchTimeoutMs = 20_000;

/** What one list's fetch gave: its body, or why there is none. */
export type Fetched = { readonly body: string } | { readonly failure: string };

/** Fetches one list from its operator's address, bounded in time and size. */
async function fetchList(url: string): Promise<Fetched> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(fetchTimeoutMs),
      headers: { accept: 'application/json, text/html;q=0.5', 'user-agent': 'turno-agents-refresh (+https://github.com)' },
    });
    if (!response.ok) return { failure: `HTTP ${response.status}` };
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxListBytes) return { failure: `larger than ${maxListBytes / 1024 / 1024} MiB` };
    return { body: body.toString('utf8') };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

/** A prefix as the snapshot writes it (an address alone is its own /32 or /128), or undefined for anything else. */
function prefixOf(text: string): string | undefined {
  const [address = '', length, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const bits = length === undefined ? (family === 4 ? 32 : 128) : Number(length);
  return /^\d{1,3}$/.test(String(bits)) && bits <= (family === 4 ? 32 : 128) ? `${address}/${bits}` : undefined;
}

/** What a list's body holds: its prefixes and its own date, or why it is not a list of its shape. */
export type Parsed = { readonly prefixes: readonly string[]; readonly date: string | undefined } | { readonly failure: string };

/** Reads a body in the list's shape. */
export function parseList(shape: AddressList['shape'], body: string): Parsed {
  if (shape === 'html-addresses') {
    const found = body.match(/[0-9a-fA-F:.]{7,45}(?:\/\d{1,3})?/g) ?? [];
    const prefixes = [...new Set(found.map(prefixOf).filter((prefix) => prefix !== undefined))];
    return prefixes.length === 0 ? { failure: 'no addresses on the page' } : { prefixes, date: undefined };
  }
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return { failure: 'not JSON' };
  }
  const { prefixes, creationTime } = (typeof document === 'object' && document !== null ? document : {}) as Record<string, unknown>;
  if (!Array.isArray(prefixes) || prefixes.length === 0) return { failure: 'no "prefixes" array' };
  const parsed: string[] = [];
  for (const entry of prefixes as unknown[]) {
    const { ipv4Prefix, ipv6Prefix } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const prefix = prefixOf(String(ipv4Prefix ?? ipv6Prefix ?? ''));
    if (prefix === undefined) return { failure: `an entry that is no prefix: ${JSON.stringify(entry).slice(0, 80)}` };
    parsed.push(prefix);
  }
  const date = typeof creationTime === 'string' && /^\d{4}-\d{2}-\d{2}/.test(creationTime) ? creationTime.slice(0, 10) : undefined;
  return { prefixes: [...new Set(parsed)], date };
}

/** What became of one list. */
export interface ListOutcome {
  readonly id: string;
  readonly snapshot: ListSnapshot | undefined;
  /** Why the list kept its previous snapshot (or has none), if it did. */
  readonly kept: string | undefined;
}

/** Each list anew from `fetchBody`, or as `previous` holds it when it fails or shrinks by more than half. */
export async function refreshLists(
  previous: Readonly<Record<string, ListSnapshot>>,
  fetchBody: (url: string) => Promise<Fetched>,
  today: string,
): Promise<ListOutcome[]> {
  return Promise.all(
    addressLists.map(async (list): Promise<ListOutcome> => {
      const before = previous[list.id];
      const fetched = await fetchBody(list.url);
      const parsed = 'failure' in fetched ? fetched : parseList(list.shape, fetched.body);
      if ('failure' in parsed) return { id: list.id, snapshot: before, kept: parsed.failure };
      if (before !== undefined && parsed.prefixes.length < before.prefixes.length / 2)
        return { id: list.id, snapshot: before, kept: `it shrank from ${before.prefixes.length} prefixes to ${parsed.prefixes.length}` };
      const dated = parsed.date === undefined ? 'fetched' : 'list';
      return { id: list.id, snapshot: { url: list.url, date: parsed.date ?? today, dated, prefixes: parsed.prefixes }, kept: undefined };
    }),
  );
}

/** The snapshot file's text for `outcomes`, valid against its schema (or an error naming each problem). */
export function snapshotText(outcomes: readonly ListOutcome[]): string {
  const lists = Object.fromEntries(
    outcomes
      .flatMap(({ id, snapshot }): [string, ListSnapshot][] => (snapshot === undefined ? [] : [[id, snapshot]]))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const document = { $schema: '../schemas/agent-address-lists.schema.json', lists };
  const validate = createSchemaValidator().compile(addressListsSchema);
  if (!validate(document)) throw new Error(validate.errors?.map((error) => `${error.instancePath}: ${error.message}`).join('\n'));
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (import.meta.main) {
  const outcomes = await refreshLists(listSnapshots, fetchList, new Date().toISOString().slice(0, 10));
  for (const { id, snapshot, kept } of outcomes) {
    const state = kept === undefined ? `${snapshot?.prefixes.length} prefixes, dated ${snapshot?.date}` : `kept as it was (${kept})`;
    process.stdout.write(`${id}: ${state}\n`);
  }
  await writeFile(snapshotFile, snapshotText(outcomes));
  const failed = outcomes.filter(({ kept }) => kept !== undefined).length;
  process.stdout.write(`agents:refresh: wrote ${snapshotFile}; ${failed} of ${outcomes.length} lists kept as they were\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}
