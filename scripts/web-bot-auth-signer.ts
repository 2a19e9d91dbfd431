// A Web Bot Auth signer for the tests and the bench: an Ed25519 key, requests signed as the ChatGPT agent signs them, and the key directory a signer serves, its response signed by each key as the directory draft asks.
import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { component, createSignature, type FieldOccurrence } from 'http-message-sig';
import { directoryMediaType, directoryPath, directoryTag, ed25519Thumbprint, webBotAuthTag } from '../content/web-bot-auth.ts';

/** One signing key, with its public half as a JWK and its thumbprint (the keyid). */
export interface TestKey {
  readonly privateKey: KeyObject;
  readonly jwk: { readonly kty: 'OKP'; readonly crv: 'Ed25519'; readonly x: string };
  readonly keyid: string;
}

export function newKey(): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const { x = '' } = publicKey.export({ format: 'jwk' });
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x }, keyid: ed25519Thumbprint(x) };
}

const signerOf = (key: TestKey) => ({ algorithm: 'ed25519', sign: (data: Uint8Array) => sign(null, data, key.privateKey) });

/** What a signed request carries, and how it was signed. */
export interface SigningOptions {
  readonly key: TestKey;
  /** The origin the Signature-Agent names, as a quoted string (`"https://chatgpt.com"`); undefined sends none. */
  readonly agent?: string;
  /** The dictionary form of the newer draft (`sig1="https://…"`) instead of the quoted string. */
  readonly agentAsDictionary?: boolean;
  readonly authority: string;
  readonly method?: string;
  readonly path?: string;
  /** Seconds since the epoch; now by default. */
  readonly created?: number;
  /** Seconds after `created`; 60 by default. */
  readonly lifetime?: number;
  readonly nonce?: string;
  readonly components?: readonly string[];
  readonly tag?: string;
  readonly label?: string;
}

/** The Signature, Signature-Input and Signature-Agent fields of a request signed as `options` say. */
export async function signedFields(options: SigningOptions): Promise<Record<string, string>> {
  const label = options.label ?? 'sig1';
  const agentField =
    options.agent === undefined
      ? {}
      : { 'signature-agent': options.agentAsDictionary ? `${label}="${options.agent}"` : `"${options.agent}"` };
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const fields: FieldOccurrence[] = Object.entries(agentField).map(([name, value]) => ({ name, value }));
  const signature = await createSignature(
    { kind: 'request', method: options.method ?? 'GET', targetUri: `https://${options.authority}${options.path ?? '/'}`, fields },
    {
      label,
      components: options.components ?? ['@authority', ...(options.agent === undefined ? [] : ['signature-agent'])],
      parameters: {
        created,
        expires: created + (options.lifetime ?? 60),
        keyid: options.key.keyid,
        nonce: options.nonce ?? randomBytes(32).toString('base64url'),
        tag: options.tag ?? webBotAuthTag,
      },
      signer: signerOf(options.key),
    },
  );
  return { ...agentField, signature: signature.signature, 'signature-input': signature.signatureInput };
}

/** A signer's directory response: its keys as a JWK set, signed by each of `signingKeys` (by default all of them). */
export async function directoryResponse(
  keys: readonly TestKey[],
  authority: string,
  signingKeys: readonly TestKey[] = keys,
): Promise<{ status: number; fields: FieldOccurrence[]; body: string }> {
  const body = JSON.stringify({ keys: keys.map((key) => ({ ...key.jwk, kid: key.keyid, use: 'sig' })) });
  const created = Math.floor(Date.now() / 1000);
  const request = {
    kind: 'request' as const,
    method: 'GET',
    targetUri: `https://${authority}${directoryPath}`,
    fields: [],
  };
  const signatures: string[] = [];
  const inputs: string[] = [];
  for (const [index, key] of signingKeys.entries()) {
    const signed = await createSignature(
      { kind: 'response', status: 200, fields: [], request },
      {
        label: `binding${index}`,
        components: [component('@authority', { req: true })],
        parameters: { created, expires: created + 300, keyid: key.keyid, tag: directoryTag },
        signer: signerOf(key),
      },
    );
    signatures.push(signed.signature);
    inputs.push(signed.signatureInput);
  }
  const fields: FieldOccurrence[] = [
    { name: 'content-type', value: directoryMediaType },
    { name: 'cache-control', value: 'max-age=86400' },
    ...(signatures.length === 0
      ? []
      : [
          { name: 'signature', value: signatures.join(', ') },
          { name: 'signature-input', value: inputs.join(', ') },
        ]),
  ];
  return { status: 200, fields, body };
}
