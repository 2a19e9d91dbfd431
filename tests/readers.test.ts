// Locks in one classification of readers everywhere: a corpus of User-Agents (every example the crawler list gives, the AI operators' and coding tools' own, browsers, HTTP libraries, and generated ones) gets the same class and agent from the edge's generated nginx map as from the origin's classifier.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import crawlers from 'crawler-user-agents';
import fc from 'fast-check';
import { classifyUserAgent } from '../content/user-agents.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { type RunningProcess, startProcess } from '../scripts/child-process.ts';
import { findNginx } from '../scripts/edge-stack.ts';
import { reservePorts } from '../scripts/free-port.ts';
import { attackSeed } from './helpers/attacks.ts';
import { request } from './helpers/http.ts';
import { until } from './helpers/wait.ts';

/** User-Agents people, agents and libraries send, beside the general list's own examples. */
const known = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.0.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0',
  'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  'Mozilla/5.0 (compatible; Google-Gemini-CLI/1.0; +https://github.com/google-gemini/gemini-cli)',
  'Mozilla./5.0 (Aider/0.86.1 +https://aider.chat/)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)',
  'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
  'curl/8.11.1',
  'node',
  'undici',
  'python-requests/2.32.3',
  'Go-http-client/2.0',
  'SomeTool/1.0',
  'x'.repeat(8_192),
  'Mozilla/5.0 (compatible; caf\u00e9 crawler/1.0)',
];

/** Generated User-Agents: printable ASCII and Latin-1 (what a header may carry), from a fixed seed. */
const generated = fc
  .sample(
    fc.string({
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((code) => code !== 0x7f)
        .map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 300,
    }),
    { seed: attackSeed, numRuns: 300 },
  )
  .map((userAgent) => userAgent.trim())
  .filter(Boolean);

const corpus = [...new Set([...crawlers.flatMap((crawler) => crawler.instances), ...known, ...generated])];

let nginx: RunningProcess | undefined;
let dir = '';
let port = 0;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turno-readers-'));
  const [reserved] = await reservePorts(1);
  port = reserved?.port ?? 0;
  await reserved?.release();
  await writeFile(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log stderr warn;
daemon off;
events { worker_connections 256; }
http {
  include ${resolve(buildPaths.edge)}/readers.conf;
  large_client_header_buffers 4 16k;
  log_format readers escape=json '{"index":"$arg_index","agentClass":"$turno_agent_class","agent":"$turno_agent"}';
  access_log ${dir}/readers.log readers;
  server { listen 127.0.0.1:${port}; location / { return 204; } }
}
`,
  );
  nginx = await startProcess('nginx', findNginx(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    ready: async () => (await request(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status === 204,
  });
});

after(async () => {
  await nginx?.stop();
  await rm(dir, { recursive: true, force: true });
});

test(`${corpus.length} User-Agents (fast-check seed ${attackSeed}): the edge's nginx map and the origin's classifier agree on every class and agent`, {
  timeout: 120_000,
}, async () => {
  for (const [index, userAgent] of corpus.entries())
    await request(`http://127.0.0.1:${port}/?index=${index}`, { headers: { 'User-Agent': userAgent } });
  await request(`http://127.0.0.1:${port}/?index=none`);
  const lines = async () => (await readFile(join(dir, 'readers.log'), 'latin1')).split('\n').filter(Boolean);
  // The last request, sent after every other, is logged after them.
  await until(async () => (await lines()).some((line) => line.includes('"index":"none"')), 'every request logged');
  const edge = new Map(
    (await lines())
      .map((line) => JSON.parse(line) as { index: string; agentClass: string; agent: string })
      .map((entry) => [entry.index, entry]),
  );
  const disagreements = corpus.flatMap((userAgent, index) => {
    const origin = classifyUserAgent(userAgent);
    const { agentClass, agent } = edge.get(String(index)) ?? {};
    return agentClass === origin.agentClass && agent === origin.agent
      ? []
      : [`${JSON.stringify(userAgent.slice(0, 120))}: edge ${agentClass} ${agent}, origin ${origin.agentClass} ${origin.agent}`];
  });
  assert.deepEqual(disagreements, []);
  assert.deepEqual(edge.get('none'), { index: 'none', agentClass: 'unknown', agent: 'other' }, 'no User-Agent at all');
  const classes = new Set(corpus.map((userAgent) => classifyUserAgent(userAgent).agentClass));
  assert.equal(classes.size, 9, `every class is in the corpus: ${[...classes].join(', ')}`);
});
