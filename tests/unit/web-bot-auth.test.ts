// Locks in what a Web Bot Auth signature proves: a good Ed25519 signature by a key the signer's directory proves it holds, covering the authority and the Signature-Agent, within its time with a stated skew; anything else fails, and a check that cannot run is unverified; the directories are fetched only from trusted signers, bounded, and replays fail.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { clockSkewSeconds, directoryKeys, type SignatureClaim, signatureClaim, verifyClaim } from '../../content/web-bot-auth.ts';
import { directoryResponse, newKey, type SigningOptions, signedFields } from '../../scripts/web-bot-auth-signer.ts';
import type { DirectoryFetch } from '../../server/signature-directories.ts';
import { signatureChecks } from '../../server/signatures.ts';
import { attackRuns, attackSeed } from '../helpers/attacks.ts';

const authority = 'turno.example';
const agent = 'https://signer.example';
const key = newKey();
const now = () => Math.floor(Date.now() / 1000);
const request = (fields: Record<string, string>, path = '/en/developers') => ({ method: 'GET', authority, target: path, fields });
const claimOf = (fields: Record<string, string>): Extract<SignatureClaim, { kind: 'claim' }> => {
  const claim = signatureClaim(fields);
  assert.equal(claim.kind, 'claim', JSON.stringify(claim));
  return claim as Extract<SignatureClaim, { kind: 'claim' }>;
};
const keysOf = async (keys = [key], signing = keys) =>
  (await directoryKeys(await directoryResponse(keys, new URL(agent).host, signing), new URL(agent).host, now())) ??
  assert.fail('a key set');

/** The verdict on a request signed with `options` (key, authority and agent by default), checked as it arrived at `authority`. */
async function verdict(options: Partial<SigningOptions> = {}, arrivedAt = authority, at = now()) {
  const fields = await signedFields({ key, agent, authority, path: '/en/developers', ...options });
  return verifyClaim({ ...request(fields), authority: arrivedAt }, claimOf(fields), await keysOf(), at);
}

