// Web Bot Auth (draft-ietf-webbotauth-httpsig-protocol): which signer a request's signature names, the keys a signer's directory proves it holds, and whether the signature verifies: pure functions the origin, the insights report and the tests share.
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { component, type FieldOccurrence, type Verifier, verifySignature } from 'http-message-sig';
import { type Dictionary, type InnerList, type Item, parseDictionary, parseItem } from 'structured-headers';

/** The `tag` of a request signature Web Bot Auth defines. */
export const webBotAuthTag = 'web-bot-auth';
/** The `tag` of the signatures a key directory's response carries, one per key, proving the directory holds it. */
export const directoryTag = 'http-message-signatures-directory';
/** Where a signer publishes its keys, under the origin its Signature-Agent names. */
export const directoryPath = '/.well-known/http-message-signatures-directory';
export const directoryMediaType = 'application/http-message-signatures-directory+json';
/**
 * How far two clocks may disagree: a signature created up to this many seconds ahead, or expired this many seconds
 * ago, still counts.
 */
export const clockSkewSeconds = 60;

/** The request fields a claim is read from (lower-case names, as node:http keeps them). */
export type RequestFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What a request claims: nothing (no Web Bot Auth signature), a claim it cannot state (malformed), or one to check. */
export type SignatureClaim =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed'; readonly why: string }
  | {
      readonly kind: 'claim';
      readonly label: string;
      /** The origin the Signature-Agent names (as written, when it is no URL), or undefined when the request names none. */
      readonly signer: string | undefined;
      readonly keyid: string;
      readonly nonce: string | undefined;
      /** Seconds since the epoch. */
      readonly expires: number;
      /** The components the signature covers: derived ones (`@authority`) and request fields (`signature-agent`). */
      readonly components: readonly string[];
    };

const field = (fields: RequestFields, name: string): string | undefined => {
  const value = fields[name];
  return value === undefined ? undefined : typeof value === 'string' ? value : value.join(', ');
};

function dictionaryOf(value: string): Dictionary | undefined {
  try {
    return parseDictionary(value);
  } catch {
    return undefined;
  }
}

/** The origin a Signature-Agent value names for `label`: the quoted string ChatGPT's agent sends, or the newer draft's dictionary. */
function signerOf(value: string | undefined, label: string): string | undefined {
  if (value === undefined) return undefined;
  let named: unknown;
  try {
    named = (parseItem(value) as Item)[0];
  } catch {
    named = dictionaryOf(value)?.get(label)?.[0];
  }
  if (typeof named !== 'string') return value.slice(0, 256);
  try {
    return new URL(named).origin;
  } catch {
    return named.slice(0, 256);
  }
}

/** What the request's Signature-Input, Signature and Signature-Agent fields claim. */
export function signatureClaim(fields: RequestFields): SignatureClaim {
  const input = field(fields, 'signature-input');
  const agent = field(fields, 'signature-agent');
  if (input === undefined && agent === undefined) return { kind: 'none' };
  const inputs = input === undefined ? undefined : dictionaryOf(input);
  const tagged = [...(inputs ?? [])].find(([, member]) => member[1].get('tag') === webBotAuthTag);
  // Without a Signature-Agent, a signature of another kind (or junk) is not a claim this checks.
  if (tagged === undefined) return agent === undefined ? { kind: 'none' } : { kind: 'malformed', why: 'no web-bot-auth signature' };
  const [label, [components, parameters]] = tagged;
  const keyid = parameters.get('keyid');
  const expires = parameters.get('expires');
  const nonce = parameters.get('nonce');
  if (!Array.isArray(components)) return { kind: 'malformed', why: 'Signature-Input is no list of components' };
  if (typeof keyid !== 'string' || typeof expires !== 'number') return { kind: 'malformed', why: 'no keyid or expires' };
  if (field(fields, 'signature') === undefined) return { kind: 'malformed', why: 'no Signature' };
  const covered = (components as InnerList[0]).map(([name]) => name).filter((name): name is string => typeof name === 'string');
  return {
    kind: 'claim',
    label,
    signer: signerOf(agent, label),
    keyid,
    nonce: typeof nonce === 'string' ? nonce : undefined,
    expires,
    components: covered,
  };
}

/** The RFC 7638 thumbprint of an Ed25519 public key in JWK form: what a Web Bot Auth `keyid` names. */
export function ed25519Thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

/** A verifier over one Ed25519 public key, as http-message-sig asks for it. */
const ed25519Verifier = (key: KeyObject): Verifier => ({
  algorithm: 'ed25519',
  verify: (data, signature) => verify(null, data, key, signature),
});

/** A signer's keys, by thumbprint, as its directory's response proves it holds them. */
export interface SignerKeys {
  readonly keys: ReadonlyMap<string, KeyObject>;
  /** Whether the response carried signatures of its own; a directory that signs nothing proves no key either way. */
  readonly signed: boolean;
}

/** A response as the checks read it: its status and fields. */
export interface DirectoryResponse {
  readonly status: number;
  readonly fields: readonly FieldOccurrence[];
  readonly body: string;
}

