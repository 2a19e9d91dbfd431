// Locks in npm run insights as its reader sees it: the Markdown on standard output and the HTML page state the right counts from the origin's, the edge's and Cloudflare's logs, each request counted once; unreadable lines are named and counted, never fatal; log text is escaped in both forms; the page is self-contained, accessible and fits a phone.
/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types in this file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import fc from 'fast-check';
import { listSnapshots } from '../content/address-lists.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { runInsights } from '../scripts/insights/main.ts';
import { writeSampleLogs } from '../scripts/insights/sample-logs.ts';
import { directoryResponse, newKey, signedFields } from '../scripts/web-bot-auth-signer.ts';
import { projectRoot } from './helpers/origin.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'insights-test-'));
});
after(() => rm(dir, { recursive: true, force: true }));

const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const gptBot = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)';
const claudeCode = 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)';
/** Log text that would break out of HTML or a Markdown table if it were not escaped. */
const hostileAgent = `Evil<script>alert("x")</script>|'Bot`;
const hostilePath = '/x<script>|y`z';

/** One request id the edge assigned (32 hex digits), from a short name. */
const id = (name: string): string => Buffer.from(name).toString('hex').padEnd(32, '0').slice(0, 32);

const at = (time: string): string => `2026-05-01T${time}:00.000Z`;

const originLine = (
  time: string,
  requestId: string,
  path: string,
  reader: readonly [string, string, string],
  fields: object = {},
): string =>
  JSON.stringify({
    time: at(time),
    method: path === '/mcp' ? 'POST' : 'GET',
    path,
    status: 200,
    bytes: 1_234,
    durationMs: 1.5,
    requestId,
    agentClass: reader[0],
    agent: reader[1],
    surface: 'page',
    outcome: 'served',
    userAgent: reader[2],
    ...fields,
  });

const edgeLine = (time: string, requestId: string, path: string, reader: readonly [string, string, string], fields: object = {}): string =>
  JSON.stringify({
    time: `2026-05-01T${time}:00+00:00`,
    method: 'GET',
    path,
    status: 200,
    bytes: 2_345,
    requestTime: 0.004,
    requestId,
    agentClass: reader[0],
    agent: reader[1],
    contentType: 'text/html; charset=utf-8',
    upstream: '',
    userAgent: reader[2],
    ...fields,
  });

/** A Logpush line with its timestamp as given (string, or a number written as is: nanoseconds exceed a double's integers). */
const logpushLine = (timestamp: string, path: string, userAgent: string, fields: object = {}): string =>
  JSON.stringify({
    ClientRequestHost: 'turno.example',
    ClientRequestMethod: 'GET',
    ClientRequestPath: path,
    ClientRequestUserAgent: userAgent,
    EdgeResponseStatus: 200,
    EdgeStartTimestamp: '@',
    ...fields,
  }).replace('"@"', timestamp);

const person = ['person', 'other', browserAgent] as const;
const gpt = ['ai-training', 'GPTBot', gptBot] as const;
const coder = ['coding-agent', 'claude-code', claudeCode] as const;
const mcp = (method: string, tool = 'none') => ({ surface: 'mcp', mcpClient: 'claude-code', mcpMethod: method, mcpTool: tool });

