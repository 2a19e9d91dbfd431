// Checks the Web Bot Auth signatures the edge logged, as the origin checks them (content/web-bot-auth.ts), against the key directories of the signers the table and SIGNATURE_AGENTS name: each fetched at most once a run, bounded in time and size, and no other.
import { signersByOrigin } from '../../content/signers.ts';
import {
  clockSkewSeconds,
  directoryFetchTimeoutMs,
  directoryKeys,
  directoryMediaType,
  directoryPath,
  directoryResponse,
  type SignerKeys,
  signatureClaim,
  verifyClaim,
} from '../../content/web-bot-auth.ts';
import type { Read } from './read-logs.ts';

/** Nonces remembered across a run; past this many the oldest are forgotten, so a replay that far apart is not caught. */
const maxNonces = 100_000;
/** Components the edge's line cannot give back (it logs the path without its query): a signature over them is unverified. */
const unlogged = new Set(['@query', '@query-param', '@target-uri', '@request-target']);

/** Fetches one directory: no redirect followed, a deadline, a bounded body; one that fails counts as none. */
async function fetchDirectory(url: string) {
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(directoryFetchTimeoutMs),
    headers: { accept: directoryMediaType },
  });
  return directoryResponse(response);
}

/**
 * The checker of a run's signed lines, trusting the table's signers and `operatorOrigins` (SIGNATURE_AGENTS). A key
 * the directory no longer holds is `unverified`, not `failed`: the line may be older than the signer's last rotation.
 */
export function signedReads(operatorOrigins: readonly string[]) {
  const signerOf = signersByOrigin(operatorOrigins);
  const directories = new Map<string, Promise<SignerKeys | undefined>>();
  const keysOf = (origin: string) => {
    let keys = directories.get(origin);
    if (keys === undefined) {
      keys = fetchDirectory(`${origin}${directoryPath}`)
        .then((response) =>
          response.status === 200 ? directoryKeys(response, new URL(origin).host, Math.floor(Date.now() / 1000)) : undefined,
        )
        .catch(() => undefined);
      directories.set(origin, keys);
    }
    return keys;
  };
  const nonces = new Set<string>();
  /** `read` with its signature's verdict (and, for a good one, its signer as its reader); unchanged when it carries none. */
  return async (read: Read): Promise<Read> => {
    if (read.signed === undefined) return read;
    const claim = signatureClaim(read.signed.fields);
    if (claim.kind === 'none') return read;
    if (claim.kind === 'malformed') return { ...read, verified: 'failed' };
    const signer = claim.signer === undefined ? undefined : signerOf.get(claim.signer);
    const keys = signer === undefined || claim.components.some((name) => unlogged.has(name)) ? undefined : await keysOf(signer.origin);
    if (signer === undefined || keys === undefined || !keys.keys.has(claim.keyid)) return { ...read, verified: 'unverified' };
    // A nonce is remembered once a signature with it verified; a later line carrying it is a replay.
    const nonce = claim.nonce === undefined ? undefined : `${signer.origin} ${claim.nonce} ${claim.expires + clockSkewSeconds}`;
    if (nonce !== undefined && nonces.has(nonce)) return { ...read, verified: 'failed' };
    const verified = await verifyClaim(read.signed, claim, keys, Math.floor(read.time / 1000));
    if (verified !== 'signature') return { ...read, verified };
    if (nonce !== undefined) {
      if (nonces.size >= maxNonces) nonces.delete(nonces.values().next().value ?? '');
      nonces.add(nonce);
    }
    return { ...read, verified, reader: { agentClass: signer.agentClass, agent: signer.agent } };
  };
}
