// Locks in what the MCP endpoint answers in both protocol eras: stateless, JSON (SSE only for subscriptions/listen), read-only, the same bytes as REST; the errors of each era's specification; a client's unsupported version never quoted in the log. Real SDK clients are checked end to end (tests/origin/mcp.test.ts).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { mcpTools, paths } from '../../../content/constants.ts';
import { inProcessForFile, inProcessForTest, rpc } from '../../helpers/in-process.ts';
import { envelope, initialize, legacyPost, legacyVersion, modernPost, modernVersion, unansweredVersionPost } from '../../helpers/mcp.ts';
import { within } from '../../helpers/wait.ts';

const origin = inProcessForFile({ rateLimitMcpPerMinute: 1_000_000 });

const legacyCall = async (message: Record<string, unknown>, headers?: Record<string, string>) =>
  (await origin()).mcp(legacyPost(message, headers));
const modernCall = async (method: string, params?: Record<string, unknown>, headers?: Record<string, string>) =>
  (await origin()).mcp(modernPost(method, params, headers));
const unansweredVersionCall = async (version: string) => (await origin()).mcp(unansweredVersionPost(version));

/** The REST answers the MCP answers must equal, by path. */
const rest: Record<string, string> = {};
before(async () => {
  const running = await origin();
  for (const path of [paths.product, paths.sampleWeek, paths.permissions, paths.openapi, paths.agentSkill]) {
    rest[path] = (await running.request({ url: path })).payload;
  }
});

