// Generated attacks (fast-check): JSON-RPC messages of both MCP protocol versions with hostile values in every slot, batches, and arbitrary request heads; shared by the in-process tier and the end-to-end run over real sockets.
import fc from 'fast-check';
import { mcpTools, paths } from '../../content/constants.ts';
import { legacyVersion, modernVersion } from './mcp.ts';

/**
 * The seed every property uses: fixed, so a run is reproducible in CI and a failure can be replayed; another is
 * tried with FAST_CHECK_SEED. fast-check prints the seed and the shrunk counterexample when a property fails.
 */
export const attackSeed = Number(process.env.FAST_CHECK_SEED ?? 20_261_125);

/** How many cases a property runs: `base`, scaled by FAST_CHECK_RUNS_SCALE (a few thousand before a change to server/ lands). */
export function attackRuns(base: number): number {
  return Math.max(1, Math.round(base * Number(process.env.FAST_CHECK_RUNS_SCALE ?? 1)));
}

/** A JSON text, written by hand so it can hold what JSON.stringify never writes (-0, 1e400, duplicate keys). */
export type JsonText = string;

/** Strings a parser, a key builder or a logger may choke on. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', '\u0000', '\u2028\u2029', '%00', '\u0024{x}', '../../etc/passwd'),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', ''),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

/** Numbers as JSON spells them, including what JavaScript turns into something else (-0, Infinity, lost precision). */
const numberText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
  fc.constantFrom('-0', '0.0', '1e400', '-1e400', '1e-400', '9007199254740993', '123456789012345678901234567890', '-0.0e-0', '1E+2'),
);

/** Any JSON value up to a small depth, wide or long where it counts. */
const jsonText: fc.Arbitrary<JsonText> = fc.letrec<{ value: JsonText }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false'),
    numberText,
    hostileString.map((text) => JSON.stringify(text)),
    fc.array(tie('value'), { maxLength: 8 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(hostileString, tie('value')), { maxLength: 8 })
      .map((members) => `{${members.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
    // Wide: many members or items in one container.
    fc.integer({ min: 200, max: 3_000 }).map((width) => `[${Array.from({ length: width }, (_, i) => i).join(',')}]`),
  ),
})).value;

/** A value nested `depth` levels deep, of arrays or of objects, around `inner`. */
function nested(depth: number, shape: 'array' | 'object', inner: JsonText): JsonText {
  return shape === 'array' ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

/** The depths the no-5xx issue names (64, 1,000, 5,000, 12,000) and anything from 1 to 12,000. */
export const hostileDepths = [64, 1_000, 5_000, 12_000] as const;

/** A deeply nested value. */
const deepValue = fc
  .tuple(fc.oneof(fc.constantFrom(...hostileDepths), fc.integer({ min: 1, max: 12_000 })), fc.constantFrom('array', 'object'), jsonText)
  .map(([depth, shape, inner]) => nested(depth, shape as 'array' | 'object', inner));

/** What a slot of a message holds: usually what a client would send there, often anything at all, sometimes deeply nested. */
function slot(usual: fc.Arbitrary<JsonText>): fc.Arbitrary<JsonText> {
  return fc.oneof({ weight: 3, arbitrary: usual }, { weight: 2, arbitrary: jsonText }, { weight: 1, arbitrary: deepValue });
}

const methods = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/read',
  'resources/templates/list',
  'prompts/list',
  'server/discover',
  'subscriptions/listen',
  'notifications/initialized',
  'completion/complete',
] as const;

const methodText = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...methods) }, { weight: 1, arbitrary: hostileString });

/** The 2026-07-28 envelope in `_meta`, or something else in its place. */
const envelopeText = slot(
  fc.constant(
    JSON.stringify({
      'io.modelcontextprotocol/protocolVersion': modernVersion,
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'attack', version: '1.0.0' },
    }),
  ),
);

/** A message's params: the slots real messages use (name, arguments, uri, cursor, _meta, protocolVersion), each hostile at times. */
const paramsText = fc
  .record(
    {
      name: slot(fc.constantFrom(...Object.values(mcpTools)).map((name) => JSON.stringify(name))),
      arguments: slot(fc.constant('{}')),
      uri: slot(fc.constantFrom(paths.openapi, paths.agentSkill, '/nothing').map((path) => JSON.stringify(`http://localhost:3000${path}`))),
      cursor: slot(fc.constant('"0"')),
      _meta: envelopeText,
      protocolVersion: slot(
        fc.constantFrom(legacyVersion, modernVersion, '2025-03-26', '1999-01-01').map((version) => JSON.stringify(version)),
      ),
      capabilities: slot(fc.constant('{}')),
    },
    { requiredKeys: [] },
  )
  .map((params) => `{${Object.entries(params).map(([key, value]) => `${JSON.stringify(key)}:${value}`)}}`);

