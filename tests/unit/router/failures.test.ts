// Locks in what happens when the origin itself fails mid-request (a bug, not the client's doing): a 500 in the error shape of the route, REST or JSON-RPC, no stack trace, and one error line per interval however often it repeats.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { McpServer } from '@modelcontextprotocol/server';
import { paths } from '../../../content/constants.ts';
import type { Artifact, ArtifactTable } from '../../../server/artifacts.ts';
import { fixtureFor, type InProcessOrigin, inProcessOrigin } from '../../helpers/in-process.ts';
import { legacyPost } from '../../helpers/mcp.ts';

/** The fixture site with `path` broken: reading its representations throws, as a bug in serving it would. */
function siteBrokenAt(path: string): ArtifactTable {
  const site = fixtureFor('http://localhost:3000');
  const artifact = site.byPath.get(path);
  assert.ok(artifact !== undefined, path);
  const broken: Artifact = Object.defineProperty({ ...artifact }, 'representations', {
    get: () => {
      throw new Error('a bug while serving');
    },
  });
  return { ...site, byPath: new Map([...site.byPath, [path, broken]]) };
}

const errorLines = (origin: InProcessOrigin) => origin.logged.filter((line) => line.level === 'error');

describe('a failure of the origin’s own', () => {
  test('serving a page: a 500 error object, never a stack, logged once for three failures', async () => {
    // A page, which the MCP endpoint does not read: a broken document or contract would fail its loading too, a line more.
    const origin = await inProcessOrigin({}, siteBrokenAt(paths.apiReference));
    try {
      for (let i = 0; i < 3; i++) {
        const response = await origin.request({ url: paths.apiReference });
        assert.equal(response.statusCode, 500);
        assert.equal(response.headers['content-type'], 'application/json');
        assert.deepEqual(Object.keys(response.json() as object), ['statusCode', 'error', 'message']);
        assert.doesNotMatch(response.payload, /at |Error:|\.ts/);
      }
      assert.equal(errorLines(origin).length, 1, `one line stands for the three: ${JSON.stringify(errorLines(origin))}`);
      assert.equal(errorLines(origin)[0]?.fields?.occurrences, 1);
      assert.equal((await origin.request({ url: paths.product })).statusCode, 200, 'every other path still served');
    } finally {
      await origin.close();
    }
  });

  test('in the MCP exchange: a 500 JSON-RPC error, logged once for three failures', async (context) => {
    const origin = await inProcessOrigin();
    try {
      // The endpoint loads (its table asks the SDK) before the failure; prompts/list is not in the table, so the SDK serves it.
      await origin.mcp(legacyPost({ id: 0, method: 'ping' }));
      context.mock.method(McpServer.prototype, 'connect', () => {
        throw new Error('a bug in the exchange');
      });
      for (let i = 0; i < 3; i++) {
        const response = await origin.mcp(legacyPost({ id: i + 1, method: 'prompts/list' }, { 'MCP-Protocol-Version': '2025-11-25' }));
        assert.equal(response.statusCode, 500);
        const answer = response.json() as { jsonrpc: string; error: { code: number; message: string } };
        assert.equal(answer.jsonrpc, '2.0');
        assert.equal(answer.error.code, -32603);
        assert.doesNotMatch(response.payload, /at |a bug/);
      }
      assert.equal(errorLines(origin).length, 1, `one line stands for the three: ${JSON.stringify(errorLines(origin))}`);
    } finally {
      await origin.close();
    }
  });
});
