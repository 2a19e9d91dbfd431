// Locks in what a reader's verdict proves: an agent's claim holds from an address in its operator's published lists and fails from any other, an agent with no list is only claimed, a check that cannot run is never a failure, and readers that claim nothing are none; the snapshot is valid and every agent and list it names exists.
import assert from 'node:assert/strict';
import { isIP } from 'node:net';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { addressLists, agentLists, listSnapshots, unlistedOperators } from '../../content/address-lists.ts';
import snapshot from '../../content/agent-address-lists.json' with { type: 'json' };
import { knownAgents, userAgentRules } from '../../content/user-agents.ts';
import { addressVerdict, verdicts } from '../../content/verification.ts';
import { addressListsSchema, createSchemaValidator } from '../../schemas/index.ts';
import { attackRuns, attackSeed } from '../helpers/attacks.ts';

const gptBot = { agentClass: 'ai-training', agent: 'GPTBot' } as const;
const gptBotAddress = (listSnapshots['openai-gptbot']?.prefixes[0] ?? '').split('/')[0] ?? '';

describe('addressVerdict', () => {
  const cases: [string, Parameters<typeof addressVerdict>[0], string | undefined, string][] = [
    ["GPTBot from an address in OpenAI's GPTBot list", gptBot, gptBotAddress, 'address'],
    ['the same address written as IPv4-mapped IPv6', gptBot, `::ffff:${gptBotAddress}`, 'address'],
    ['GPTBot from anywhere else: an impostor', gptBot, '192.0.2.1', 'failed'],
    ['GPTBot from an IPv6 address in none of the lists', gptBot, '2001:db8::1', 'failed'],
    [
      "GPTBot from an address of OpenAI's ChatGPT-User list: the wrong agent's list",
      gptBot,
      (listSnapshots['openai-chatgpt-user']?.prefixes[0] ?? '').split('/')[0],
      'failed',
    ],
    ['GPTBot with no usable address', gptBot, 'not an address', 'unverified'],
    ['GPTBot with no address at all', gptBot, undefined, 'unverified'],
    ['Bytespider: its operator publishes no list', { agentClass: 'ai-training', agent: 'Bytespider' }, '192.0.2.1', 'claimed'],
    [
      "Claude Code: runs on the developer's machine, so only claimed",
      { agentClass: 'coding-agent', agent: 'claude-code' },
      '192.0.2.1',
      'claimed',
    ],
    [
      'MistralAI-User: its list is published but not in the snapshot',
      { agentClass: 'ai-assistant', agent: 'MistralAI-User' },
      '192.0.2.1',
      'unverified',
    ],
    ['a person claims nothing', { agentClass: 'person', agent: 'other' }, '192.0.2.1', 'none'],
    ['curl claims nothing', { agentClass: 'http-client', agent: 'curl' }, '192.0.2.1', 'none'],
    ['no User-Agent claims nothing', { agentClass: 'unknown', agent: 'other' }, undefined, 'none'],
  ];
  for (const [name, reader, address, verdict] of cases)
    test(`${name}: ${verdict}`, () => assert.equal(addressVerdict(reader, address), verdict));

  test(`generated addresses and junk (fast-check seed ${attackSeed}): always one of the verdicts, never a throw`, () => {
    const readers = userAgentRules.map(({ agentClass, agent }) => ({ agentClass, agent }));
    fc.assert(
      fc.property(
        fc.constantFrom(...readers),
        fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended(), fc.string({ maxLength: 80 }), fc.constant('fe80::1%eth0')),
        (reader, address) => (verdicts as readonly string[]).includes(addressVerdict(reader, address)),
      ),
      { seed: attackSeed, numRuns: attackRuns(5_000) },
    );
  });
});

describe('the lists and their snapshot', () => {
  test('the snapshot is valid against its schema, one line per problem', () => {
    const validate = createSchemaValidator().compile(addressListsSchema);
    assert.ok(validate(snapshot), JSON.stringify(validate.errors));
  });

  test("every prefix of the snapshot is an address and a length within its family's", () => {
    const bad = Object.entries(listSnapshots).flatMap(([id, { prefixes }]) =>
      prefixes
        .filter((prefix) => {
          const [network = '', length = ''] = prefix.split('/');
          const family = isIP(network);
          return family === 0 || Number(length) > (family === 4 ? 32 : 128);
        })
        .map((prefix) => `${id}: ${prefix}`),
    );
    assert.deepEqual(bad, []);
  });

  test("every list the snapshot holds is one of the table's, at the operator's own address", () => {
    const table = new Map(addressLists.map((list) => [list.id, list.url]));
    for (const [id, held] of Object.entries(listSnapshots)) assert.equal(held.url, table.get(id), id);
  });

  test('every agent the lists cover is one the classifier names, and each of its lists is in the table', () => {
    const names = new Set(userAgentRules.map((rule) => rule.agent));
    const ids = new Set(addressLists.map((list) => list.id));
    for (const { agent, lists, source } of agentLists) {
      assert.ok(names.has(agent), `${agent} is a name the classifier gives`);
      assert.match(source, /^https:\/\//, agent);
      for (const id of lists) assert.ok(ids.has(id), `${agent}: ${id}`);
    }
  });

  test("every operator of the operators' table either publishes lists or is recorded as publishing none, with its source", () => {
    const listed = new Set(addressLists.map((list) => list.operator));
    const unlisted = new Set(unlistedOperators.flatMap(({ operator, agents }) => agents.map((agent) => `${operator} ${agent}`)));
    const covered = new Set(agentLists.map(({ agent }) => agent));
    const neither = knownAgents
      .filter((known) => known.agentClass !== 'http-client' && !covered.has(known.token))
      .filter((known) => !unlisted.has(`${known.operator} ${known.token}`))
      .map((known) => `${known.operator} ${known.token}${listed.has(known.operator) ? ' (its operator publishes lists for others)' : ''}`);
    assert.deepEqual(neither, []);
  });
});
