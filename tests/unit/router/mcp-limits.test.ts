// Locks in what /mcp counts: 60 requests per minute per client, then the REST error object with an exact Retry-After, readable by a page, in both eras; refusals by method or Host and preflights are not counted; batches exist only in 2025-03-26, hold 1 to 10 entries, and each entry counts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { limits, paths } from '../../../content/constants.ts';
import { type InProcessOrigin, inProcessForFile, inProcessOnMockedClock } from '../../helpers/in-process.ts';
import { bareInitialize, bareToolsList, batchOf, initialize, legacyPost, modernPost, modernVersion } from '../../helpers/mcp.ts';

const refusal = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
};

const exposed = 'RateLimit, RateLimit-Policy, Retry-After';

describe('the MCP rate limit', () => {
  test('both eras: the REST error object, Retry-After, and CORS headers so a page can read when to retry', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitMcpPerMinute: 2 });
    const eras = { '2025 versions': bareInitialize, '2026-07-28': bareToolsList };
    for (const message of Object.values(eras)) assert.equal((await origin.mcp(message({}))).statusCode, 200);
    for (const [era, message] of Object.entries(eras)) {
      const response = await origin.mcp(message({ Origin: 'https://app.example' }));
      assert.equal(response.statusCode, 429, era);
      assert.equal(response.headers['content-type'], 'application/json');
      assert.deepEqual(response.json(), refusal);
      assert.equal(response.headers['retry-after'], '60');
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.equal(response.headers['access-control-expose-headers'], exposed);
    }
  });

  test('refusals by method or Host, and preflights, are not counted, as on the REST paths', async (context) => {
    const origin = await inProcessOnMockedClock(context, { rateLimitMcpPerMinute: 2 });
    for (let i = 0; i < 3; i++) assert.equal((await origin.request({ url: paths.mcp })).statusCode, 405);
    for (let i = 0; i < 3; i++) assert.equal((await origin.request({ method: 'OPTIONS', url: paths.mcp })).statusCode, 204);
    assert.equal((await origin.mcp(legacyPost(initialize(), { Host: 'evil.example' }))).statusCode, 403);
    assert.equal((await origin.mcp(modernPost('tools/list'))).statusCode, 200);
    assert.equal((await origin.mcp(modernPost('tools/list'))).statusCode, 200);
    assert.equal((await origin.mcp(modernPost('tools/list'))).statusCode, 429);
  });

  test('request 60 passes and 61 gets the REST error object with Retry-After', async (context) => {
    const origin = await inProcessOnMockedClock(context);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<InProcessOrigin['mcp']>> | undefined;
    for (let i = 0; i < 61; i++) {
      last = await origin.mcp(modernPost('tools/list'));
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses.slice(0, 60), Array(60).fill(200));
    assert.equal(statuses[60], 429);
    assert.deepEqual(last?.json(), refusal);
    assert.equal(last?.headers['retry-after'], '60');
    assert.equal(last?.headers['ratelimit-policy'], '"mcp";q=60;w=60');
    assert.equal((await origin.request({ url: paths.product })).statusCode, 200, 'REST has its own counters');
  });
});

const batchHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

describe('MCP batches', () => {
  const origin = inProcessForFile();

  for (const version of ['2025-06-18', '2025-11-25', modernVersion]) {
    test(`a batch for ${version} is refused (batches exist only in 2025-03-26)`, async () => {
      const response = await (await origin()).mcp({ headers: { ...batchHeaders, 'MCP-Protocol-Version': version }, body: batchOf(2) });
      assert.equal(response.statusCode, 400);
      assert.equal((response.json() as { error: { code: number } }).error.code, -32600);
    });
  }

  test('a batch without MCP-Protocol-Version is 2025-03-26: answered, every entry', async () => {
    const response = await (await origin()).mcp({ headers: batchHeaders, body: batchOf(limits.mcpBatchEntries) });
    assert.equal(response.statusCode, 200);
    const answers = response.json() as { id: number; result: { contents: { text: string }[] } }[];
    assert.deepEqual(
      answers.map((answer) => answer.id).sort((a, b) => a - b),
      Array.from({ length: limits.mcpBatchEntries }, (_, i) => i + 1),
    );
    assert.ok(response.rawPayload.length < limits.mcpAnswerBytes, `the largest allowed batch answers ${response.rawPayload.length} bytes`);
  });

  test(`batches of 0 or more than ${limits.mcpBatchEntries} entries are refused`, async () => {
    for (const body of ['[]', batchOf(limits.mcpBatchEntries + 1), batchOf(100)]) {
      const response = await (await origin()).mcp({ headers: batchHeaders, body });
      assert.equal(response.statusCode, 400);
      assert.equal((response.json() as { error: { code: number } }).error.code, -32600);
    }
  });

  test('each entry counts against the limit; a batch larger than what is left is refused whole with the 429', async (context) => {
    const limited = await inProcessOnMockedClock(context, { rateLimitMcpPerMinute: 15 });
    const first = await limited.mcp({ headers: batchHeaders, body: batchOf(10) });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers.ratelimit, '"mcp";r=5;t=60');
    const second = await limited.mcp({ headers: batchHeaders, body: batchOf(10) });
    assert.equal(second.statusCode, 429);
    assert.deepEqual(Object.keys(second.json() as object), ['statusCode', 'error', 'message']);
    assert.equal(second.headers['retry-after'], '60');
    const single = await limited.mcp(legacyPost({ id: 1, method: 'tools/list' }));
    assert.equal(single.statusCode, 200, 'the refused batch spent only the one request it was');
  });
});
