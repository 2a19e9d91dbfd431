// Locks in what operators learn of who reads, in process: each read counted by the class of its reader, its surface and outcome, and whether its claim holds from its address; MCP clients by the names they send, bounded; the access log's one line per read and what it never holds; and no input that can add a series, a 5xx or unbounded memory.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { listSnapshots } from '../../../content/address-lists.ts';
import { mcpTools, paths } from '../../../content/constants.ts';
import { attackRuns } from '../../helpers/attacks.ts';
import { type InProcessOrigin, inProcessOrigin } from '../../helpers/in-process.ts';
import { envelope, legacyPost, legacyVersion, modernPost } from '../../helpers/mcp.ts';
import { samplesIn, total } from '../../helpers/metrics.ts';
import { until } from '../../helpers/wait.ts';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const claudeCode = 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)';
const gptBot = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)';
const gptBotAddress = (listSnapshots['openai-gptbot']?.prefixes[0] ?? '').split('/')[0] ?? '';
const seed = 20_261_128;

let origin: InProcessOrigin;
let logDir = '';
before(async () => {
  logDir = await mkdtemp(join(tmpdir(), 'turno-access-'));
  origin = await inProcessOrigin({
    rateLimitRestPerMinute: 1_000_000,
    rateLimitMcpPerMinute: 1_000_000,
    accessLog: join(logDir, 'access.log'),
    trustProxy: ['127.0.0.1'],
  });
});
after(async () => {
  await origin.close();
  await rm(logDir, { recursive: true, force: true });
});

const reads = async (...labels: string[]) => total(await samplesIn(origin.metrics), 'turno_reads_total', ...labels);

describe('reads, by who asked, what and how it ended', () => {
  test('a person reads a page, a coding agent its Markdown, an agent the document, curl the contract; probes are no reads', async () => {
    const before = new Map(
      await Promise.all(
        ['agent_class="person",surface="page",outcome="served"', 'agent_class="coding-agent",surface="markdown",outcome="served"'].map(
          async (labels) => [labels, await reads(labels)] as const,
        ),
      ),
    );
    await origin.request({ url: paths.developers, headers: { 'user-agent': chrome, accept: 'text/html' } });
    await origin.request({ url: paths.developers, headers: { 'user-agent': claudeCode, accept: 'text/markdown' } });
    await origin.request({ url: paths.developersMarkdown, headers: { 'user-agent': claudeCode } });
    await origin.request({ url: paths.readiness, headers: { 'user-agent': chrome } });
    for (const [labels, count] of before) assert.ok((await reads(labels)) > count, labels);
    assert.equal(
      (await reads('agent_class="coding-agent"', 'surface="markdown"')) -
        (before.get('agent_class="coding-agent",surface="markdown",outcome="served"') ?? 0),
      2,
    );
    const agents = await samplesIn(origin.metrics);
    assert.ok((agents.get('turno_agent_reads_total{agent="claude-code",verified="claimed"}') ?? 0) >= 2);
  });
});

