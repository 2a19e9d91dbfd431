// The key directories of the Web Bot Auth signers this origin trusts: fetched off the request path, only from the origins the signers' table and SIGNATURE_AGENTS name, bounded in time and size, kept 5 minutes to 24 hours, a failure remembered for a minute.
import { LRUCache } from 'lru-cache';
import { directoryKeys, directoryMediaType, directoryPath, type SignerKeys } from '../content/web-bot-auth.ts';

/** What a fetch gives back: the response as the checks read it, or why there is none. */
export type DirectoryFetch = (url: string) => Promise<{ status: number; fields: { name: string; value: string }[]; body: string }>;

/** A directory answered later than this is given up for the minute. */
const fetchTimeoutMs = 3_000;
/** A directory larger than this is not a key set anyone needs: given up. */
export const maxDirectoryBytes = 64 * 1024;
const minKeptMs = 5 * 60_000;
const maxKeptMs = 24 * 60 * 60_000;
/** Kept when the directory states no max-age. */
const defaultKeptMs = 60 * 60_000;
const failureKeptMs = 60_000;
/** A keyid the directory does not hold fetches it again, at most this often: how a signer's new key is learnt. */
const refetchAfterMs = 60_000;
/** Signers cached at once; the origins that may be fetched are few, but their number is the operator's. */
const maxSigners = 64;

interface Entry {
  readonly keys: SignerKeys | undefined;
  readonly fetchedAt: number;
  readonly until: number;
}

/** The keys of each trusted signer's directory, fetched when first needed. */
export interface SignatureDirectories {
  /** Whether `origin` is one this origin may fetch: never any other. */
  trusts(origin: string): boolean;
  /**
   * The keys `origin`'s directory proves it holds; fetched again when they lack `keyid` and were fetched over a minute
   * ago. Undefined when the directory cannot be had (untrusted, unreachable, too slow, too large, not a key set).
   */
  keysOf(origin: string, keyid: string): Promise<SignerKeys | undefined>;
}

/** The directories of `origins`, fetched with `fetchDirectory` (by default the network's) and timed by `now`. */
export function signatureDirectories(
  origins: readonly string[],
  fetchDirectory: DirectoryFetch = fetchBounded,
  now: () => number = Date.now,
): SignatureDirectories {
  const trusted = new Set(origins);
  const cache = new LRUCache<string, Entry>({ max: maxSigners });
  const inFlight = new Map<string, Promise<Entry>>();
  const fetchEntry = async (origin: string): Promise<Entry> => {
    const fetchedAt = now();
    try {
      const response = await fetchDirectory(`${origin}${directoryPath}`);
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const keys = await directoryKeys(response, new URL(origin).host, Math.floor(fetchedAt / 1000));
      if (keys === undefined) throw new Error('not a key set');
      return { keys, fetchedAt, until: fetchedAt + keptFor(response.fields) };
    } catch {
      return { keys: undefined, fetchedAt, until: fetchedAt + failureKeptMs };
    }
  };
  /** One fetch per signer at a time: a crowd of signed requests waits on the same one. */
  const refresh = (origin: string): Promise<Entry> => {
    let pending = inFlight.get(origin);
    if (pending === undefined) {
      pending = fetchEntry(origin).then((entry) => {
        cache.set(origin, entry);
        inFlight.delete(origin);
        return entry;
      });
      inFlight.set(origin, pending);
    }
    return pending;
  };
  return {
    trusts: (origin) => trusted.has(origin),
    keysOf: async (origin, keyid) => {
      if (!trusted.has(origin)) return undefined;
      const entry = cache.get(origin);
      const current = now();
      const stale = entry === undefined || entry.until <= current;
      const lacksKey = entry?.keys !== undefined && !entry.keys.keys.has(keyid) && current - entry.fetchedAt > refetchAfterMs;
      return (stale || lacksKey ? await refresh(origin) : entry).keys;
    },
  };
}

/** How long a directory is kept: its max-age, held between 5 minutes and 24 hours. */
function keptFor(fields: readonly { name: string; value: string }[]): number {
  const cacheControl = fields.find(({ name }) => name.toLowerCase() === 'cache-control')?.value ?? '';
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl)?.[1];
  const stated = maxAge === undefined ? defaultKeptMs : Number(maxAge) * 1000;
  return Math.min(maxKeptMs, Math.max(minKeptMs, stated));
}

/** One GET of a directory: no redirect followed, `fetchTimeoutMs` for the whole exchange, `maxDirectoryBytes` of body. */
async function fetchBounded(url: string): ReturnType<DirectoryFetch> {
  const signal = AbortSignal.timeout(fetchTimeoutMs);
  const response = await fetch(url, { redirect: 'error', signal, headers: { accept: directoryMediaType } });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > maxDirectoryBytes) {
      await response.body?.cancel();
      throw new Error(`larger than ${maxDirectoryBytes} bytes`);
    }
    chunks.push(chunk);
  }
  const fields: { name: string; value: string }[] = [];
  for (const [name, value] of response.headers) fields.push({ name, value });
  return { status: response.status, fields, body: Buffer.concat(chunks).toString('utf8') };
}
