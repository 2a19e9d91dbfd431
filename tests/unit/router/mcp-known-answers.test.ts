// Locks in that the table of known answers changes nothing a client sees: each entry's request, in every protocol version, sent with varied ids, `_meta` (client names, capabilities, progress tokens), header fields and key orders, gets from the table the status, header fields and body the SDK's path gives it (with the endpoint's amendments); what the answer may depend on (arguments, a header that disagrees with the body, a malformed envelope) goes to the SDK and gets its answer.
import assert from 'node:assert/strict';
import { describe, type TestContext, test } from 'node:test';
import type { Response } from 'light-my-request';
import { mcpTools } from '../../../content/constants.ts';
import { answeredVersions, initializeVersions, type KnownRequest, knownRequests, mcpResourceList } from '../../../content/mcp.ts';
import { KnownAnswers } from '../../../server/mcp/known-answers.ts';
import { type InProcessOrigin, inProcessForFile } from '../../helpers/in-process.ts';
import { envelope, type McpPost, modernVersion } from '../../helpers/mcp.ts';
import { samplesIn, total } from '../../helpers/metrics.ts';

const origin = inProcessForFile({ rateLimitMcpPerMinute: 1_000_000 });
const baseUrl = 'http://localhost:3000';
const resourceUris = mcpResourceList.map((resource) => baseUrl + resource.path);
const lists = ['tools/list', 'resources/list', 'resources/templates/list'];

/** A request as a client writes it, before it is put on the wire: its header fields, its message, its id as JSON text. */
interface Draft {
  headers: Record<string, string>;
  message: Record<string, unknown>;
  id: string;
  spacing?: number;
}

const idMark = '"__ID__"';
const wire = ({ headers, message, id, spacing }: Draft): McpPost => ({
  headers,
  body: JSON.stringify(message, null, spacing).replace(idMark, id),
});

const named = (known: KnownRequest) => known.method === 'tools/call' || known.method === 'resources/read';
const isModern = (known: KnownRequest) => known.version === modernVersion;

/** The request a client of `known`'s version sends for it. */
function clientDraft(known: KnownRequest): Draft {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  if (known.version !== '') headers['MCP-Protocol-Version'] = known.version;
  const params: Record<string, unknown> =
    known.method === 'tools/call'
      ? { name: known.picked, arguments: {} }
      : known.method === 'resources/read'
        ? { uri: known.picked }
        : known.method === 'initialize'
          ? { protocolVersion: known.picked, capabilities: {}, clientInfo: { name: 'raw-test', version: '1.0.0' } }
          : {};
  if (isModern(known)) {
    headers['Mcp-Method'] = known.method;
    if (named(known)) headers['Mcp-Name'] = known.picked;
    params._meta = { ...envelope };
  }
  const message = { jsonrpc: '2.0', id: '__ID__', method: known.method, ...(Object.keys(params).length > 0 && { params }) };
  return { headers, message, id: '1' };
}

/** One way a client's request may differ, what it applies to, and who answers it: the table, or the SDK. */
interface Variant {
  readonly name: string;
  readonly applies?: (known: KnownRequest) => boolean;
  readonly change: (draft: Draft, known: KnownRequest) => void;
  readonly answeredBy: 'table' | 'sdk';
}

const paramsOf = (draft: Draft): Record<string, unknown> => {
  draft.message.params ??= {};
  return draft.message.params as Record<string, unknown>;
};
const metaOf = (draft: Draft): Record<string, unknown> => {
  const params = paramsOf(draft);
  params._meta ??= {};
  return params._meta as Record<string, unknown>;
};
const header = (name: string, value: string | undefined) => (draft: Draft) => {
  if (value === undefined) delete draft.headers[name];
  else draft.headers[name] = value;
};
const idVariant = (id: string, answeredBy: Variant['answeredBy']): Variant => ({
  name: `id ${id}`,
  change: (draft) => (draft.id = id),
  answeredBy,
});
const fullCapabilities = { roots: { listChanged: true }, sampling: {}, elicitation: {}, experimental: { trace: {} } };