describe('claims checked against the addresses the operators publish', () => {
  const agentReads = async (agent: string, verified: string) =>
    (await samplesIn(origin.metrics)).get(`turno_agent_reads_total{agent="${agent}",verified="${verified}"}`) ?? 0;
  const read = (userAgent: string, forwardedFor: string) =>
    origin.request({ url: paths.product, headers: { 'user-agent': userAgent, 'x-forwarded-for': forwardedFor } });

  test("GPTBot from an address in OpenAI's list is `address`; from any other, `failed`; a person, `none`", async () => {
    const before = await Promise.all([agentReads('GPTBot', 'address'), agentReads('GPTBot', 'failed'), agentReads('other', 'none')]);
    await read(gptBot, gptBotAddress);
    await read(gptBot, `::ffff:${gptBotAddress}`);
    await read(gptBot, '192.0.2.1');
    await read(chrome, gptBotAddress);
    const after = await Promise.all([agentReads('GPTBot', 'address'), agentReads('GPTBot', 'failed'), agentReads('other', 'none')]);
    assert.deepEqual(
      after.map((count, index) => count - (before[index] ?? 0)),
      [2, 1, 1],
    );
  });

  test("the address is the client's as TRUST_PROXY decides it: the rightmost one no trusted proxy speaks for", async () => {
    const before = await agentReads('GPTBot', 'failed');
    // A client that puts OpenAI's address first in the chain does not become OpenAI: the trusted peer appended its own.
    await read(gptBot, `${gptBotAddress}, 192.0.2.9`);
    assert.equal((await agentReads('GPTBot', 'failed')) - before, 1);
  });

  test(`long, malformed and IPv6-mapped X-Forwarded-For chains (fast-check seed ${seed}): never a 5xx, always a verdict of the five`, async () => {
    const chains = fc.sample(
      fc.oneof(
        fc
          .array(
            fc.oneof(
              fc.ipV4(),
              fc.ipV6(),
              fc.ipV4().map((address) => `::ffff:${address}`),
            ),
            { maxLength: 200 },
          )
          .map((hops) => hops.join(', ')),
        fc.string({ maxLength: 2_000 }),
        fc.constant(`${'1.2.3.4, '.repeat(1_500)}junk`),
      ),
      { seed, numRuns: attackRuns(500) },
    );
    for (const chain of chains) {
      const answer = await read(gptBot, chain);
      assert.ok(answer.statusCode < 500, `${JSON.stringify(chain.slice(0, 60))}: ${answer.statusCode}`);
    }
    const verdicts = [...(await samplesIn(origin.metrics)).keys()].filter((key) =>
      key.startsWith('turno_agent_reads_total{agent="GPTBot"'),
    );
    assert.ok(
      verdicts.every((key) => /verified="(address|failed|claimed|unverified|none)"/.test(key)),
      verdicts.join(', '),
    );
  });

  test('10,000 distinct addresses claiming GPTBot: never a 5xx, and no new series', async () => {
    await read(gptBot, '192.0.2.1');
    const series = async () => [...(await samplesIn(origin.metrics)).keys()].filter((key) => key.startsWith('turno_')).length;
    const before = await series();
    for (let index = 0; index < 10_000; index++) {
      const answer = await read(gptBot, `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`);
      assert.ok(answer.statusCode < 500);
    }
    assert.equal(await series(), before, 'every impostor counts under the one GPTBot failed series');
  });
});

describe('MCP clients by the names they send', () => {
  const clients = async (client: string, method: string) =>
    total(await samplesIn(origin.metrics), 'turno_mcp_clients_total', `client="${client}"`, `method="${method}"`);

  test('initialize names the client (2025 versions); each 2026-07-28 request names it in _meta; later 2025 requests name none', async () => {
    const initialize = legacyPost({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: legacyVersion, capabilities: {}, clientInfo: { name: 'claude-code', version: '2.1.86' } },
    });
    await origin.mcp(initialize);
    assert.equal(await clients('claude-code', 'initialize'), 1);
    await origin.mcp(legacyPost({ id: 2, method: 'tools/list' }, { 'MCP-Protocol-Version': legacyVersion }));
    assert.equal(await clients('unknown', 'tools/list'), 1, 'a stateless 2025 request after initialize carries no name');
    const cursor = modernPost('tools/call', { name: mcpTools.productInfo, arguments: {} });
    await origin.mcp({
      ...cursor,
      body: cursor.body.replace(JSON.stringify(envelope['io.modelcontextprotocol/clientInfo']), '{"name":"cursor-vscode","version":"1"}'),
    });
    assert.equal(total(await samplesIn(origin.metrics), 'turno_mcp_clients_total', 'client="cursor"', `tool="${mcpTools.productInfo}"`), 1);
  });

  test(`10,000 distinct generated client names and User-Agents (fast-check seed ${seed}): never a 5xx, and no series beyond the fixed lists`, async () => {
    const names = fc.sample(fc.string({ minLength: 1, maxLength: 60 }), { seed, numRuns: 10_000 });
    const seriesBefore = async () => [...(await samplesIn(origin.metrics)).keys()].filter((key) => key.startsWith('turno_')).length;
    const before = await seriesBefore();
    for (const [index, name] of names.entries()) {
      const answer = await origin.mcp(
        legacyPost({
          id: index,
          method: 'initialize',
          params: { protocolVersion: legacyVersion, capabilities: {}, clientInfo: { name, version: '1' } },
        }),
        { headers: { 'user-agent': `${name} ${index}` } },
      );
      assert.ok(answer.statusCode < 500, `${JSON.stringify(name)}: ${answer.statusCode}`);
    }
    // Every name not listed is `other`, every User-Agent no list knows `unknown`: at most those few series are new.
    assert.ok((await seriesBefore()) - before <= 6, `${(await seriesBefore()) - before} new series`);
    assert.ok((await clients('other', 'initialize')) > 9_000);
  });
});

