// Locks in one classification and one verdict of readers everywhere: a corpus of User-Agents (every example the crawler list gives, the AI operators' and coding tools' own, browsers, HTTP libraries, and generated ones) gets the same class and agent from the edge's generated nginx map as from the origin's classifier, and a corpus of addresses claiming them the same verdict from the edge's geo blocks as from the origin's check.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { referralOf } from '../content/referrals.ts';
import { agentClasses, classifyUserAgent } from '../content/user-agents.ts';
import { addressVerdict, verdicts } from '../content/verification.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { type RunningProcess, startProcess } from '../scripts/child-process.ts';
import { findNginx } from '../scripts/edge-stack.ts';
import { reservePorts } from '../scripts/free-port.ts';
import { attackSeed } from './helpers/attacks.ts';
import { request } from './helpers/http.ts';
import { claimCorpus, userAgentCorpus as corpus, referralCorpus } from './helpers/reader-corpus.ts';
import { until } from './helpers/wait.ts';

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
  # The tests speak for the client, as a CDN does in front of the edge.
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  log_format readers escape=json '{"index":"$arg_index","agentClass":"$turno_agent_class","agent":"$turno_agent","verified":"$turno_verified","referral":"$turno_referral"}';
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

/** The edge's log lines for requests sent with `index` in their query, by index, once the one sent last is logged. */
async function edgeLines(last: string): Promise<Map<string, Record<string, string>>> {
  const lines = async () => (await readFile(join(dir, 'readers.log'), 'latin1')).split('\n').filter(Boolean);
  // The last request, sent after every other, is logged after them.
  await until(async () => (await lines()).some((line) => line.includes(`"index":"${last}"`)), `the request ${last} logged`);
  return new Map((await lines()).map((line) => JSON.parse(line) as Record<string, string>).map((entry) => [entry.index ?? '', entry]));
}

test(`${corpus.length} User-Agents (fast-check seed ${attackSeed}): the edge's nginx map and the origin's classifier agree on every class and agent`, {
  timeout: 120_000,
}, async () => {
  for (const [index, userAgent] of corpus.entries())
    await request(`http://127.0.0.1:${port}/?index=${index}`, { headers: { 'User-Agent': userAgent } });
  await request(`http://127.0.0.1:${port}/?index=none`);
  const edge = await edgeLines('none');
  const disagreements = corpus.flatMap((userAgent, index) => {
    const origin = classifyUserAgent(userAgent);
    const { agentClass, agent } = edge.get(String(index)) ?? {};
    return agentClass === origin.agentClass && agent === origin.agent
      ? []
      : [`${JSON.stringify(userAgent.slice(0, 120))}: edge ${agentClass} ${agent}, origin ${origin.agentClass} ${origin.agent}`];
  });
  assert.deepEqual(disagreements, []);
  assert.deepEqual(
    [edge.get('none')?.agentClass, edge.get('none')?.agent, edge.get('none')?.verified],
    ['unknown', 'other', 'none'],
    'no User-Agent at all',
  );
  const classes = new Set(corpus.map((userAgent) => classifyUserAgent(userAgent).agentClass));
  assert.deepEqual([...classes].sort(), [...agentClasses].sort(), 'every class is in the corpus');
});

const claims = claimCorpus(corpus);

test(`${claims.length} pairs of address and User-Agent (fast-check seed ${attackSeed}): the edge's geo blocks and the origin's check give the same verdict`, {
  timeout: 120_000,
}, async () => {
  for (const [index, { address, userAgent }] of claims.entries())
    await request(`http://127.0.0.1:${port}/?index=claim-${index}`, { headers: { 'User-Agent': userAgent, 'X-Forwarded-For': address } });
  await request(`http://127.0.0.1:${port}/?index=claims-end`);
  const edge = await edgeLines('claims-end');
  const disagreements = claims.flatMap(({ address, userAgent }, index) => {
    const origin = addressVerdict(classifyUserAgent(userAgent), address);
    const verified = edge.get(`claim-${index}`)?.verified;
    return verified === origin ? [] : [`${address} ${JSON.stringify(userAgent.slice(0, 80))}: edge ${verified}, origin ${origin}`];
  });
  assert.deepEqual(disagreements, []);
  const seen = new Set(claims.map(({ address, userAgent }) => addressVerdict(classifyUserAgent(userAgent), address)));
  // A signature is checked by the origin alone, off the request path; the edge logs what its check needs (tests/insights.test.ts).
  assert.deepEqual(
    [...seen].sort(),
    verdicts.filter((verdict) => verdict !== 'signature').sort(),
    'every address verdict is in the corpus',
  );
});

const referrals = referralCorpus();

test(`${referrals.length} Referers and query strings (fast-check seed ${attackSeed}): the edge's map and the origin name the same assistant, or none`, {
  timeout: 120_000,
}, async () => {
  for (const [index, { referer, query }] of referrals.entries())
    await request(`http://127.0.0.1:${port}/?index=referral-${index}${query}`, {
      headers: referer === undefined ? {} : { Referer: referer },
    });
  await request(`http://127.0.0.1:${port}/?index=referrals-end`);
  const edge = await edgeLines('referrals-end');
  const disagreements = referrals.flatMap(({ referer, query }, index) => {
    const origin = referralOf(referer, `/?index=referral-${index}${query}`) ?? '';
    const logged = edge.get(`referral-${index}`)?.referral;
    return logged === origin
      ? []
      : [`${JSON.stringify(referer?.slice(0, 80))} ${JSON.stringify(query.slice(0, 60))}: edge ${logged}, origin ${origin}`];
  });
  assert.deepEqual(disagreements, []);
  const named = new Set(referrals.map(({ referer, query }, index) => referralOf(referer, `/?index=referral-${index}${query}`)));
  assert.ok(named.size > 9, 'every assistant, and none, is in the corpus');
});
