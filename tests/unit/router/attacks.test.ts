// Locks in that nothing a client sends becomes a 5xx, in process through the real router: generated JSON-RPC messages of both protocol versions and request heads get a 4xx or an answer, never a dropped exchange, never an error-level log line, and the next ordinary request is still answered.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { paths } from '../../../content/constants.ts';
import { attackRuns, attackSeed, headAttack, hostileDepths, mcpAttack } from '../../helpers/attacks.ts';
import { type InProcessOrigin, inProcessForFile } from '../../helpers/in-process.ts';
import { envelope, legacyVersion, modernVersion } from '../../helpers/mcp.ts';

// Limits out of the way: a 429 would answer every request past the first minute's worth and hide the rest.
const origin = inProcessForFile({ rateLimitRestPerMinute: 1_000_000_000, rateLimitMcpPerMinute: 1_000_000_000 });

/** Fails on any error-level line the router logged since `from`. */
function assertNoErrorLogged(running: InProcessOrigin, from: number, what: string): void {
  const errors = running.logged.slice(from).filter((line) => line.level === 'error');
  assert.deepEqual(errors, [], `${what}: logged at error level`);
}

/** The ordinary requests that must still be answered after any attack: a REST document and an MCP call. */
async function assertStillServing(running: InProcessOrigin): Promise<void> {
  assert.equal((await running.request({ url: paths.product })).statusCode, 200);
  const call = await running.request({
    method: 'POST',
    url: paths.mcp,
    headers: { 'content-type': 'application/json', 'mcp-protocol-version': legacyVersion },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(call.statusCode, 200);
}

const mcpRuns = attackRuns(300);
const headRuns = attackRuns(600);

describe(`generated attacks (fast-check, seed ${attackSeed})`, () => {
  test(`${mcpRuns} generated MCP bodies of both protocol versions: never a 5xx, never an error logged`, async () => {
    const running = await origin();
    await fc.assert(
      fc.asyncProperty(mcpAttack, async ({ headers, body }) => {
        const from = running.logged.length;
        const response = await running.request({ method: 'POST', url: paths.mcp, headers, payload: body });
        assert.ok(response.statusCode < 500, `${response.statusCode} ${response.payload.slice(0, 200)}`);
        assertNoErrorLogged(running, from, 'an MCP body');
        await assertStillServing(running);
      }),
      { seed: attackSeed, numRuns: mcpRuns },
    );
  });

  test(`${headRuns} generated request heads (method, target, fields, repeats): never a 5xx, never an error logged`, async () => {
    const running = await origin();
    await fc.assert(
      fc.asyncProperty(headAttack, async ({ method, target, fields }) => {
        const from = running.logged.length;
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of fields) {
          const lower = name.toLowerCase();
          const before = headers[lower];
          headers[lower] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
        }
        // Framing is the transport's: a declared body here would wait for bytes that never come.
        delete headers['content-length'];
        const response = await running.request({ method, url: target, headers, validate: false });
        assert.ok(response.statusCode < 500, `${method} ${target}: ${response.statusCode} ${response.payload.slice(0, 200)}`);
        assertNoErrorLogged(running, from, `${method} ${target}`);
        await assertStillServing(running);
      }),
      { seed: attackSeed, numRuns: headRuns },
    );
  });
});

describe('bodies nested 64, 1,000, 5,000 and 12,000 deep in every slot, each sent twice', () => {
  /** Where the nested value goes: a message of either era with the value in that slot. */
  const slots: Readonly<Record<string, (value: string) => string>> = {
    params: (value) => `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":${value}}`,
    arguments: (value) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_product_info","arguments":${value}}}`,
    _meta: (value) => `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":${value}}}`,
    id: (value) => `{"jsonrpc":"2.0","id":${value},"method":"ping"}`,
    uri: (value) => `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":${value}}}`,
    cursor: (value) => `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":${value}}}`,
  };
  const eras = {
    '2025 versions': { 'content-type': 'application/json', 'mcp-protocol-version': legacyVersion },
    '2026-07-28': { 'content-type': 'application/json', 'mcp-protocol-version': modernVersion, 'mcp-method': 'tools/list' },
  };
  for (const [era, headers] of Object.entries(eras)) {
    test(`${era}: arrays and objects in params, arguments, _meta, id, uri and cursor get 4xx or 200, never 5xx`, async () => {
      const running = await origin();
      const from = running.logged.length;
      for (const [slot, message] of Object.entries(slots)) {
        for (const depth of hostileDepths) {
          for (const [open, close] of [
            ['[', ']'],
            ['{"a":', '}'],
          ] as const) {
            const body = message(`${open.repeat(depth)}${JSON.stringify(envelope)}${close.repeat(depth)}`);
            for (const sight of ['first', 'second']) {
              const response = await running.request({ method: 'POST', url: paths.mcp, headers, payload: body });
              const status = response.statusCode;
              assert.ok(status === 200 || (status >= 400 && status < 500), `${slot}, ${depth} deep (${open}), ${sight} sight: ${status}`);
              if (depth > 64) assert.ok(status === 400 || status === 413, `${slot}, ${depth} deep: refused before anything walks it`);
            }
          }
        }
      }
      assertNoErrorLogged(running, from, era);
      await assertStillServing(running);
    });
  }
});
