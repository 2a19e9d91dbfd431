// Locks in that the MCP answer cache changes nothing a client sees: every request of a corpus of both protocol versions, with every id spelling, gets the same status, header fields and bytes with it as without it, mostly from the cache; its bounds (entries, bytes, the doorkeeper) hold against floods of distinct bodies.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Response } from 'light-my-request';
import { mcpTools } from '../../../content/constants.ts';
import { mcpResourceList } from '../../../content/mcp.ts';
import { loadConfig } from '../../../server/config.ts';
import { AnswerCache, type CacheableRequest, type SdkAnswer } from '../../../server/mcp/answer-cache.ts';
import { type InProcessOrigin, inProcessForFile, inProcessOrigin } from '../../helpers/in-process.ts';
import { envelope, legacyVersion, modernVersion } from '../../helpers/mcp.ts';
import { samplesIn, total } from '../../helpers/metrics.ts';

interface Exchange {
  readonly status: number;
  /** Every header field as written, in order, but those that differ per request (Date, the client's rate-limit state). */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

const perRequestFields = new Set(['date', 'ratelimit']);

/**
 * What the client would read of `response`: the head node:http wrote (its `_header`, the bytes a socket would carry,
 * in order and with the names as written) and the body.
 */
function exchange(response: Response): Exchange {
  const head = (response.raw.res as typeof response.raw.res & { readonly _header: string })._header;
  const fields = head
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '' && !perRequestFields.has(line.slice(0, line.indexOf(':')).toLowerCase()));
  return { status: response.statusCode, headers: fields, body: response.rawPayload };
}

const post = async (origin: InProcessOrigin, headers: Record<string, string>, body: string): Promise<Exchange> =>
  exchange(await origin.mcp({ headers, body }));

/** A request of the corpus: headers, and its body with `ID` standing for the id's JSON text. */
interface Case {
  readonly name: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const json = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const legacyHeaders = { ...json, 'MCP-Protocol-Version': legacyVersion };
const idMark = '"__ID__"';
const withId = (message: Record<string, unknown>, spacing?: number) =>
  JSON.stringify({ jsonrpc: '2.0', id: '__ID__', ...message }, null, spacing);

const legacy = (name: string, message: Record<string, unknown>, headers: Record<string, string> = legacyHeaders): Case => ({
  name: `2025 versions: ${name}`,
  headers,
  body: withId(message),
});
const modern = (name: string, method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): Case => {
  const target = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return {
    name: `2026-07-28: ${name}`,
    headers: {
      ...json,
      'MCP-Protocol-Version': modernVersion,
      'Mcp-Method': method,
      ...(target === undefined ? {} : { 'Mcp-Name': target }),
      ...headers,
    },
    body: withId({ method, params: { ...params, _meta: envelope } }),
  };
};

const resourceUris = mcpResourceList.map((resource) => `${loadConfig({}).publicBaseUrl}${resource.path}`);
const toolNames = Object.values(mcpTools);
const initializeParams = (protocolVersion: string) => ({
  protocolVersion,
  capabilities: {},
  clientInfo: { name: 'cache-test', version: '1.0.0' },
});

const corpus: Case[] = [
  legacy('initialize', { method: 'initialize', params: initializeParams(legacyVersion) }, json),
  legacy('initialize 2025-03-26', { method: 'initialize', params: initializeParams('2025-03-26') }, json),
  legacy('initialize with an unknown version', { method: 'initialize', params: initializeParams('1999-01-01') }, json),
  legacy('ping', { method: 'ping' }),
  legacy('ping without a version header', { method: 'ping' }, json),
  legacy('tools/list', { method: 'tools/list' }),
  legacy('tools/list, spaced differently', { method: 'tools/list', params: {} }),
  ...toolNames.map((tool) => legacy(`tools/call ${tool}`, { method: 'tools/call', params: { name: tool, arguments: {} } })),
  legacy('tools/call, an unknown tool', { method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } }),
  legacy('tools/call with unexpected arguments', { method: 'tools/call', params: { name: mcpTools.productInfo, arguments: { x: 1 } } }),
  legacy('resources/list', { method: 'resources/list' }),
  legacy('resources/templates/list', { method: 'resources/templates/list' }),
  ...resourceUris.map((uri) => legacy(`resources/read ${uri}`, { method: 'resources/read', params: { uri } })),
  legacy('resources/read, an unknown resource', { method: 'resources/read', params: { uri: 'http://localhost:3000/nothing' } }),
  legacy('prompts/list', { method: 'prompts/list' }),
  legacy('an unknown method', { method: 'no/such/method' }),
  legacy('params before method', { params: { name: mcpTools.productInfo, arguments: {} }, method: 'tools/call' }),
  legacy('a bad version header', { method: 'tools/list' }, { ...json, 'MCP-Protocol-Version': '2024-01-01' }),
  {
    name: '2025 versions: a batch',
    headers: { ...json, 'MCP-Protocol-Version': '2025-03-26' },
    body: `[${withId({ method: 'ping' })},${withId({ method: 'tools/list' })}]`,
  },
  {
    name: '2025 versions: a notification',
    headers: legacyHeaders,
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  },
  modern('server/discover', 'server/discover'),
  modern('ping', 'ping'),
  modern('tools/list', 'tools/list'),
  ...toolNames.map((tool) => modern(`tools/call ${tool}`, 'tools/call', { name: tool, arguments: {} })),
  modern('tools/call, an unknown tool', 'tools/call', { name: 'no_such_tool', arguments: {} }),
  modern('resources/list', 'resources/list'),
  ...resourceUris.map((uri) => modern(`resources/read ${uri}`, 'resources/read', { uri })),
  modern('resources/read, an unknown resource', 'resources/read', { uri: 'http://localhost:3000/nothing' }),
  modern('Mcp-Method disagreeing with the body', 'tools/list', {}, { 'Mcp-Method': 'ping' }),
  modern('an unanswered version', 'tools/list', {}, { 'MCP-Protocol-Version': '2027-01-01' }),
  modern('subscriptions/listen', 'subscriptions/listen'),
];