describe('people the assistants send', () => {
  const referrals = async (source: string) => total(await samplesIn(origin.metrics), 'turno_referrals_total', `source="${source}"`);

  test("a person's read of a page or its Markdown with an assistant's Referer or utm_source counts; an agent's, or a document's, does not", async () => {
    const [chatgpt, claude] = [await referrals('chatgpt'), await referrals('claude')];
    await origin.request({ url: paths.developers, headers: { 'user-agent': chrome, referer: 'https://chatgpt.com/' } });
    await origin.request({ url: `${paths.developersMarkdown}?utm_source=chatgpt.com`, headers: { 'user-agent': chrome } });
    await origin.request({ url: paths.developers, headers: { 'user-agent': chrome, referer: 'https://claude.ai/chat/1' } });
    await origin.request({ url: paths.developers, headers: { 'user-agent': gptBot, referer: 'https://chatgpt.com/' } });
    await origin.request({ url: paths.product, headers: { 'user-agent': chrome, referer: 'https://chatgpt.com/' } });
    await origin.request({ url: paths.developers, headers: { 'user-agent': chrome, referer: 'https://www.google.com/' } });
    assert.deepEqual([(await referrals('chatgpt')) - chatgpt, (await referrals('claude')) - claude], [2, 1]);
  });

  test('every source has its series from the start, at 0 until its first person', async () => {
    const samples = await samplesIn(origin.metrics);
    for (const source of ['perplexity', 'gemini', 'copilot', 'mistral', 'meta-ai', 'deepseek', 'grok'])
      assert.ok(samples.has(`turno_referrals_total{source="${source}"}`), source);
  });

  test('8 KiB, not a URL, control characters, bytes that are not UTF-8, 10,000 distinct hosts: never a 5xx, no new series', async () => {
    const series = async () => [...(await samplesIn(origin.metrics)).keys()].filter((key) => key.startsWith('turno_')).length;
    await origin.request({ url: paths.developers, headers: { 'user-agent': chrome, referer: 'https://warm.example/' } });
    const before = await series();
    const hostile = [
      `https://chatgpt.com/${'a'.repeat(8_192)}`,
      'not a url',
      'https://x\u0001\u0007.example/',
      'https://caf\u00e9\u00ff.example/',
    ];
    const referers = [...hostile, ...Array.from({ length: 10_000 }, (_, index) => `https://host-${index}.example/page`)];
    for (const referer of referers) {
      const answer = await origin.request({ url: paths.developers, headers: { 'user-agent': chrome, referer } });
      assert.ok(answer.statusCode < 500, JSON.stringify(referer.slice(0, 40)));
    }
    assert.equal(await series(), before);
  });
});