/** Every revision the endpoint answers, newest first, as server/discover and -32022 errors list them. */
const answeredVersions = [modernVersion, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

describe('2025 versions (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05)', () => {
  for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
    test(`${version}: initialize works without a session and answers JSON`, async () => {
      const response = await legacyCall(initialize(version));
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/json');
      assert.equal(response.headers['mcp-session-id'], undefined);
      const result = rpc(response).result ?? {};
      assert.equal(result.protocolVersion, version);
      assert.deepEqual(result.capabilities, { tools: { listChanged: false }, resources: { listChanged: false } });
      assert.equal(result.instructions, rest[paths.agentSkill], 'the instructions are the agent skill');
    });
  }

  test('2024-11-05 (what SDK 1.10 still sends) is served without a MCP-Protocol-Version header, as that revision had none', async () => {
    const response = await legacyCall({ id: 2, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(rpc(response).result?.structuredContent, JSON.parse(rest[paths.product] ?? ''));
  });

  test('a revision it does not answer is negotiated to 2025-11-25 by initialize, and refused by header naming every answered one', async () => {
    const negotiated = rpc(await legacyCall(initialize('2024-10-07'))).result ?? {};
    assert.equal(negotiated.protocolVersion, '2025-11-25');
    const refused = await legacyCall({ id: 2, method: 'tools/list' }, { 'MCP-Protocol-Version': '1999-01-01' });
    assert.equal(refused.statusCode, 400);
    assert.equal(rpc(refused).error?.code, -32022, refused.payload);
    assert.deepEqual(rpc(refused).error?.data, { supported: answeredVersions, requested: '1999-01-01' });
  });

  test('an unknown resource → -32002 "Resource not found" with its URI, as the 2025-11-25 specification says', async () => {
    const uri = 'http://localhost:3000/nowhere';
    const response = await legacyCall({ id: 4, method: 'resources/read', params: { uri } }, { 'MCP-Protocol-Version': legacyVersion });
    assert.deepEqual(rpc(response).error, { code: -32002, message: `Resource not found: ${uri}`, data: { uri } });
  });

  test('a known resource still reads, and an unknown tool keeps -32602', async () => {
    const read = await legacyCall(
      { id: 5, method: 'resources/read', params: { uri: `http://localhost:3000${paths.agentSkill}` } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    assert.equal(rpc(read).result?.contents[0].text, rest[paths.agentSkill]);
    const unknownTool = await legacyCall(
      { id: 6, method: 'tools/call', params: { name: 'delete_everything', arguments: {} } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    assert.deepEqual(rpc(unknownTool).error, { code: -32602, message: 'Tool delete_everything not found' });
  });

  test('notifications/initialized → 202 with no body', async () => {
    const response = await legacyCall({ method: 'notifications/initialized' }, { 'MCP-Protocol-Version': legacyVersion });
    assert.equal(response.statusCode, 202);
    assert.equal(response.rawPayload.length, 0);
  });

  test('tools/call answers JSON with the REST document', async () => {
    const response = await legacyCall(
      { id: 2, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    assert.equal(response.headers['content-type'], 'application/json');
    const result = rpc(response).result ?? {};
    assert.deepEqual(result.structuredContent, JSON.parse(rest[paths.product] ?? ''));
  });

  test('an unknown tool is a JSON-RPC error, and the server keeps serving', async () => {
    const response = await legacyCall(
      { id: 3, method: 'tools/call', params: { name: 'delete_everything', arguments: {} } },
      { 'MCP-Protocol-Version': legacyVersion },
    );
    const body = rpc(response);
    assert.ok(body.error !== undefined || body.result?.isError === true, response.payload);
    assert.equal((await legacyCall(initialize())).statusCode, 200);
  });
});

describe('2026-07-28', () => {
  test('server/discover answers JSON with every answered revision and static capabilities', async () => {
    const response = await modernCall('server/discover');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/json');
    const result = rpc(response).result ?? {};
    assert.deepEqual(result.supportedVersions, answeredVersions);
    assert.deepEqual(result.capabilities, { tools: { listChanged: false }, resources: { listChanged: false } });
  });

  for (const method of ['tools/list', 'resources/list']) {
    test(`${method} carries ttlMs and cacheScope`, async () => {
      const result = rpc(await modernCall(method)).result ?? {};
      assert.equal(result.ttlMs, 300_000);
      assert.equal(result.cacheScope, 'public');
    });
  }

  test('an Mcp-Method or Mcp-Name header that disagrees with the body → 400, -32020', async () => {
    const method = await modernCall('tools/list', {}, { 'Mcp-Method': 'resources/list' });
    assert.equal(method.statusCode, 400);
    assert.equal(rpc(method).error?.code, -32020);
    const name = await modernCall('tools/call', { name: mcpTools.sampleSchedule, arguments: {} }, { 'Mcp-Name': mcpTools.productInfo });
    assert.equal(name.statusCode, 400);
    assert.equal(rpc(name).error?.code, -32020);
  });

  test('an unsupported protocol version → 400, -32022, listing every answered revision', async () => {
    const response = await unansweredVersionCall('2027-01-01');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(rpc(response).error, {
      code: -32022,
      message: 'Unsupported protocol version: 2027-01-01',
      data: { supported: answeredVersions, requested: '2027-01-01' },
    });
  });

  test('any unknown MCP-Protocol-Version on a 2025-version request → 400, -32022 answering its id, listing every answered revision, whatever it looks like', async () => {
    // `banana` sorts after 2026-07-28 as text and `2026-01-01` before it: the SDK read the one as a 2026-era request
    // missing its envelope (-32602) and the other as a 2025-version one (a bare -32000).
    for (const version of ['banana', '2026-01-01', '2024-01-01', '2026-07-28x']) {
      const response = await (await origin()).mcp(legacyPost({ id: 7, method: 'tools/list' }, { 'MCP-Protocol-Version': version }));
      assert.equal(response.statusCode, 400, version);
      assert.deepEqual(
        rpc(response).error,
        { code: -32022, message: `Unsupported protocol version: ${version}`, data: { supported: answeredVersions, requested: version } },
        version,
      );
      assert.equal(rpc(response).id, 7, `${version}: the error answers the request's id (SEP-2575)`);
    }
  });

  test('an unknown resource → -32602 with its URI (SEP-2164), not -32002', async () => {
    const uri = 'http://localhost:3000/nowhere';
    const response = await modernCall('resources/read', { uri });
    assert.deepEqual(rpc(response).error, { code: -32602, message: `Resource not found: ${uri}`, data: { uri } });
  });

  test('a 2025-version body under a 2026-07-28 MCP-Protocol-Version header is refused, not served', async () => {
    const response = await legacyCall(
      { id: 9, method: 'tools/call', params: { name: mcpTools.productInfo, arguments: {} } },
      { 'MCP-Protocol-Version': modernVersion, 'Mcp-Method': 'tools/call', 'Mcp-Name': mcpTools.productInfo },
    );
    assert.equal(response.statusCode, 400);
    assert.ok(rpc(response).error, response.payload);
  });

  test('an unknown method → 404, -32601', async () => {
    const response = await modernCall('tools/destroy');
    assert.equal(response.statusCode, 404);
    assert.equal(rpc(response).error?.code, -32601);
  });

  test('subscriptions/listen answers an SSE stream that ends with its one answer: nothing is ever announced', async () => {
    // light-my-request resolves once the response has ended: a stream held open for announcements never would.
    const response =
      (await within(modernCall('subscriptions/listen', { notifications: { toolsListChanged: true } }), 10_000)) ??
      assert.fail('the stream was still open after 10 s');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/event-stream');
    assert.match(response.payload, /"resultType":"complete"/);
  });

  test('tools/call returns the REST document as structuredContent and as text', async () => {
    const result = rpc(await modernCall('tools/call', { name: mcpTools.sampleSchedule, arguments: {} })).result ?? {};
    assert.deepEqual(result.structuredContent, JSON.parse(rest[paths.sampleWeek] ?? ''));
    assert.equal(result.content[0].text, rest[paths.sampleWeek]);
  });

  test('tools take no input: unexpected arguments are refused', async () => {
    const response = await modernCall('tools/call', { name: mcpTools.productInfo, arguments: { tenant: 'acme' } });
    const body = rpc(response);
    assert.ok(body.error !== undefined || body.result?.isError === true, response.payload);
  });
});

describe('the error log', () => {
  test('an unsupported protocol version sent again and again: never quoted, at most one line per interval, with the error’s class', async (context) => {
    const running = await inProcessForTest(context, { rateLimitMcpPerMinute: 1_000 });
    const marker = `MARKER-${'q'.repeat(30_000)}`;
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: { ...envelope, 'io.modelcontextprotocol/protocolVersion': marker } },
    });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    for (let i = 0; i < 50; i++) {
      for (const version of [{ 'MCP-Protocol-Version': modernVersion }, {}]) {
        const response = await running.mcp({ headers: { ...headers, ...version }, body });
        assert.ok(response.statusCode >= 400 || /"error"/.test(response.payload), 'the request is refused');
      }
    }
    const log = JSON.stringify(running.logged);
    assert.doesNotMatch(log, /MARKER/);
    assert.ok(running.logged.length <= 2, `${running.logged.length} lines for 100 bad requests`);
  });
});