describe('signatureClaim', () => {
  test('the quoted Signature-Agent ChatGPT sends, and the newer dictionary form, name the same signer', async () => {
    for (const agentAsDictionary of [false, true]) {
      const claim = claimOf(await signedFields({ key, agent, authority, agentAsDictionary }));
      assert.equal(claim.signer, agent);
      assert.equal(claim.keyid, key.keyid);
    }
  });

  test('no signature fields, or a signature of another kind, is no claim; a Signature-Agent with no web-bot-auth signature is malformed', async () => {
    assert.deepEqual(signatureClaim({}), { kind: 'none' });
    assert.deepEqual(signatureClaim({ 'signature-input': 'sig1=("@method");created=1;keyid="k"', signature: 'sig1=:AA==:' }), {
      kind: 'none',
    });
    assert.deepEqual(signatureClaim({ 'signature-input': 'not a dictionary ((' }), { kind: 'none' });
    assert.equal(signatureClaim({ 'signature-agent': '"https://chatgpt.com"' }).kind, 'malformed');
    const fields = await signedFields({ key, agent, authority });
    assert.equal(
      signatureClaim({ ...fields, signature: undefined } as unknown as Record<string, string>).kind,
      'malformed',
      'no Signature',
    );
  });

  test(`generated Signature-Input, Signature and Signature-Agent fields (fast-check seed ${attackSeed}): never a throw, always none, malformed or a claim`, () => {
    const sfish = fc.stringMatching(/^[a-z0-9=;,"():@*.\- ]{0,120}$/);
    const labels = fc.array(fc.tuple(fc.constantFrom('sig1', 'sig2', 'a', 'b'), fc.constantFrom('web-bot-auth', 'other')), {
      maxLength: 2_000,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          sfish,
          fc.string({ maxLength: 400 }),
          labels.map((pairs) => pairs.map(([label, tag]) => `${label}=("@authority");keyid="k";expires=9;tag="${tag}"`).join(', ')),
        ),
        fc.option(fc.oneof(sfish, fc.string({ maxLength: 200 })), { nil: undefined }),
        fc.option(fc.oneof(fc.constant('"https://chatgpt.com"'), fc.constant('sig1="file:///etc/passwd"'), sfish), { nil: undefined }),
        (input, signature, signatureAgent) => {
          const fields = Object.fromEntries(
            Object.entries({ 'signature-input': input, signature, 'signature-agent': signatureAgent }).filter(
              ([, value]) => value !== undefined,
            ),
          ) as Record<string, string>;
          return ['none', 'malformed', 'claim'].includes(signatureClaim(fields).kind);
        },
      ),
      { seed: attackSeed, numRuns: attackRuns(3_000) },
    );
  });
});

describe('verifyClaim', () => {
  test('a good signature by a key the directory proves it holds: signature', async () => {
    assert.equal(await verdict(), 'signature');
  });

  const failures: [string, Partial<SigningOptions>, string?][] = [
    ['signed for another authority', {}, 'elsewhere.example'],
    ['created beyond the skew ahead', { created: now() + clockSkewSeconds + 30 }],
    ['expired beyond the skew', { created: now() - 600, lifetime: 60 }],
    ['covering no @authority', { components: ['signature-agent'] }],
    ['a Signature-Agent sent but not covered', { components: ['@authority'] }],
    ['by a key the directory does not hold', { key: newKey() }],
  ];
  for (const [name, options, arrivedAt] of failures)
    test(`${name}: failed`, async () => assert.equal(await verdict(options, arrivedAt), 'failed'));

  test(`within the stated skew (${clockSkewSeconds} s) a clock ahead or behind still verifies`, async () => {
    assert.equal(await verdict({ created: now() + clockSkewSeconds - 10 }), 'signature');
    assert.equal(await verdict({ created: now() - 90, lifetime: 60 }), 'signature');
  });

  test('a tampered signature fails; a directory that signs nothing proves no key, so the check cannot run', async () => {
    const fields = await signedFields({ key, agent, authority });
    // The signature's first character changed to another (a fixed replacement would leave one that already was it).
    const tampered = {
      ...fields,
      signature: fields.signature?.replace(/:([A-Za-z0-9+/])/, (_, first) => (first === 'A' ? ':B' : ':A')) ?? '',
    };
    assert.equal(await verifyClaim(request(tampered), claimOf(tampered), await keysOf(), now()), 'failed');
    assert.equal(await verifyClaim(request(fields), claimOf(fields), await keysOf([key], []), now()), 'unverified');
  });
});

describe('directoryKeys', () => {
  test('keeps a key only where the response carries a signature by it that verifies; skips other key types; refuses what is no key set', async () => {
    const other = newKey();
    const response = await directoryResponse([key, other], 'signer.example', [key]);
    const withRsa = {
      ...response,
      body: JSON.stringify({ keys: [...JSON.parse(response.body).keys, { kty: 'RSA', n: 'AQAB', e: 'AQAB' }] }),
    };
    const keys = await directoryKeys(withRsa, 'signer.example', now());
    assert.deepEqual([...(keys?.keys.keys() ?? [])], [key.keyid]);
    assert.equal(await directoryKeys({ ...response, body: 'not json' }, 'signer.example', now()), undefined);
    assert.equal(await directoryKeys({ ...response, body: '{"keys":"no"}' }, 'signer.example', now()), undefined);
    const forAnother = await directoryKeys(await directoryResponse([key], 'other.example'), 'signer.example', now());
    assert.equal(forAnother?.keys.size, 0, "a response signed for another host's directory proves nothing here");
  });
});

describe('signature checks against the trusted directories', () => {
  const serving = (served: Map<string, Awaited<ReturnType<typeof directoryResponse>>>, asked: string[]): DirectoryFetch => {
    return async (url) => {
      asked.push(url);
      return served.get(url) ?? { status: 404, fields: [], body: '' };
    };
  };

  test('fetches only trusted signers, once while keys are fresh; a Signature-Agent naming anything else is never fetched and is unverified', async () => {
    const asked: string[] = [];
    const served = new Map([[`${agent}/.well-known/http-message-signatures-directory`, await directoryResponse([key], 'signer.example')]]);
    const checks = signatureChecks([agent], serving(served, asked));
    const signed = async (signer: string) => {
      const fields = await signedFields({ key, agent: signer, authority });
      return (await checks.check(request(fields), signatureClaim(fields) as Exclude<SignatureClaim, { kind: 'none' }>)).verified;
    };
    assert.equal(await signed(agent), 'signature');
    assert.equal(await signed(agent), 'signature');
    for (const hostile of [
      'http://127.0.0.1:9',
      'http://169.254.169.254',
      'http://10.0.0.1',
      'file:///etc/passwd',
      'https://unknown.example',
    ])
      assert.equal(await signed(hostile), 'unverified', hostile);
    assert.deepEqual(asked, [`${agent}/.well-known/http-message-signatures-directory`], 'one fetch, of the trusted signer alone');
  });

  test('10,000 distinct signer names: never a fetch, each unverified', async () => {
    const asked: string[] = [];
    const checks = signatureChecks([agent], serving(new Map(), asked));
    const fields = await signedFields({ key, agent, authority });
    for (let index = 0; index < 10_000; index++) {
      const named = { ...fields, 'signature-agent': `"https://signer-${index}.example"` };
      const outcome = await checks.check(request(named), signatureClaim(named) as Exclude<SignatureClaim, { kind: 'none' }>);
      assert.equal(outcome.verified, 'unverified');
    }
    assert.deepEqual(asked, []);
  });

  test('a nonce seen again within its window is a replay: failed', async () => {
    const served = new Map([[`${agent}/.well-known/http-message-signatures-directory`, await directoryResponse([key], 'signer.example')]]);
    const checks = signatureChecks([agent], serving(served, []));
    const fields = await signedFields({ key, agent, authority, nonce: 'once' });
    const claim = signatureClaim(fields) as Exclude<SignatureClaim, { kind: 'none' }>;
    assert.equal((await checks.check(request(fields), claim)).verified, 'signature');
    assert.equal((await checks.check(request(fields), claim)).verified, 'failed');
  });

  test('a directory unreachable, too slow, too large or not a key set: unverified, and remembered a minute', async (context) => {
    context.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const asked: string[] = [];
    let answer: 'fail' | 'serve' = 'fail';
    const checks = signatureChecks([agent], async (url) => {
      asked.push(url);
      if (answer === 'fail') throw new Error('unreachable');
      return directoryResponse([key], 'signer.example');
    });
    const check = async () => {
      const fields = await signedFields({ key, agent, authority });
      return (await checks.check(request(fields), signatureClaim(fields) as Exclude<SignatureClaim, { kind: 'none' }>)).verified;
    };
    assert.equal(await check(), 'unverified');
    answer = 'serve';
    assert.equal(await check(), 'unverified', 'the failure is remembered');
    assert.equal(asked.length, 1);
    context.mock.timers.tick(61_000);
    assert.equal(await check(), 'signature');
    assert.equal(asked.length, 2);
  });

  test('a signer that rotates its keys: a keyid its cached directory lacks fetches it again, at most once a minute', async (context) => {
    context.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const rotated = newKey();
    let published = [key];
    const asked: string[] = [];
    const checks = signatureChecks([agent], async (url) => {
      asked.push(url);
      return directoryResponse(published, 'signer.example');
    });
    const check = async (signingKey: typeof key) => {
      const fields = await signedFields({ key: signingKey, agent, authority });
      return (await checks.check(request(fields), signatureClaim(fields) as Exclude<SignatureClaim, { kind: 'none' }>)).verified;
    };
    assert.equal(await check(key), 'signature');
    published = [key, rotated];
    assert.equal(await check(rotated), 'failed', 'within the minute the cached directory stands');
    context.mock.timers.tick(61_000);
    assert.equal(await check(rotated), 'signature', 'past it, the unknown keyid fetches the directory again');
    assert.equal(asked.length, 2);
  });
});