/** One JSON-RPC message, members in any order, any of them missing or duplicated, each slot hostile at times. */
const messageText: fc.Arbitrary<JsonText> = fc
  .record(
    {
      jsonrpc: slot(fc.constant('"2.0"')),
      id: slot(
        fc.oneof(
          fc.integer().map(String),
          fc.string({ maxLength: 12 }).map((id) => JSON.stringify(id)),
        ),
      ),
      method: methodText.map((method) => JSON.stringify(method)),
      params: fc.oneof({ weight: 4, arbitrary: paramsText }, { weight: 1, arbitrary: slot(fc.constant('{}')) }),
      duplicate: fc.option(fc.tuple(fc.constantFrom('id', 'method', 'params', '__proto__'), jsonText), { nil: undefined }),
    },
    { requiredKeys: ['method'] },
  )
  .chain(({ duplicate, ...members }) =>
    fc.shuffledSubarray(Object.entries(members), { minLength: Object.keys(members).length }).map((entries) => {
      const all = duplicate === undefined ? entries : [...entries, duplicate];
      return `{${all.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
    }),
  );

/** What one POST to /mcp carries. */
export interface McpAttack {
  readonly headers: Record<string, string>;
  readonly body: string | Buffer;
}

/** The headers of either protocol version, each sometimes missing or hostile. */
const mcpHeaders = fc.record(
  {
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/json-seq', '') },
    ),
    accept: fc.constantFrom('application/json, text/event-stream', '*/*', 'text/event-stream', 'application/json;q=0', 'text/html'),
    'mcp-protocol-version': fc.oneof(
      fc.constantFrom(legacyVersion, modernVersion, '2025-03-26', '2025-06-18'),
      fc.string({ maxLength: 12 }),
    ),
    'mcp-method': fc.oneof(fc.constantFrom(...methods), fc.string({ unit: 'binary-ascii', maxLength: 20 })),
    'mcp-name': fc.oneof(fc.constantFrom(...Object.values(mcpTools)), fc.string({ unit: 'binary-ascii', maxLength: 20 })),
    'mcp-session-id': fc.string({ unit: 'binary-ascii', maxLength: 20 }),
    'last-event-id': fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  },
  { requiredKeys: ['content-type'] },
);

/** Bytes that are not UTF-8, spliced into a body at times. */
const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff]),
  Buffer.from([0xc3]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
);

/** A POST to /mcp: one message or a batch (0 to 12 entries), headers of either protocol version, now and then bytes that are not UTF-8. */
export const mcpAttack: fc.Arbitrary<McpAttack> = fc
  .tuple(
    mcpHeaders,
    fc.oneof(
      { weight: 4, arbitrary: messageText },
      { weight: 1, arbitrary: fc.array(messageText, { maxLength: 12 }).map((batch) => `[${batch.join(',')}]`) },
    ),
    fc.option(fc.tuple(invalidUtf8, fc.nat()), { nil: undefined, freq: 10 }),
  )
  .map(([headers, text, splice]) => {
    const cleanHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerSafe(value)]));
    if (splice === undefined) return { headers: cleanHeaders, body: text };
    const bytes = Buffer.from(text);
    const at = splice[1] % (bytes.length + 1);
    return { headers: cleanHeaders, body: Buffer.concat([bytes.subarray(0, at), splice[0], bytes.subarray(at)]) };
  });

/** What a request head carries: a method, a target and header fields, some of them repeated. */
export interface HeadAttack {
  readonly method: string;
  readonly target: string;
  /** Field names and values in order; a name may repeat. */
  readonly fields: readonly (readonly [string, string])[];
}

/** A token (RFC 9110 §5.6.2): what a field name or a method may be made of. */
const token = fc.string({
  unit: fc.constantFrom(..."!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
  minLength: 1,
  maxLength: 16,
});

/** A field value Node's parser lets through: visible ASCII, spaces and tabs inside, obs-text (bytes 0x80–0xFF). */
const fieldValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(...' \t!"#%&()*,-./09:;<=>?@AZ[\\]^_`az{|}~'), maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 10 }),
  fc.constantFrom('*/*', 'text/markdown', 'text/html;q=0', 'br;q=1, gzip;q=0.5', '"x", W/"y"', '*', 'a'.repeat(4_000), 'q=abc, */*;q=-1'),
  // Near misses of what the readers' checks parse: a crawler's claim, an assistant's Referer, Web Bot Auth's fields.
  fc.constantFrom(
    'GPTBot/1.3; +https://openai.com/gptbot',
    'https://chatgpt.com/?utm_source=chatgpt.com',
    '"https://chatgpt.com"',
    'agent1="http://169.254.169.254"',
    'sig1=("@authority" "signature-agent");created=1;expires=99999999999;keyid="x";nonce="n";tag="web-bot-auth"',
    'sig1=:AAAA:, sig1=:BBBB:',
    `sig1=(${'"@authority" '.repeat(300)});tag="web-bot-auth"`,
  ),
);

/** The fields whose parsing the origin relies on, most often. */
const knownFieldName = fc.constantFrom(
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'x-forwarded-for',
  'x-forwarded-host',
  'forwarded',
  'content-type',
  'content-length',
  'origin',
  'access-control-request-headers',
  'mcp-protocol-version',
  'cookie',
  'range',
  // What a read is classed, verified and attributed by.
  'user-agent',
  'referer',
  'signature',
  'signature-input',
  'signature-agent',
);

/** Every path the origin owns, and their near misses. */
const knownTargets = [
  paths.home,
  paths.product,
  paths.permissions,
  paths.sampleWeek,
  paths.openapi,
  paths.developers,
  paths.developersMarkdown,
  paths.apiReference,
  paths.llms,
  paths.mcp,
  paths.mcpServerCard,
  paths.health,
  paths.readiness,
  '/en/developers/',
  '/API/public/product',
  '//api/public/product',
  '/api/public/%E0%A4%A',
  '/%',
  '/nope',
];

const target = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...knownTargets) },
      // An origin-form target is never empty (RFC 9112 §3.2.1).
      { weight: 1, arbitrary: fc.webPath().map((path) => (path === '' ? '/' : path)) },
    ),
    fc.option(fc.oneof(fc.webQueryParameters(), fc.constantFrom('a[b]=c', '%zz', '?', '#frag')), { nil: undefined }),
  )
  .map(([path, query]) => (query === undefined ? path : `${path}?${query}`));

/** A request head: any method, a known or arbitrary target, fields known and unknown, sometimes repeated. */
export const headAttack: fc.Arbitrary<HeadAttack> = fc.record({
  method: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH') },
    { weight: 1, arbitrary: token },
  ),
  target,
  fields: fc.array(fc.tuple(fc.oneof(knownFieldName, token), fieldValue), { maxLength: 8 }),
});

/**
 * A header value as a field value may be written (RFC 9110 §5.5): no control characters but HTAB, which no parser
 * lets through and Node's client refuses to send, and no leading or trailing blanks.
 */
export function headerSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '').trim();
}