/** A directory answered later than this counts as none: whoever fetches one (the origin, the report) gives up. */
export const directoryFetchTimeoutMs = 3_000;
/** A directory larger than this is not a key set anyone needs: counts as none. */
export const maxDirectoryBytes = 64 * 1024;

/**
 * A fetched directory's status, fields and body as the checks read them, reading no more than `maxDirectoryBytes` of
 * its body (a larger one throws, its stream cancelled): what the origin's and the report's fetches share.
 */
export async function directoryResponse(response: Response): Promise<DirectoryResponse> {
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
  const fields = [...response.headers].map(([name, value]) => ({ name, value }));
  return { status: response.status, fields, body: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The Ed25519 keys of a directory's response, each kept only if the response carries a signature by it (tag
 * `http-message-signatures-directory`, its thumbprint as keyid, over `"@authority";req`) that verifies, as the directory
 * draft asks; keys of other types are skipped. Undefined when the body is not a key set.
 */
export async function directoryKeys(response: DirectoryResponse, authority: string, now: number): Promise<SignerKeys | undefined> {
  let document: unknown;
  try {
    document = JSON.parse(response.body);
  } catch {
    return undefined;
  }
  const listed = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(listed)) return undefined;
  const candidates = new Map<string, KeyObject>();
  for (const jwk of listed as unknown[]) {
    const { kty, crv, x } = (typeof jwk === 'object' && jwk !== null ? jwk : {}) as Record<string, unknown>;
    if (kty !== 'OKP' || crv !== 'Ed25519' || typeof x !== 'string') continue;
    try {
      candidates.set(ed25519Thumbprint(x), createPublicKey({ key: { kty, crv, x }, format: 'jwk' }));
    } catch {
      // Not a key: skipped, as a key of another type is.
    }
  }
  const input = response.fields.find(({ name }) => name.toLowerCase() === 'signature-input')?.value;
  const labels = [...((input === undefined ? undefined : dictionaryOf(input)) ?? [])]
    .filter(([, member]) => member[1].get('tag') === directoryTag)
    .map(([label, member]) => [label, member[1].get('keyid')] as const);
  const message = {
    kind: 'response' as const,
    status: response.status,
    fields: response.fields,
    request: { kind: 'request' as const, method: 'GET', targetUri: `https://${authority}${directoryPath}`, fields: [] },
  };
  const proven = new Map<string, KeyObject>();
  for (const [label, keyid] of labels) {
    const key = typeof keyid === 'string' ? candidates.get(keyid) : undefined;
    if (key === undefined) continue;
    try {
      await verifySignature(message, {
        label,
        policy: {
          algorithms: ['ed25519'],
          requiredComponents: [component('@authority', { req: true })],
          requiredParameters: ['created', 'expires', 'keyid', 'tag'],
          clockSkew: clockSkewSeconds,
          now,
        },
        resolveVerifier: () => ed25519Verifier(key),
      });
      proven.set(String(keyid), key);
    } catch {
      // A signature that does not verify proves nothing: the key is not kept.
    }
  }
  return { keys: proven, signed: labels.length > 0 };
}

/** A request as a signature covers it: method, authority, the path with its query, and its fields. */
export interface SignedRequest {
  readonly method: string;
  readonly authority: string;
  readonly target: string;
  readonly fields: RequestFields;
}

/** How a signature checked out. */
export type SignatureVerdict = 'signature' | 'failed' | 'unverified';

/**
 * Whether `claim`'s signature of `request` verifies with its signer's `keys` at `now` (seconds): Ed25519 only, `keyid`
 * a key the directory proved, `created` not ahead and `expires` not past beyond `clockSkewSeconds`, covering
 * `@authority` and, when the request sends one, `signature-agent`. `unverified` when the directory proved no key at all.
 */
export async function verifyClaim(
  request: SignedRequest,
  claim: Extract<SignatureClaim, { kind: 'claim' }>,
  keys: SignerKeys,
  now: number,
): Promise<SignatureVerdict> {
  const key = keys.keys.get(claim.keyid);
  if (key === undefined) return keys.signed ? 'failed' : 'unverified';
  const names = new Set(['signature', 'signature-input', ...claim.components.filter((name) => !name.startsWith('@'))]);
  const fields = [...names].flatMap((name) => {
    const value = field(request.fields, name);
    return value === undefined ? [] : [{ name, value }];
  });
  try {
    await verifySignature(
      { kind: 'request', method: request.method, targetUri: `https://${request.authority}${request.target}`, fields },
      {
        label: claim.label,
        policy: {
          algorithms: ['ed25519'],
          requiredComponents: ['@authority', ...(request.fields['signature-agent'] === undefined ? [] : ['signature-agent'])],
          requiredParameters: ['created', 'expires', 'keyid', 'tag'],
          clockSkew: clockSkewSeconds,
          now,
          validate: (signature) => signature.parameters.tag === webBotAuthTag,
        },
        resolveVerifier: () => ed25519Verifier(key),
      },
    );
    return 'signature';
  } catch {
    return 'failed';
  }
}
