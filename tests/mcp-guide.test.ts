// The MCP guide's raw curl lines, run as printed against the origin (only the base URL pointed at it), answer what the guide says they answer.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { paths } from '../content/constants.ts';
import { answeredVersions, fallbackProtocolVersion, initializeVersions, mcpCapabilities, mcpServerInfo } from '../content/mcp.ts';
import { runToEnd } from '../scripts/child-process.ts';
import { request } from './helpers/http.ts';
import { builtArtifacts, originForFile } from './helpers/origin.ts';

const run = runToEnd;
const origin = originForFile();
const builtFor = builtArtifacts().publicBaseUrl;

interface Answer {
  readonly id: unknown;
  readonly result: {
    readonly protocolVersion?: string;
    readonly supportedVersions?: readonly string[];
    readonly serverInfo?: { readonly name: string };
    readonly capabilities?: unknown;
    readonly instructions?: string;
    readonly structuredContent?: unknown;
    readonly content?: readonly { readonly type: string; readonly text: string }[];
  };
}

/** The shell blocks of the guide's "Raw curl" section, by their heading. */
let blocks: Map<string, string>;
before(async () => {
  await origin.started();
  const markdown = (await request(origin.url + paths.mcpGuide, { headers: { accept: 'text/markdown' } })).text;
  const section = markdown.slice(markdown.indexOf('## Raw curl'), markdown.indexOf('\n## ', markdown.indexOf('## Raw curl') + 1));
  blocks = new Map([...section.matchAll(/^### (.+)\n[\s\S]*?```sh\n([\s\S]*?)```/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
});

/** Runs a block as printed, pointed at the origin; each curl's answer on its own line (the answers end without a newline). */
async function answers(heading: string): Promise<Answer[]> {
  const block = blocks.get(heading);
  assert.ok(block !== undefined, `the guide has a "${heading}" block: ${[...blocks.keys()].join(', ')}`);
  assert.ok(block.includes(builtFor + paths.mcp), `it calls ${builtFor}${paths.mcp}`);
  const script = `curl() { command curl "$@"; echo; }\n${block.replaceAll(builtFor, origin.url)}`;
  const { stdout } = await run('sh', ['-c', script]);
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Answer);
}

const get = async (path: string) => (await request(origin.url + path)).text;

describe('the MCP guide’s raw curl lines answer what the guide says', () => {
  test('the versions that begin with initialize: initialize names the server, its capabilities and the agent skill; tools/call returns the product document', async () => {
    // The section is headed by the range it covers, oldest to newest.
    const [initialize, call, ...rest] = await answers(`${initializeVersions.at(-1)} to ${initializeVersions[0]}`);
    assert.equal(rest.length, 0);
    assert.equal(initialize?.id, 1);
    assert.equal(initialize.result.protocolVersion, fallbackProtocolVersion);
    assert.equal(initialize.result.serverInfo?.name, mcpServerInfo.name);
    assert.deepEqual(initialize.result.capabilities, mcpCapabilities);
    assert.equal(initialize.result.instructions, await get(paths.agentSkill));
    const product = await get(paths.product);
    assert.equal(call?.id, 2);
    assert.deepEqual(call.result.structuredContent, JSON.parse(product));
    assert.deepEqual(call.result.content, [{ type: 'text', text: product }]);
  });

  test('2026-07-28: server/discover lists the answered versions; tools/call returns the sample week', async () => {
    const [discover, call, ...rest] = await answers('2026-07-28');
    assert.equal(rest.length, 0);
    assert.deepEqual(discover?.result.supportedVersions, answeredVersions);
    assert.deepEqual(discover.result.capabilities, mcpCapabilities);
    assert.equal(discover.result.instructions, await get(paths.agentSkill));
    assert.deepEqual(call?.result.structuredContent, JSON.parse(await get(paths.sampleWeek)));
  });
});