describe('hostile signatures', () => {
  test(`generated Signature-Input, Signature and Signature-Agent fields (fast-check seed ${seed}): never a 5xx, no series beyond the verdicts`, async () => {
    const structured = fc.stringMatching(/^[a-z0-9=;,"():@*.\-/ ]{0,200}$/);
    const inputs = fc.oneof(
      structured,
      fc.string({ maxLength: 500 }),
      fc
        .array(fc.constantFrom('sig1', 'sig2', 'x'), { maxLength: 1_000 })
        .map((labels) =>
          labels.map((label) => `${label}=("@authority");created=1;expires=99999999999;keyid="k";tag="web-bot-auth"`).join(', '),
        ),
    );
    const agents = fc.oneof(
      // No signer the table trusts: the unit tier fetches no directory.
      fc.constantFrom('"https://signer.example"', 'sig1="http://169.254.169.254"', '"file:///etc/passwd"', '"http://127.0.0.1:9"'),
      structured,
    );
    const series = async () => [...(await samplesIn(origin.metrics)).keys()].filter((key) => key.startsWith('turno_')).length;
    const checked = async () =>
      total(await samplesIn(origin.metrics), 'turno_agent_reads_total', 'agent="other"', 'verified="failed"') +
      total(await samplesIn(origin.metrics), 'turno_agent_reads_total', 'agent="other"', 'verified="unverified"');
    const [before, checkedBefore] = [await series(), await checked()];
    const runs = attackRuns(300);
    for (const [input, signature, agent] of fc.sample(fc.tuple(inputs, structured, agents), { seed, numRuns: runs })) {
      const answer = await origin.request({
        url: paths.product,
        headers: { 'user-agent': chrome, 'signature-input': input, signature, 'signature-agent': agent },
      });
      assert.ok(answer.statusCode < 500, `${JSON.stringify(input.slice(0, 60))}: ${answer.statusCode}`);
    }
    // The checks end off the request path: each read is counted once its check ends, failed or unverified (every one
    // names a Signature-Agent, so each is a claim), under the one reader its User-Agent makes.
    await until(async () => (await checked()) - checkedBefore === runs, `all ${runs} checks counted`);
    assert.ok((await series()) - before <= 2, 'at most the failed and unverified series of people are new');
  });
});

describe('hostile User-Agents', () => {
  test('8 KiB, control characters and bytes that are not UTF-8: answered, never a 5xx, classed from their first 256 characters', async () => {
    const cases: [string, string][] = [
      ['G'.repeat(8_192), 'unknown'],
      ['curl/8\u0000\u0007\u001b[31m', 'http-client'],
      ['Mozilla/5.0 (\u00ff\u00fe\u00e9) \ud800', 'unknown'],
      [`GPTBot/1.0 ${'x'.repeat(8_000)}`, 'ai-training'],
      [`${'x'.repeat(300)} GPTBot/1.0`, 'unknown'],
    ];
    for (const [userAgent, agentClass] of cases) {
      const label = `agent_class="${agentClass}",surface="document",outcome="served"`;
      const before = await reads(label);
      const answer = await origin.request({ url: paths.product, headers: { 'user-agent': userAgent } });
      assert.equal(answer.statusCode, 200, JSON.stringify(userAgent.slice(0, 40)));
      assert.equal((await reads(label)) - before, 1, `${JSON.stringify(userAgent.slice(0, 40))} counted as ${agentClass}`);
    }
  });
});

describe('the access log', () => {
  test('one line per read with its reader, surface and outcome, the User-Agent cut to 256 characters; no other header, no cookie, no body, no address unless asked for', async () => {
    const edgeId = 'a'.repeat(32);
    // Liveness first: once the later reads' lines are written, its own would be too.
    await origin.request({ url: paths.health });
    await origin.request({
      url: paths.product,
      headers: {
        'user-agent': `${claudeCode}${'z'.repeat(400)}`,
        cookie: 'session=secret',
        'x-request-id': edgeId,
        authorization: 'Bearer secret',
      },
    });
    await origin.mcp(
      legacyPost(
        { id: 7, method: 'tools/call', params: { name: mcpTools.sampleSchedule, arguments: {} } },
        { 'MCP-Protocol-Version': legacyVersion },
      ),
      {
        headers: { 'user-agent': chrome },
      },
    );
    const logged = async () =>
      (await readFile(join(logDir, 'access.log'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // A response's line is written once its end reaches the router's listener, after light-my-request has its answer.
    const callLogged = (lines: Record<string, unknown>[]) => {
      const read = lines.findIndex((line) => line.requestId === edgeId);
      return read !== -1 && lines.slice(read + 1).some((line) => line.userAgent === chrome);
    };
    await until(async () => callLogged(await logged()), 'the MCP call logged after the read');
    await origin.close();
    const lines = await logged();
    const product = lines.find((line) => line.requestId === edgeId);
    assert.ok(product, "the edge's request id, from a proxy TRUST_PROXY names, is kept");
    assert.deepEqual(
      Object.keys(product).sort(),
      [
        'agent',
        'agentClass',
        'bytes',
        'durationMs',
        'method',
        'outcome',
        'path',
        'requestId',
        'status',
        'surface',
        'time',
        'userAgent',
        'verified',
      ].sort(),
    );
    assert.equal(product.agentClass, 'coding-agent');
    assert.equal(product.verified, 'claimed', "Claude Code runs on the developer's machine: a claim no list can check");
    assert.equal(product.surface, 'document');
    assert.equal((product.userAgent as string).length, 256);
    const text = JSON.stringify(lines);
    assert.doesNotMatch(text, /secret/, 'no cookie, no credentials');
    // This test's call: the generated ones of the tests before may still be ending beside it.
    const mcp = lines.findLast((line) => line.path === paths.mcp && line.userAgent === chrome);
    assert.deepEqual([mcp?.mcpClient, mcp?.mcpMethod, mcp?.mcpTool], ['unknown', 'tools/call', mcpTools.sampleSchedule]);
    assert.equal(lines.filter((line) => line.path === paths.health).length, 0, 'liveness is no read');
    assert.ok(
      lines.every((line) => line.address === undefined),
      'no address unless ACCESS_LOG_ADDRESSES=1',
    );
  });
});
