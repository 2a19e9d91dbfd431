// The key directories of the Web Bot Auth signers this origin trusts: fetched off the request path, only from the origins the signers' table and SIGNATURE_AGENTS name, bounded in time and size, kept 5 minutes to 24 hours, a failure remembered for a minute.
import { LRUCache } from 'lru-cache';
import {
  type DirectoryResponse,
  directoryFetchTimeoutMs,
  directoryKeys,
  directoryMediaType,
  directoryPath,
  directoryResponse,
  type SignerKeys,
} from '../content/web-bot-auth.ts';

/** What a fetch gives back: the response as the checks read it, or why there is none. */
export type DirectoryFetch = (url: string) => Promise<DirectoryResponse>;

const minKeptMs = 5 * 60_000;
const maxKeptMs = 24 * 60 * 60_000;
/** Kept when the directory states no max-age. */
const defaultKeptMs = 60 * 60_000;
const failureKeptMs = 60_000;
/** A keyid the directory does not hold fetches it again, at most this often: how a signer's new key is learnt. */
const refetchAfterMs = 60_000;
/** Signers cached at once; the origins that may be fetched are few, but their number is the operator's. */
const maxSigners = 64;

/** The keys of the directories of `origins`, each fetched when first needed with `fetchDirectory` (by default the network's). */
export function signatureDirectories(origins: readonly string[], fetchDirectory: DirectoryFetch = fetchBounded) {
  const trusted = new Set(origins);
  // One fetch per signer at a time (lru-cache's fetch): a crowd of signed requests waits on the same one. Each entry
  // is kept as long as its directory says, a failure a minute.
  const cache = new LRUCache<string, { readonly keys: SignerKeys | undefined; readonly fetchedAt: number }>({
    max: maxSigners,
    // Date.now, so that tests' mocked clocks move it.
    perf: Date,
    ttlResolution: 0,
    // A fetch still under way when its signer is forgotten still ends, and its waiters get its answer.
    ignoreFetchAbort: true,
    fetchMethod: async (origin, _stale, { options }) => {
      const fetchedAt = Date.now();
      try {
        const response = await fetchDirectory(`${origin}${directoryPath}`);
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        const keys = await directoryKeys(response, new URL(origin).host, Math.floor(fetchedAt / 1000));
        if (keys === undefined) throw new Error('not a key set');
        options.ttl = keptFor(response.fields);
        return { keys, fetchedAt };
      } catch {
        options.ttl = failureKeptMs;
        return { keys: undefined, fetchedAt };
      }
    },
  });
  return {
    /**
     * The keys `origin`'s directory proves it holds; fetched again when they lack `keyid` and were fetched over a minute
     * ago. Undefined when the directory cannot be had (untrusted, unreachable, too slow, too large, not a key set).
     */
    keysOf: async (origin: string, keyid: string): Promise<SignerKeys | undefined> => {
      if (!trusted.has(origin)) return undefined;
      const entry = cache.peek(origin);
      const lacksKey = entry?.keys !== undefined && !entry.keys.keys.has(keyid) && Date.now() - entry.fetchedAt > refetchAfterMs;
      return (await cache.fetch(origin, { forceRefresh: lacksKey }))?.keys;
    },
  };
}

/** How long a directory is kept: its max-age, held between 5 minutes and 24 hours. */
function keptFor(fields: DirectoryResponse['fields']): number {
  const cacheControl = fields.find(({ name }) => name.toLowerCase() === 'cache-control')?.value ?? '';
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl)?.[1];
  const stated = maxAge === undefined ? defaultKeptMs : Number(maxAge) * 1000;
  return Math.min(maxKeptMs, Math.max(minKeptMs, stated));
}

/** One GET of a directory: no redirect followed, a deadline for the whole exchange, a bounded body. */
async function fetchBounded(url: string): Promise<DirectoryResponse> {
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(directoryFetchTimeoutMs),
    headers: { accept: directoryMediaType },
  });
  return directoryResponse(response);
}