/** The five logs of one morning: two origins, the edge in front of them, a Logpush export, and a file of broken lines. */
async function writeMorning(): Promise<Record<'originA' | 'originB' | 'edge' | 'logpush' | 'broken', string>> {
  const files = {
    originA: [
      originLine('10:00', id('r1'), '/en/developers', person),
      originLine('10:05', id('r2'), '/en/developers.md', coder, { surface: 'markdown' }),
      originLine('10:06', id('r3'), '/mcp', coder, mcp('tools/call', 'get_product_info')),
      originLine('10:07', id('r4'), '/mcp', coder, mcp('tools/call', 'get_product_info')),
      originLine('10:06', id('r5'), '/mcp', coder, mcp('initialize')),
      originLine('10:10', id('r6'), '/api/public/product', gpt, { status: 429, surface: 'document', outcome: 'limited' }),
      originLine('10:11', id('r7'), '/api/public/product', gpt, { surface: 'document' }),
      originLine('11:00', id('r8'), hostilePath, ['other-bot', hostileAgent, hostileAgent], {
        status: 404,
        surface: 'other',
        outcome: 'refused',
      }),
    ],
    originB: [
      originLine('11:00', id('r9'), '/en/developers/api', person),
      // A request that came to the origin straight, not through the edge: the origin's own id.
      originLine('11:05', '7f9c2ba4-e88f-4b9c-8b7e-3d2f1a0c9e11', '/api/public/permissions', ['http-client', 'curl', 'curl/8.11.1'], {
        surface: 'document',
      }),
      originLine('11:10', id('r10'), '/robots.txt', ['unknown', 'other', ''], { surface: 'discovery' }),
    ],
    edge: [
      // The edge's lines of requests the origins logged too: counted once, from the origins' lines.
      edgeLine('10:00', id('r1'), '/en/developers', person, { upstream: '127.0.0.1:8081' }),
      edgeLine('10:05', id('r2'), '/en/developers.md', coder, { contentType: 'text/markdown; charset=utf-8', upstream: '127.0.0.1:8081' }),
      edgeLine('10:06', id('r3'), '/mcp', coder, { method: 'POST', contentType: 'application/json', upstream: '127.0.0.1:8081' }),
      edgeLine('10:10', id('r6'), '/api/public/product', gpt, { status: 429, upstream: '127.0.0.1:8081' }),
      edgeLine('11:00', id('r9'), '/en/developers/api', person, { upstream: '127.0.0.1:8082' }),
      // What the edge served itself.
      edgeLine('10:20', id('e1'), '/robots.txt', gpt, { contentType: 'text/plain' }),
      edgeLine('10:21', id('e2'), '/llms.txt', gpt, { contentType: 'text/plain' }),
      edgeLine('10:00', id('e3'), '/favicon.svg', person, { contentType: 'image/svg+xml' }),
      edgeLine('10:30', id('e4'), '/healthz', ['unknown', 'other', 'kube-probe/1.31']),
      // The edge's own limit: a 429 no origin saw.
      edgeLine('10:12', id('e6'), '/api/public/product', gpt, { status: 429, contentType: 'application/json' }),
    ],
    logpush: [
      logpushLine('"2026-05-01T10:30:00Z"', '/sitemap.xml', 'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', {
        RayID: '8d3f5c2a1b0e4f67',
      }),
      logpushLine(`${BigInt(Date.parse(at('10:31'))) * 1_000_000n}`, '/en/developers', browserAgent, {
        RayID: '8d3f5c2a1b0e4f68',
        EdgeResponseContentType: 'text/html',
      }),
      logpushLine(
        `${Date.parse(at('10:32')) / 1_000}`,
        '/en/developers/mcp',
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0)',
        {
          EdgeResponseContentType: 'text/markdown; charset=utf-8',
        },
      ),
      // Logpush delivers at least once: the same RayID again is the same request.
      logpushLine('"2026-05-01T10:30:00Z"', '/sitemap.xml', 'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', {
        RayID: '8d3f5c2a1b0e4f67',
      }),
      logpushLine('"2026-05-01T10:33:00Z"', '/readyz', 'kube-probe/1.31'),
    ],
  };
  const broken: (string | Buffer)[] = [
    'this is not JSON',
    '{"hello":"world"}',
    `{"durationMs":"${'a'.repeat(1_048_576)}"}`,
    Buffer.from([0xff, 0xfe, 0x80, 0x41, 0xc3]),
    '',
    '   ',
    originLine('10:40', id('b1'), '/es/developers', person).replace(at('10:40'), 'yesterday'),
    edgeLine('10:41', id('b2'), '/es/developers', person).replace('"status":200', '"status":"200"'),
    logpushLine(`${Date.parse(at('10:42'))}`, '/es/developers', browserAgent),
    // One good line among them, and one the edge wrote with a client's Latin-1 byte in it: both are reads.
    originLine('11:30', id('b3'), '/es/developers', person),
    Buffer.concat([
      Buffer.from(edgeLine('11:20', id('b4'), '/en/developers', ['other-bot', 'crawler', 'caf_ crawler/1.0']).split('caf_')[0] ?? ''),
      Buffer.from('caf\xe9', 'latin1'),
      Buffer.from(' crawler/1.0"}'),
    ]),
  ];
  const paths = { originA: '', originB: '', edge: '', logpush: '', broken: '' };
  for (const [name, lines] of Object.entries({ ...files, broken })) {
    const path = join(dir, `${name}.log`);
    await writeFile(path, Buffer.concat(lines.map((line) => Buffer.concat([Buffer.from(line), Buffer.from('\n')]))));
    paths[name as keyof typeof paths] = path;
  }
  return paths;
}