/** Id spellings: numbers, strings, large and unsafe values, negative, zero, escapes; some the SDK refuses. */
const ids = [
  '1',
  '0',
  '-7',
  '-0',
  '9007199254740991',
  '12345678901234567890',
  '1e3',
  '1.5',
  'null',
  '"abc"',
  '""',
  '"a\\"b\\u00e9\\n"',
  '"é😀"',
];

const send = (origin: InProcessOrigin, each: Case, id: string, spacing = false) =>
  post(origin, each.headers, (spacing ? each.body.replace(/,/g, ', ') : each.body).replace(idMark, id));

describe('the answer cache changes no byte', () => {
  const withCacheOrigin = inProcessForFile({ rateLimitMcpPerMinute: 1_000_000 });
  const withoutCacheOrigin = inProcessForFile({ rateLimitMcpPerMinute: 1_000_000, mcpCacheMaxEntries: 0 });

  test('every request of the corpus, with every id: the same status, header fields and body with the cache as without', async () => {
    const [cached, plain] = await Promise.all([withCacheOrigin(), withoutCacheOrigin()]);
    // Twice each with other ids (a key is admitted on its second miss), so the comparison below is served from the cache.
    for (const each of corpus) for (const id of ['42', '"warm"']) await send(cached, each, id);
    const lookups = async (origin: InProcessOrigin, outcome: string) =>
      total(await samplesIn(origin.metrics), 'turno_mcp_answer_cache_total', `outcome="${outcome}"`);
    const hitsBefore = await lookups(cached, 'hit');
    let compared = 0;
    for (const each of corpus) {
      for (const id of ids) {
        // Spacing differently must hit the same entry; two ids prove it, the others need not repeat it.
        for (const spacing of id === '1' || id === '"abc"' ? [false, true] : [false]) {
          const [withCache, without] = [await send(cached, each, id, spacing), await send(plain, each, id, spacing)];
          const label = `${each.name}, id ${id}${spacing ? ', spaced' : ''}`;
          assert.equal(withCache.status, without.status, label);
          assert.deepEqual(withCache.headers, without.headers, label);
          assert.ok(withCache.body.equals(without.body), `${label}\n${withCache.body}\n${without.body}`);
          compared++;
        }
      }
    }
    const hits = (await lookups(cached, 'hit')) - hitsBefore;
    assert.equal(compared, corpus.length * (ids.length + 2));
    // Every success with a string or safe-integer id is a hit: far more than half of what was compared.
    assert.ok(hits > compared / 3, `hits ${hits} of ${compared}`);
    assert.ok((await lookups(cached, 'bypass')) > 0, 'batches, notifications and other ids bypass the cache');
    assert.equal(await lookups(plain, 'hit'), 0, 'the origin without a cache never hits');
  });
});

