// Independent MCP clients against the real endpoint: the official conformance suite and the MCP Inspector CLI, both protocol versions.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { mcpTools, paths } from '../content/constants.ts';
import { runToEnd } from '../scripts/child-process.ts';
import { originForFile } from './helpers/origin.ts';

const run = runToEnd;
/** Both tools need Node 22; npm supplies it next to the tool, pinned. */
const node22 = ['-y', '-p', 'node@22'];
const conformance = [...node22, '-p', '@modelcontextprotocol/conformance@0.1.16', '--', 'conformance'];
const inspector = [...node22, '-p', '@modelcontextprotocol/inspector@2.12.0', '--', 'mcp-inspector', '--cli'];
const quiet = { ...process.env, npm_config_update_notifier: 'false', NO_COLOR: '1' };

const origin = originForFile({ rateLimitMcpPerMinute: 1_000_000 });
let mcp: string;
before(async () => {
  await origin.started();
  mcp = `http://localhost:${origin.port}${paths.mcp}`;
});

describe('official MCP conformance suite 0.1.16', () => {
  // The suite's other scenarios call its own fixture tools and prompts (test_simple_text, …), which a read-only
  // discovery server does not have: they are not applicable, not failures.
  for (const scenario of ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection']) {
    test(`${scenario} passes`, { timeout: 180_000 }, async () => {
      const { stdout } = await run('npx', [...conformance, 'server', '--url', mcp, '--scenario', scenario], { env: quiet });
      const summary = /Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/.exec(stdout);
      assert.ok(summary, stdout);
      assert.equal(summary[1], summary[2], stdout);
      assert.equal(summary[3], '0', stdout);
    });
  }
});

describe('MCP Inspector CLI 2.12', () => {
  for (const era of ['legacy', 'modern']) {
    test(`${era} era: lists both tools and calls one`, { timeout: 180_000 }, async () => {
      const listed = await run('npx', [...inspector, mcp, '--protocol-era', era, '--method', 'tools/list'], { env: quiet });
      const { tools } = JSON.parse(listed.stdout) as { tools: { name: string }[] };
      assert.deepEqual(tools.map((tool) => tool.name).sort(), [mcpTools.productInfo, mcpTools.sampleSchedule]);
      const called = await run(
        'npx',
        [...inspector, mcp, '--protocol-era', era, '--method', 'tools/call', '--tool-name', mcpTools.sampleSchedule],
        {
          env: quiet,
        },
      );
      const result = JSON.parse(called.stdout) as { structuredContent: { synthetic: boolean; timezone: string } };
      assert.equal(result.structuredContent.synthetic, true);
      assert.equal(result.structuredContent.timezone, 'Europe/Lisbon');
    });
  }
});