async function report(files: readonly string[], out = join(dir, 'report.html')) {
  let [stdout, stderr] = ['', ''];
  const status = await runInsights([...files, '--out', out], {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr, html: await readFile(out, 'utf8').catch(() => '') };
}

/** The cells of the Markdown table row that starts with `first`, escaped pipes kept inside their cells. */
function row(markdown: string, first: string): string[] | undefined {
  const line = markdown.split('\n').find((text) => text.startsWith(`| ${first} |`));
  return line
    ?.slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((cell) => cell.trim());
}

/** The rows of the Markdown table under `caption`. */
function tableUnder(markdown: string, caption: string): string[] {
  const start = markdown.indexOf(`\n${caption}:\n`);
  assert.ok(start >= 0, `a table "${caption}"`);
  const lines = markdown.slice(start).split('\n').slice(3);
  return lines.slice(
    2,
    lines.findIndex((line, index) => index >= 2 && !line.startsWith('|')),
  );
}

test('the Markdown states who read what across an origin, an edge and a Logpush log, each request once, the edge read first', async () => {
  const logs = await writeMorning();
  const { status, stdout } = await report([logs.edge, logs.logpush, logs.broken, logs.originA, logs.originB]);
  assert.equal(status, 0);
  assert.match(stdout, /^# Who reads Turno's public interface\n\n20 reads in 5 files, from 2026-05-01 10:00 to 2026-05-01 11:30 UTC\./);
  assert.deepEqual(row(stdout, 'People'), ['People', '5', '25.0%']);
  assert.deepEqual(row(stdout, 'Agents'), ['Agents', '14', '70.0%']);
  assert.deepEqual(row(stdout, 'Unknown'), ['Unknown', '1', '5.0%']);
  assert.deepEqual(row(stdout, '2026-05-01 10:00'), ['2026-05-01 10:00', '3', '11', '0'], 'people, agents and unknown readers from 10:00');
  assert.deepEqual(row(stdout, '2026-05-01 11:00'), ['2026-05-01 11:00', '2', '3', '1']);
  // Class × surface: page, markdown, document, contract, discovery, mcp, other, all.
  assert.deepEqual(row(stdout, 'ai-training'), ['ai-training', '0', '0', '3', '0', '3', '0', '0', '6']);
  assert.deepEqual(row(stdout, 'coding-agent'), ['coding-agent', '0', '1', '0', '0', '0', '3', '0', '4']);
  assert.deepEqual(row(stdout, 'person'), ['person', '4', '0', '0', '0', '0', '0', '1', '5']);
  assert.deepEqual(
    row(stdout, 'ai-assistant'),
    ['ai-assistant', '0', '1', '0', '0', '0', '0', '0', '1'],
    'a page Logpush saw answered as Markdown',
  );
  const agents = tableUnder(stdout, 'The 10 agents that read most');
  assert.equal(
    agents[0],
    '| GPTBot | ai-training | 5 | document 3<br>discovery 2 | /api/public/product (3)<br>/llms.txt (1)<br>/robots.txt (1) |',
  );
  assert.equal(agents[1], '| claude-code | coding-agent | 4 | mcp 3<br>markdown 1 | /mcp (3)<br>/en/developers.md (1) |');
  assert.ok(
    agents.includes('| ClaudeBot | ai-training | 1 | discovery 1 | /sitemap.xml (1) |'),
    'a Logpush line delivered twice counts once',
  );
  assert.deepEqual(tableUnder(stdout, 'MCP messages by client and method'), ['| claude-code | 2 | 1 | 3 |']);
  assert.match(stdout, /\| Client \| tools\/call get_product_info \| initialize \| All \|/);
  assert.doesNotMatch(stdout, /do not describe the message/, "the edge's line of an MCP request gave way to the origin's");
  assert.match(stdout, /2 reads \(10\.0% of all\) ended limited/, "the origin's limit and the edge's");
  assert.deepEqual(tableUnder(stdout, 'Limited reads by class'), ['| ai-training | 2 | 33.3% |']);
  assert.deepEqual(tableUnder(stdout, 'The 10 readers limited most'), ['| GPTBot | ai-training | 2 | 40.0% |']);
  assert.match(
    stdout,
    /Not counted as reads: 6 lines repeating a request already counted .*, 2 health or readiness probes, 7 unreadable lines/,
  );
});

test('each file says how many of its lines were read, counted elsewhere, probes or unreadable, and standard error names each unreadable line', async () => {
  const logs = await writeMorning();
  const { status, stdout, stderr } = await report([logs.originA, logs.originB, logs.edge, logs.logpush, logs.broken]);
  assert.equal(status, 0);
  assert.deepEqual(row(stdout, logs.originA), [logs.originA, '8', '8', '0', '0', '0']);
  assert.deepEqual(row(stdout, logs.originB), [logs.originB, '3', '3', '0', '0', '0']);
  assert.deepEqual(row(stdout, logs.edge), [logs.edge, '10', '4', '5', '1', '0'], 'five of the edge lines are requests the origins logged');
  assert.deepEqual(row(stdout, logs.logpush), [logs.logpush, '5', '3', '1', '1', '0']);
  assert.deepEqual(row(stdout, logs.broken), [logs.broken, '9', '2', '0', '0', '7'], 'the empty and blank lines are not lines to count');
  const named = stderr.split('\n').filter((line) => /:\d+: /.test(line));
  assert.deepEqual(named, [
    `${logs.broken}:1: not JSON`,
    `${logs.broken}:2: not a line of a known log (no durationMs, requestTime or ClientRequestPath)`,
    `${logs.broken}:3: longer than 64 KiB`,
    `${logs.broken}:4: not JSON`,
    `${logs.broken}:7: time is not an ISO 8601 time with an offset`,
    `${logs.broken}:8: status is not an HTTP status`,
    `${logs.broken}:9: EdgeStartTimestamp is neither an RFC 3339 time nor a number of seconds or nanoseconds`,
  ]);
});

test('the order of the files changes nothing but the order of the per-file table', async () => {
  const logs = await writeMorning();
  const upToFiles = (markdown: string) => markdown.slice(0, markdown.indexOf('## Lines read and skipped'));
  const forward = await report(Object.values(logs));
  const backward = await report(Object.values(logs).reverse());
  assert.equal(upToFiles(backward.stdout), upToFiles(forward.stdout));
});

test('the page is one self-contained file: no script, nothing fetched, a chart per chart, a dark scheme, and every log text escaped', async () => {
  const logs = await writeMorning();
  const { stdout, html } = await report(Object.values(logs));
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /(?:src|href)\s*=\s*["']?\s*(?:https?:)?\/\//i, 'no address to fetch or follow');
  assert.doesNotMatch(html, /url\(/i);
  assert.doesNotMatch(html, /@import|<link|<img|<iframe/i);
  assert.equal(html.match(/<svg /g)?.length, 4, 'people against agents over time, class and surface, the top agents, verdicts');
  assert.equal(html.match(/<svg [^>]*role="img" aria-labelledby="[^"]+"/g)?.length, 4, 'each chart named for assistive technology');
  assert.match(html, /@media \(prefers-color-scheme: dark\)/);
  assert.ok(html.includes('Evil&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;|&#39;Bot'), 'the agent name, escaped');
  assert.ok(html.includes('/x&lt;script&gt;|y`z'), 'the path, escaped');
  assert.ok(!html.includes(hostileAgent) && !html.includes(hostilePath));
  const hostile = tableUnder(stdout, 'The 10 agents that read most').find((line) => line.startsWith('| Evil'));
  assert.equal(hostile, '| Evil\\<script\\>alert("x")\\</script\\>\\|\'Bot | other-bot | 1 | other 1 | /x\\<script\\>\\|y\\`z (1) |');
});

test('a file that does not exist, or a folder, is one line each and exit status 1, and no report is written', async () => {
  const logs = await writeMorning();
  const missing = join(dir, 'missing.log');
  const out = join(dir, 'cli.html');
  const run = spawnSync(process.execPath, ['scripts/insights/main.ts', missing, logs.originA, dir, '--out', out], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.deepEqual(run.stderr.split('\n').filter(Boolean), [
    `insights: ${missing}: no such file`,
    `insights: ${dir}: is a folder, not a log file`,
  ]);
  assert.equal(run.stdout, '', 'no Markdown report');
  await assert.rejects(readFile(out), { code: 'ENOENT' }, 'no page written');
  const help = spawnSync(process.execPath, ['scripts/insights/main.ts', '--help'], { cwd: projectRoot, encoding: 'utf8' });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^Usage: npm run insights -- FILE\.\.\. \[--out FILE\]/);
  assert.match(help.stdout, /1 when a file does not exist or is not a\nregular file \(then nothing is written\)/);
  assert.equal(spawnSync(process.execPath, ['scripts/insights/main.ts'], { cwd: projectRoot, encoding: 'utf8' }).status, 2);
});

test("the verification section counts each agent's reads by verdict and the impostors by what they read and from how many addresses", async () => {
  const gptBotAddress = (listSnapshots['openai-gptbot']?.prefixes[0] ?? '').split('/')[0];
  const claudeBot = 'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)';
  const claude = ['ai-training', 'ClaudeBot', claudeBot] as const;
  const originLog = join(dir, 'verified-origin.log');
  const edgeLog = join(dir, 'verified-edge.log');
  const logpushLog = join(dir, 'verified-logpush.log');
  const name = Buffer.from('get_sample_schedule').toString('base64');
  await writeFile(
    originLog,
    [
      originLine('09:00', id('v1'), '/api/public/product', gpt, { surface: 'document', verified: 'address', address: gptBotAddress }),
      originLine('09:01', id('v2'), '/api/public/product', gpt, { surface: 'document', verified: 'failed', address: '192.0.2.7' }),
      originLine('09:02', id('v3'), '/en/developers', gpt, { verified: 'failed', address: '192.0.2.8' }),
      originLine('09:03', id('v4'), '/en/developers', gpt, { verified: 'failed', address: '192.0.2.8' }),
      // A line from before verdicts were logged: its address decides, and here it is OpenAI's.
      originLine('09:04', id('v5'), '/llms.txt', gpt, { surface: 'discovery', address: gptBotAddress }),
      originLine('09:05', id('v6'), '/en/developers.md', coder, { surface: 'markdown', verified: 'claimed' }),
      originLine('09:06', id('v7'), '/en/developers', person, { verified: 'none' }),
    ].join('\n'),
  );
  await writeFile(
    edgeLog,
    [
      edgeLine('09:10', id('w1'), '/llms.txt', gpt, { verified: 'failed', contentType: 'text/plain' }),
      edgeLine('09:11', id('w2'), '/robots.txt', claude, { contentType: 'text/plain' }),
      edgeLine('09:12', id('w3'), '/mcp', coder, {
        method: 'POST',
        verified: 'claimed',
        mcpMethod: 'tools/call',
        mcpName: `=?base64?${name}?=`,
      }),
    ].join('\n'),
  );
  await writeFile(
    logpushLog,
    [
      logpushLine('"2026-05-01T09:20:00Z"', '/sitemap.xml', claudeBot, { VerifiedBotCategory: 'AI Crawler', ClientIP: '160.79.104.10' }),
      logpushLine('"2026-05-01T09:21:00Z"', '/en/developers', gptBot, { VerifiedBotCategory: '', ClientIP: '203.0.113.5' }),
    ].join('\n'),
  );
  const { status, stdout, html } = await report([originLog, edgeLog, logpushLog]);
  assert.equal(status, 0);
  // Agent, class, signature, address, failed, claimed, unverified, verified share.
  assert.deepEqual(tableUnder(stdout, 'Reads of each agent by verdict'), [
    '| GPTBot | ai-training | 0 | 2 | 5 | 0 | 0 | 28.6% |',
    '| ClaudeBot | ai-training | 0 | 1 | 0 | 0 | 1 | 50.0% |',
    '| claude-code | coding-agent | 0 | 0 | 0 | 2 | 0 | 0.0% |',
  ]);
  assert.deepEqual(tableUnder(stdout, 'Impostors: reads whose claim failed'), [
    '| GPTBot | ai-training | 5 | page 3<br>discovery 1<br>document 1 | 3 |',
  ]);
  assert.match(stdout, /Impostors' addresses are counted from the lines that record one/);
  assert.deepEqual(
    tableUnder(stdout, 'MCP messages by client and method'),
    ['| unknown | 1 | 1 |'],
    "the edge's Mcp-Method and Mcp-Name fields, decoded: a tool call the edge alone logged",
  );
  assert.match(stdout, /\| Client \| tools\/call get_sample_schedule \| All \|/);
  assert.match(html, /<h2 id="verification">Who the agents proved to be<\/h2>/);
  const noAddresses = await report([edgeLog]);
  assert.match(noAddresses.stdout, /None of these logs records client addresses/);
  assert.deepEqual(tableUnder(noAddresses.stdout, 'Impostors: reads whose claim failed'), [
    '| GPTBot | ai-training | 1 | discovery 1 | not in the logs |',
  ]);
});

test("the edge's lines of signed requests are checked as the origin checks them, against a trusted signer's directory, fetched once", async () => {
  const key = newKey();
  let asked = 0;
  const server = createServer(async (_req, res) => {
    asked += 1;
    const { status, fields, body } = await directoryResponse([key], `127.0.0.1:${(server.address() as AddressInfo).port}`);
    res.writeHead(status, Object.fromEntries(fields.map(({ name, value }) => [name, value]))).end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const signer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const minute = (index: number) => String(index).padStart(2, '0');
    const time = Date.now();
    const signedLine = async (index: number, options: Partial<Parameters<typeof signedFields>[0]> = {}) => {
      const fields = await signedFields({
        key,
        agent: signer,
        authority: 'turno.example',
        path: '/llms.txt',
        created: Math.floor(time / 1000),
        ...options,
      });
      return JSON.stringify({
        time: new Date(time).toISOString().replace('Z', '+00:00'),
        method: 'GET',
        path: '/llms.txt',
        status: 200,
        bytes: 100,
        requestTime: 0,
        requestId: id(`s${minute(index)}`),
        agentClass: 'person',
        agent: 'other',
        verified: 'none',
        contentType: 'text/plain',
        userAgent: browserAgent,
        signatureInput: fields['signature-input'],
        signature: fields.signature,
        signatureAgent: fields['signature-agent'],
        host: 'turno.example',
      });
    };
    const edgeLog = join(dir, 'signed-edge.log');
    const lines = [
      await signedLine(1, { nonce: 'first' }),
      await signedLine(2, { nonce: 'first' }),
      await signedLine(3, { key: newKey() }),
      await signedLine(4, { agent: 'https://unknown.example' }),
      await signedLine(5, { components: ['@authority', '@query', 'signature-agent'] }),
    ];
    await writeFile(edgeLog, lines.join('\n'));
    let stdout = '';
    const status = await runInsights(
      [edgeLog, '--out', join(dir, 'signed.html')],
      {
        stdout: (text) => {
          stdout += text;
        },
        stderr: () => undefined,
      },
      { SIGNATURE_AGENTS: signer },
    );
    assert.equal(status, 0);
    const host = new URL(signer).host;
    // The replay failed. The rest could not be checked: a key the directory does not hold now (a report may read lines
    // older than the signer's last rotation), an untrusted signer, a signature over the query the edge does not log.
    // All four stay what their User-Agent says: a person.
    assert.deepEqual(tableUnder(stdout, 'Reads of each agent by verdict'), [
      '| other | person | 0 | 0 | 1 | 0 | 3 | 0.0% |',
      `| ${host} | ai-other | 1 | 0 | 0 | 0 | 0 | 100.0% |`,
    ]);
    assert.match(stdout, new RegExp(`Signatures verified from: ${host.replaceAll('.', '\\.')} \\(1 read\\)\\.`));
    assert.equal(asked, 1, 'the directory fetched once for the run, and no other origin');
  } finally {
    server.close();
  }
});

test("each AI operator's agents' reads against the people its assistant sent, by day; a log with no referrer says so rather than showing zero", async () => {
  const originLog = join(dir, 'referrals-origin.log');
  const edgeLog = join(dir, 'referrals-edge.log');
  const chatgptUser = ['ai-assistant', 'ChatGPT-User', 'ChatGPT-User/1.0'] as const;
  await writeFile(
    originLog,
    [
      originLine('09:00', id('q1'), '/en/developers', gpt, { referral: '' }),
      originLine('09:01', id('q2'), '/en/developers.md', chatgptUser, { surface: 'markdown', referral: '' }),
      originLine('09:02', id('q3'), '/api/public/product', gpt, { surface: 'document' }),
      originLine('09:03', id('q4'), '/en/developers', person, { referral: 'chatgpt' }),
      originLine('09:04', id('q5'), '/en/developers', person, { referral: '' }),
      originLine('09:05', id('q6'), '/en/developers', coder, { referral: '' }),
    ].join('\n'),
  );
  await writeFile(
    edgeLog,
    [
      edgeLine('09:10', id('r1'), '/llms.txt', gpt, { referral: '', contentType: 'text/plain' }),
      edgeLine('09:11', id('r2'), '/es/developers', person, { referral: 'perplexity' }),
      // A person sent by ChatGPT to something that is no page: not counted as sent.
      edgeLine('09:12', id('r3'), '/openapi.json', person, { referral: 'chatgpt', contentType: 'application/json' }),
    ].join('\n'),
  );
  const { stdout } = await report([originLog, edgeLog]);
  // Operator, training, search, assistant fetches, coding agents, people sent, agent reads per person sent.
  assert.deepEqual(tableUnder(stdout, 'AI operators: what their agents read, and the people their assistants sent'), [
    '| OpenAI | 3 | 0 | 1 | 0 | 1 | 4.0 |',
    '| Anthropic | 0 | 0 | 0 | 1 | 0 | none sent |',
    '| Perplexity | 0 | 0 | 0 | 0 | 1 | 0.0 |',
  ]);
  assert.match(stdout, /^\| 2026-05-01 \| OpenAI \| 4 \| 1 \| 4\.0 \|$/m);
  const logpushLog = join(dir, 'referrals-logpush.log');
  await writeFile(
    logpushLog,
    [
      logpushLine('"2026-05-01T09:20:00Z"', '/en/developers', browserAgent),
      logpushLine('"2026-05-01T09:21:00Z"', '/en/developers', gptBot),
    ].join('\n'),
  );
  const unknown = await report([logpushLog]);
  assert.match(unknown.stdout, /None of these logs records where people came from/);
  assert.deepEqual(tableUnder(unknown.stdout, 'AI operators: what their agents read, and the people their assistants sent'), [
    '| OpenAI | 1 | 0 | 0 | 0 | unknown | unknown |',
  ]);
  const withReferer = join(dir, 'referrals-logpush-referer.log');
  await writeFile(
    withReferer,
    [
      logpushLine('"2026-05-01T09:20:00Z"', '/en/developers', browserAgent, { ClientRequestReferer: 'https://claude.ai/chat/1' }),
      logpushLine('"2026-05-01T09:21:00Z"', '/en/developers', browserAgent, {
        ClientRequestReferer: '',
        ClientRequestURI: '/en/developers?utm_source=chatgpt.com',
      }),
    ].join('\n'),
  );
  assert.deepEqual(
    tableUnder((await report([withReferer])).stdout, 'AI operators: what their agents read, and the people their assistants sent'),
    ['| Anthropic | 0 | 0 | 0 | 0 | 1 | 0.0 |', '| OpenAI | 0 | 0 | 0 | 0 | 1 | 0.0 |'],
  );
});

test("an edge line's Mcp-Name is bounded as the origin bounds a body's: a tool not on the list is other, a name that is no base64 is taken as written", async () => {
  const edgeLog = join(dir, 'mcp-edge.log');
  const mcpLine = (minute: string, mcpName: string) =>
    edgeLine(`09:${minute}`, id(`m${minute}`), '/mcp', coder, { method: 'POST', mcpMethod: 'tools/call', mcpName });
  await writeFile(
    edgeLog,
    [
      mcpLine('00', `=?base64?${Buffer.from('x'.repeat(90)).toString('base64')}?=`),
      mcpLine('01', '=?base64?!!?='),
      mcpLine('02', 'get_product_info'),
    ].join('\n'),
  );
  const { stdout } = await report([edgeLog]);
  assert.match(stdout, /\| Client \| tools\/call other \| tools\/call get_product_info \| All \|/);
  assert.deepEqual(tableUnder(stdout, 'MCP messages by client and method'), ['| unknown | 2 | 1 | 3 |']);
});

/** The fixed seed of the generated logs (FAST_CHECK_SEED to try another). */
const seed = Number(process.env.FAST_CHECK_SEED ?? 20_260_501);

test(`random lines and garbage never stop the report, and every non-empty line is counted exactly once (fast-check seed ${seed})`, async () => {
  const pool = (...items: readonly unknown[]) => fc.constantFrom(...items);
  const requestId = fc.option(pool(id('a'), id('b'), id('c'), '8d3f5c2a1b0e4f67', 'short'), { nil: undefined });
  const path = pool(
    '/en/developers',
    '/en/developers.md',
    '/mcp',
    '/llms.txt',
    '/healthz',
    '/readyz',
    '/api/public/product',
    '/nope',
    'no-slash',
  );
  const status = pool(200, 304, 404, 429, 500, 99, '200');
  const time = pool(
    '2026-05-01T10:00:00.000Z',
    '2026-05-03T23:59:59+01:00',
    '+275760-09-13T00:00:00Z',
    '1970-01-01T00:00:00Z',
    'yesterday',
    7,
  );
  const userAgent = fc.option(pool(browserAgent, gptBot, claudeCode, '', 'curl/8.11.1'), { nil: undefined });
  const agentClass = pool('person', 'ai-training', 'unknown', 'made-up', 3);
  // The fields the origin's and the edge's lines share.
  const logFields = { time, path, status, requestId, agentClass, agent: fc.string(), userAgent };
  const line = fc.oneof(
    fc
      .record({
        ...logFields,
        durationMs: fc.constant(1),
        surface: pool('page', 'mcp', 'nope'),
      })
      .map((fields) => JSON.stringify(fields)),
    fc
      .record({
        ...logFields,
        requestTime: fc.constant(0),
        contentType: pool('text/markdown', 'text/html'),
      })
      .map((fields) => JSON.stringify(fields)),
    fc
      .record({
        ClientRequestPath: path,
        EdgeResponseStatus: status,
        EdgeStartTimestamp: pool('2026-05-01T10:00:00Z', 1_777_629_600, 1_777_629_600_000_000_000, 1_777_629_600_000, 8.64e21, 'x'),
        ClientRequestUserAgent: userAgent,
        RayID: requestId,
      })
      .map((fields) => JSON.stringify(fields)),
    fc.json(),
    fc.string({ unit: 'binary' }),
    fc.uint8Array({ maxLength: 80 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(''),
  );
  const logFile = fc
    .array(line, { maxLength: 30 })
    .map((lines) => Buffer.concat(lines.map((text) => Buffer.concat([Buffer.from(text), Buffer.from('\n')]))));
  let run = 0;
  await fc.assert(
    fc.asyncProperty(logFile, logFile, async (first, second) => {
      run += 1;
      const files = [join(dir, `random-${run}-a.log`), join(dir, `random-${run}-b.log`)];
      await writeFile(files[0] ?? '', first);
      await writeFile(files[1] ?? '', second);
      const { status, stdout, stderr } = await report(files, join(dir, 'random.html'));
      assert.equal(status, 0);
      let reads = 0;
      for (const [index, file] of files.entries()) {
        const nonEmpty = (index === 0 ? first : second)
          .toString('utf8')
          .split('\n')
          .filter((text) => text.trim() !== '').length;
        const [, lines, read, merged, probes, unreadable] = (row(stdout, file) ?? []).map(Number);
        assert.equal(lines, nonEmpty, `${file}: every non-empty line`);
        assert.equal((read ?? 0) + (merged ?? 0) + (probes ?? 0) + (unreadable ?? 0), lines, `${file}: each line counted once`);
        assert.equal(
          stderr.split('\n').filter((text) => text.startsWith(`${file}:`)).length,
          unreadable,
          `${file}: each unreadable line named`,
        );
        reads += read ?? 0;
      }
      assert.deepEqual(row(stdout, 'All')?.slice(0, 2), ['All', reads.toLocaleString('en')]);
    }),
    { seed, numRuns: 100 },
  );
});

test('the page of two days of logs passes axe in both schemes and fits a 375 px screen: wide tables and charts scroll in their own boxes', async () => {
  const logs = await writeSampleLogs(dir);
  const out = join(dir, 'sample.html');
  await report(logs, out);
  const html = await readFile(out, 'utf8');
  const browser = await launchChromium();
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe opens a page of its own in the context to gather its results.
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.setContent(html);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, `${colorScheme}: nothing wider than the screen`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        [],
        `${colorScheme}: axe`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
});

test('every series the page draws or lists in a legend has its colour, in the light scheme and the dark', async () => {
  const logs = await writeSampleLogs(dir);
  const out = join(dir, 'series.html');
  await report(logs, out);
  const html = await readFile(out, 'utf8');
  const keys = new Set([...html.matchAll(/class="(?:swatch )?s-([a-z-]+)"/g)].map(([, key]) => key));
  assert.ok(keys.has('signature') && keys.has('people'), [...keys].join(', '));
  for (const key of keys) {
    assert.match(html, new RegExp(`\\.s-${key} \\{ fill: var\\(--${key}\\)`), `${key}: a rule`);
    assert.equal(html.match(new RegExp(`--${key}: #[0-9a-f]{6};`, 'g'))?.length, 2, `${key}: a colour in each scheme`);
  }
});