describe('the bounds of the answer cache', () => {
  /** A success as the SDK serialises it, `size` bytes of result, for the request with `idText`. */
  const success = (idText: string, size = 100) => {
    const body = Buffer.from(`{"result":{"text":"${'x'.repeat(size)}"},"jsonrpc":"2.0","id":${idText}}`);
    return { status: 200, headers: { 'content-length': String(body.length), 'content-type': 'application/json' }, body };
  };
  const request = (key: string): CacheableRequest => ({ key, idText: '1' });
  /** A miss of `key` as the endpoint handles it: the SDK's answer offered when the doorkeeper lets it through. */
  const miss = (cache: AnswerCache, key: string, answer: SdkAnswer = success('1')) => {
    if (cache.recordMiss(key)) cache.offer(request(key), answer);
  };
  /** Missed twice: past the doorkeeper. */
  const admit = (cache: AnswerCache, key: string, size?: number) => {
    miss(cache, key, success('1', size));
    miss(cache, key, success('1', size));
  };

  test('a flood of distinct bodies, each sent twice, never takes the cache past its entries or its bytes', () => {
    const bounds = { maxEntries: 50, maxBytes: 20_000 };
    const cache = new AnswerCache(bounds);
    for (let i = 0; i < 5_000; i++) {
      admit(cache, `flood ${i}`, i % 1_500);
      assert.ok(cache.entries <= bounds.maxEntries, `entries ${cache.entries}`);
      assert.ok(cache.bytes <= bounds.maxBytes, `bytes ${cache.bytes}`);
    }
    assert.ok(cache.entries > 0);
  });

  test('a body seen once is never kept; errors, answers of another shape and answers over an eighth of the bytes are never kept', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 100_000 });
    miss(cache, 'once');
    assert.equal(cache.get('once'), undefined);
    for (const body of [
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}',
      '{"result":{},"jsonrpc":"2.0","id":2}',
    ]) {
      for (let i = 0; i < 2; i++) miss(cache, body, { status: 200, headers: {}, body: Buffer.from(body) });
      assert.equal(cache.get(body), undefined, body);
    }
    for (let i = 0; i < 2; i++) miss(cache, '400', { ...success('1'), status: 400 });
    assert.equal(cache.get('400'), undefined);
    // 100,000 / 8 bytes is the most one entry may count, its key and bookkeeping included.
    admit(cache, 'large', 12_500);
    assert.equal(cache.get('large'), undefined, 'an answer over an eighth of the bytes');
    admit(cache, 'just small enough', 12_000);
    assert.ok(cache.get('just small enough'), 'an answer under an eighth of the bytes');
  });

  test('an answer well-behaved clients repeat survives floods of distinct bodies sent once, and of bodies sent twice between its requests', () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    admit(cache, 'tools/list of a real client');
    assert.ok(cache.get('tools/list of a real client'), 'admitted on the second miss');
    for (let i = 0; i < 10_000; i++) miss(cache, `once ${i}`);
    assert.ok(cache.get('tools/list of a real client'), 'bodies sent once never enter');
    // Bodies sent twice compete with it; a client asking again between every 50 of them (half the entries) keeps it.
    for (let i = 0; i < 10_000; i++) {
      admit(cache, `twice ${i}`);
      if (i % 50 === 0) assert.ok(cache.get('tools/list of a real client'), `after ${i} bodies sent twice`);
    }
  });

  test('through the origin: 300 distinct tool calls, each sent twice, leave at most 20 entries; a call repeated between every 10 of them still hits', async () => {
    const origin = await inProcessOrigin({ rateLimitMcpPerMinute: 1_000_000, mcpCacheMaxEntries: 20 });
    try {
      const call = (clientName: string, id: number) =>
        post(
          origin,
          { ...json, 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/list' },
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            method: 'tools/list',
            params: { _meta: { ...envelope, 'io.modelcontextprotocol/clientInfo': { name: clientName, version: '1' } } },
          }),
        );
      const metric = async (name: string, ...labels: string[]) => total(await samplesIn(origin.metrics), name, ...labels);
      const hits = () => metric('turno_mcp_answer_cache_total', 'outcome="hit"');
      for (let i = 0; i < 3; i++) assert.equal((await call('well-behaved', i)).status, 200);
      for (let i = 0; i < 300; i++) {
        for (const id of [1, 2]) assert.equal((await call(`flood ${i}`, id)).status, 200);
        const entries = await metric('turno_mcp_answer_cache_entries');
        assert.ok(entries <= 20, `entries ${entries}`);
        if (i % 10 !== 9) continue;
        const before = await hits();
        await call('well-behaved', 99);
        assert.equal(await hits(), before + 1, `the well-behaved call is answered from the cache after ${i + 1} distinct calls`);
      }
    } finally {
      await origin.close();
    }
  });
});

test('the SDK reads no request header the cache key leaves out', () => {
  // What the key covers: Content-Type, every mcp-* name, Last-Event-ID. Read by the SDK but never forwarded or never
  // deciding an answer here: Accept (the endpoint hands the SDK a fixed one), Content-Length (the body travels parsed),
  // Host and Origin (validation this endpoint does itself), Authorization and Access-Control-Request-Headers (unused paths).
  const allowed = /^(content-type|mcp-.*|last-event-id|accept|content-length|host|origin|authorization|access-control-request-headers)$/;
  const dist = join('node_modules', '@modelcontextprotocol', 'server', 'dist');
  const read = new Set<string>();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.mjs'))) {
    for (const match of readFileSync(join(dist, file), 'utf8').matchAll(/headers\.get\((["'])([^"']+)\1\)/g)) read.add(match[2] ?? '');
  }
  assert.ok(read.has('mcp-protocol-version'), 'the SDK is where this test looks');
  assert.deepEqual(
    [...read].filter((name) => !allowed.test(name.toLowerCase())),
    [],
  );
});