const variants: readonly Variant[] = [
  { name: 'as a client sends it', change: () => undefined, answeredBy: 'table' },
  // Ids: whatever the table answers, it answers with the request's own, as the SDK writes it.
  ...['0', '-7', '9007199254740991', '"abc"', '""', '"a\\"b\\u00e9\\n"', '"é😀"', '1e3', '-0'].map((id) => idVariant(id, 'table')),
  ...['1.5', 'null', '12345678901234567890', '{}'].map((id) => idVariant(id, 'sdk')),
  // Key orders and spacing: what the client's serialiser chose.
  {
    name: 'params before method, id last',
    change: (draft) => {
      const { params, method, jsonrpc } = draft.message;
      draft.message = { ...(params !== undefined && { params }), method, jsonrpc, id: '__ID__' };
    },
    answeredBy: 'table',
  },
  {
    name: 'members of params in reverse order',
    change: (draft) => {
      if (draft.message.params) draft.message.params = Object.fromEntries(Object.entries(paramsOf(draft)).reverse());
    },
    answeredBy: 'table',
  },
  { name: 'indented', change: (draft) => (draft.spacing = 2), answeredBy: 'table' },
  { name: 'params, even if empty', change: (draft) => void paramsOf(draft), answeredBy: 'table' },
  // Header fields the answers do not depend on.
  { name: 'Accept: */*', change: header('Accept', '*/*'), answeredBy: 'table' },
  { name: 'no Accept', change: header('Accept', undefined), answeredBy: 'table' },
  { name: 'Content-Type with its charset', change: header('Content-Type', 'application/json; charset=utf-8'), answeredBy: 'table' },
  {
    name: 'User-Agent and Origin',
    change: (draft) => Object.assign(draft.headers, { 'User-Agent': 'claude-code/2.1.86', Origin: 'https://app.example' }),
    answeredBy: 'table',
  },
  { name: 'an Mcp-Session-Id', change: header('Mcp-Session-Id', 'a-session'), answeredBy: 'table' },
  { name: 'an Mcp-Param- field', change: header('Mcp-Param-Tenant', 'acme'), answeredBy: 'table' },
  // Progress tokens: no progress is ever sent.
  { name: 'progress token "p"', change: (draft) => (metaOf(draft).progressToken = 'p'), answeredBy: 'table' },
  { name: 'progress token 7', change: (draft) => (metaOf(draft).progressToken = 7), answeredBy: 'table' },
  { name: 'progress token 1.5', change: (draft) => (metaOf(draft).progressToken = 1.5), answeredBy: 'sdk' },
  {
    name: 'a _meta key of its own',
    change: (draft) => (metaOf(draft).traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'),
    answeredBy: 'sdk',
  },
  // What the table does not know to be harmless, and what is invalid.
  { name: 'a member beyond JSON-RPC', change: (draft) => (draft.message.extra = 1), answeredBy: 'sdk' },
  { name: 'jsonrpc "1.0"', change: (draft) => (draft.message.jsonrpc = '1.0'), answeredBy: 'sdk' },
  { name: 'no jsonrpc', change: (draft) => delete draft.message.jsonrpc, answeredBy: 'sdk' },
  { name: 'params null', change: (draft) => (draft.message.params = null), answeredBy: 'sdk' },
  { name: 'a cursor', change: (draft) => (paramsOf(draft).cursor = 'next'), answeredBy: 'sdk' },
  { name: 'Mcp-Method disagreeing with the body', change: header('Mcp-Method', 'prompts/list'), answeredBy: 'sdk' },
  { name: 'Mcp-Name disagreeing with the body', change: header('Mcp-Name', 'something_else'), answeredBy: 'sdk' },
  // 2026-07-28: the headers the body implies, and its envelope.
  { name: 'no Mcp-Method', applies: isModern, change: header('Mcp-Method', undefined), answeredBy: 'sdk' },
  { name: 'no Mcp-Name', applies: (known) => isModern(known) && named(known), change: header('Mcp-Name', undefined), answeredBy: 'sdk' },
  { name: 'no MCP-Protocol-Version', applies: isModern, change: header('MCP-Protocol-Version', undefined), answeredBy: 'sdk' },
  {
    name: 'an envelope naming 2025-11-25',
    applies: isModern,
    change: (draft) => (metaOf(draft)['io.modelcontextprotocol/protocolVersion'] = '2025-11-25'),
    answeredBy: 'sdk',
  },
  {
    name: 'a client named claude-code, with a title',
    applies: isModern,
    change: (draft) =>
      (metaOf(draft)['io.modelcontextprotocol/clientInfo'] = { name: 'claude-code', title: 'Claude Code', version: '2.1.86' }),
    answeredBy: 'table',
  },
  {
    name: 'no clientInfo',
    applies: isModern,
    change: (draft) => delete metaOf(draft)['io.modelcontextprotocol/clientInfo'],
    answeredBy: 'table',
  },
  {
    name: 'the capabilities of a full client',
    applies: isModern,
    change: (draft) => (metaOf(draft)['io.modelcontextprotocol/clientCapabilities'] = fullCapabilities),
    answeredBy: 'table',
  },
  {
    name: 'a clientInfo that is not an object',
    applies: isModern,
    change: (draft) => (metaOf(draft)['io.modelcontextprotocol/clientInfo'] = 5),
    answeredBy: 'sdk',
  },
  {
    name: 'a clientInfo without its version',
    applies: isModern,
    change: (draft) => (metaOf(draft)['io.modelcontextprotocol/clientInfo'] = { name: 'claude-code' }),
    answeredBy: 'sdk',
  },
  {
    name: 'capabilities of the wrong shape',
    applies: isModern,
    change: (draft) => (metaOf(draft)['io.modelcontextprotocol/clientCapabilities'] = { roots: { listChanged: 'yes' } }),
    answeredBy: 'sdk',
  },
  {
    name: 'no capabilities',
    applies: isModern,
    change: (draft) => delete metaOf(draft)['io.modelcontextprotocol/clientCapabilities'],
    answeredBy: 'sdk',
  },
  // 2025 versions: the 2026-07-28 headers, where they agree, change nothing; an envelope makes it another version's request.
  {
    name: 'Mcp-Method agreeing',
    applies: (known) => !isModern(known),
    change: (draft, known) => header('Mcp-Method', known.method)(draft),
    answeredBy: 'table',
  },
  {
    name: 'Mcp-Name agreeing',
    applies: (known) => !isModern(known) && named(known),
    change: (draft, known) => header('Mcp-Name', known.picked)(draft),
    answeredBy: 'table',
  },
  {
    name: 'an envelope',
    applies: (known) => !isModern(known),
    change: (draft) => Object.assign(metaOf(draft), envelope),
    answeredBy: 'sdk',
  },
  // tools/call: the tools take no arguments.
  {
    name: 'no arguments',
    applies: (known) => known.method === 'tools/call',
    change: (draft) => delete paramsOf(draft).arguments,
    answeredBy: 'table',
  },
  {
    name: 'arguments the tool does not take',
    applies: (known) => known.method === 'tools/call',
    change: (draft) => (paramsOf(draft).arguments = { tenant: 'acme' }),
    answeredBy: 'sdk',
  },
  {
    name: 'arguments null',
    applies: (known) => known.method === 'tools/call',
    change: (draft) => (paramsOf(draft).arguments = null),
    answeredBy: 'sdk',
  },
  {
    name: 'a task',
    applies: (known) => known.method === 'tools/call',
    change: (draft) => (paramsOf(draft).task = { ttl: 60_000 }),
    answeredBy: 'sdk',
  },
  // initialize: the client's own name and capabilities change nothing of the answer; a missing one is the SDK's error.
  {
    name: 'a client named Cursor with the capabilities of a full client',
    applies: (known) => known.method === 'initialize',
    change: (draft) =>
      Object.assign(paramsOf(draft), { capabilities: fullCapabilities, clientInfo: { name: 'cursor-vscode', version: '3.1' } }),
    answeredBy: 'table',
  },
  {
    name: 'no clientInfo',
    applies: (known) => known.method === 'initialize',
    change: (draft) => delete paramsOf(draft).clientInfo,
    answeredBy: 'sdk',
  },
];

/** What a client reads of an answer: its status, its header fields in order (but for the date and its rate-limit count) and its JSON, or its text. */
function reading(response: Response) {
  const head = (response.raw.res as typeof response.raw.res & { readonly _header: string })._header;
  const fields = head
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const name = line.slice(0, line.indexOf(':')).toLowerCase();
      return name === 'date' || name === 'ratelimit' ? name : `${name}:${line.slice(line.indexOf(':') + 1).trim()}`;
    });
  const json = response.headers['content-type'] === 'application/json';
  return { status: response.statusCode, fields, body: json ? (response.json() as unknown) : response.payload };
}

