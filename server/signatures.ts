// Checks a read's Web Bot Auth signature once the read is answered: its signer's keys from the trusted directories, a nonce seen again within its window a replay, and a bounded number of checks at once.
import { LRUCache } from 'lru-cache';
import { type Signer, signersByOrigin } from '../content/signers.ts';
import { clockSkewSeconds, type SignatureClaim, type SignatureVerdict, type SignedRequest, verifyClaim } from '../content/web-bot-auth.ts';
import { type DirectoryFetch, signatureDirectories } from './signature-directories.ts';

/** Checks in progress at once; past it a signed read counts `unverified` rather than wait in a queue without end. */
const maxPending = 1_000;
/** Nonces remembered; each is forgotten once its signature has expired, past which a replay fails on its own. */
const maxNonces = 100_000;

/**
 * The checker of signed reads against the directories of the table's signers and of `operatorOrigins`, fetched with
 * `fetchDirectory` (by default the network's), and of no other origin.
 */
export function signatureChecks(operatorOrigins: readonly string[], fetchDirectory?: DirectoryFetch) {
  const signerOf = signersByOrigin(operatorOrigins);
  const directories = signatureDirectories([...signerOf.keys()], fetchDirectory);
  const nonces = new LRUCache<string, true>({ max: maxNonces, ttl: clockSkewSeconds * 1000, ttlAutopurge: false });
  let pending = 0;
  /** What a check decided: the verdict, and for a good signature the signer it proves. */
  const outcome = (verified: SignatureVerdict, signer?: Signer) => ({ verified, signer });
  return {
    /** The verdict on `claim`, a claim `request` makes: `signature` only for a good signature by a trusted signer, never replayed. */
    async check(request: SignedRequest, claim: Exclude<SignatureClaim, { kind: 'none' }>) {
      if (claim.kind === 'malformed') return outcome('failed');
      const signer = claim.signer === undefined ? undefined : signerOf.get(claim.signer);
      // A signer no table names is never fetched: the request does not choose what this origin fetches.
      if (signer === undefined || pending >= maxPending) return outcome('unverified');
      pending += 1;
      try {
        const keys = await directories.keysOf(signer.origin, claim.keyid);
        if (keys === undefined) return outcome('unverified');
        // A nonce is remembered only once a signature with it verified: any later request carrying it is a replay,
        // refused before the signature costs a verification.
        const nonce = claim.nonce === undefined ? undefined : `${signer.origin} ${claim.nonce}`;
        if (nonce !== undefined && nonces.has(nonce)) return outcome('failed');
        const nowMs = Date.now();
        const verified = await verifyClaim(request, claim, keys, Math.floor(nowMs / 1000));
        if (verified !== 'signature') return outcome(verified);
        if (nonce !== undefined) nonces.set(nonce, true, { ttl: Math.max(1, (claim.expires + clockSkewSeconds) * 1000 - nowMs) });
        return outcome('signature', signer);
      } finally {
        pending -= 1;
      }
    },
  };
}

export type SignatureChecks = ReturnType<typeof signatureChecks>;