const answered = async (running: InProcessOrigin, source: string) =>
  total(await samplesIn(running.metrics), 'turno_mcp_answers_total', `source="${source}"`);

/** Sends `post` twice: as the endpoint answers it, and with the table bypassed (the SDK's path); returns both readings and who answered first. */
async function bothWays(context: TestContext, running: InProcessOrigin, post: McpPost) {
  const before = await answered(running, 'table');
  const endpoint = reading(await running.mcp(post));
  const answeredBy = (await answered(running, 'table')) > before ? 'table' : 'sdk';
  const bypass = context.mock.method(KnownAnswers.prototype, 'answerTo', () => undefined);
  try {
    return { endpoint, sdk: reading(await running.mcp(post)), answeredBy };
  } finally {
    bypass.mock.restore();
  }
}

describe('the table of known answers', () => {
  test('holds each protocol version’s initialize or server/discover, the lists, each tool’s call, each resource’s read, and ping', () => {
    const expected = [
      ...['server/discover', ...lists].map((method) => `${modernVersion} ${method} `),
      ...Object.values(mcpTools).map((tool) => `${modernVersion} tools/call ${tool}`),
      ...resourceUris.map((uri) => `${modernVersion} resources/read ${uri}`),
      ...[...initializeVersions, ''].flatMap((version) => [
        ...initializeVersions.map((asked) => `${version} initialize ${asked}`),
        ...['ping', ...lists].map((method) => `${version} ${method} `),
        ...Object.values(mcpTools).map((tool) => `${version} tools/call ${tool}`),
        ...resourceUris.map((uri) => `${version} resources/read ${uri}`),
      ]),
    ];
    assert.deepEqual(
      new Set(knownRequests(baseUrl).map(({ version, method, picked }) => `${version} ${method} ${picked}`)),
      new Set(expected),
    );
    assert.deepEqual(answeredVersions.slice(1), initializeVersions);
  });

  for (const known of knownRequests(baseUrl)) {
    const label = `${known.version || 'no version header'}: ${known.method}${known.picked && ` ${known.picked}`}`;
    test(`${label}, sent ${variants.filter((variant) => variant.applies?.(known) ?? true).length} ways: the table answers as the SDK does`, async (context) => {
      const running = await origin();
      for (const variant of variants) {
        if (!(variant.applies?.(known) ?? true)) continue;
        const draft = clientDraft(known);
        variant.change(draft, known);
        const { endpoint, sdk, answeredBy } = await bothWays(context, running, wire(draft));
        assert.deepEqual(endpoint, sdk, `${label}, ${variant.name}`);
        assert.equal(answeredBy, variant.answeredBy, `${label}, ${variant.name}: answered by`);
      }
    });
  }

  test('batches, notifications, subscriptions and whatever names no entry are the SDK’s', async (context) => {
    const running = await origin();
    const legacy = { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-03-26' };
    const modern = (method: string, name?: string) => ({
      'Content-Type': 'application/json',
      'MCP-Protocol-Version': modernVersion,
      'Mcp-Method': method,
      ...(name !== undefined && { 'Mcp-Name': name }),
    });
    const call = (method: string, params?: object) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params && { params }) });
    const posts: McpPost[] = [
      { headers: legacy, body: `[${call('ping')},${call('tools/list')}]` },
      { headers: legacy, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) },
      {
        headers: legacy,
        body: call('initialize', { protocolVersion: '2024-10-07', capabilities: {}, clientInfo: { name: 'a', version: '1' } }),
      },
      { headers: legacy, body: call('prompts/list') },
      { headers: legacy, body: call('tools/call', { name: 'no_such_tool', arguments: {} }) },
      { headers: legacy, body: call('resources/read', { uri: `${baseUrl}/nothing` }) },
      { headers: modern('ping'), body: call('ping', { _meta: envelope }) },
      {
        headers: modern('resources/read', `${baseUrl}/nothing`),
        body: call('resources/read', { uri: `${baseUrl}/nothing`, _meta: envelope }),
      },
      {
        headers: modern('subscriptions/listen'),
        body: call('subscriptions/listen', { notifications: { toolsListChanged: true }, _meta: envelope }),
      },
    ];
    for (const post of posts) {
      const { endpoint, sdk, answeredBy } = await bothWays(context, running, post);
      assert.deepEqual(endpoint, sdk, post.body);
      assert.equal(answeredBy, 'sdk', post.body);
    }
  });
});
