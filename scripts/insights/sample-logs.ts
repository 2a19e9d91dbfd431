// Two days of made-up but plausible access logs, as npm run stack keeps them (the edge's and two origins', the origins recording addresses as ACCESS_LOG_ADDRESSES=1 has them), from a fixed seed: people by day, crawlers at all hours, assistants and coding agents reading Markdown and calling MCP tools, a client over its limit, an impostor claiming GPTBot, a browser-driving agent whose signature the origins verify, and people some of whom an assistant sent.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { agentLists, listSnapshots } from '../../content/address-lists.ts';
import { paths } from '../../content/constants.ts';
import { outcomeOf, type Surface, surfaceOf } from '../../content/reads.ts';
import { type Signer, signers } from '../../content/signers.ts';
import { classifyUserAgent } from '../../content/user-agents.ts';
import { addressVerdict } from '../../content/verification.ts';

/** The same logs, so the same pictures, on every run. */
const seed = 20_260_501;

let state = seed;

/** The next number in [0, 1) from a small seeded generator (mulberry32); writeSampleLogs starts it from `seed` again. */
function next(): number {
  state = (state + 0x6d2b79f5) | 0;
  let value = Math.imul(state ^ (state >>> 15), 1 | state);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const pages = [
  paths.developers,
  paths.apiReference,
  paths.mcpGuide,
  paths.forAgents,
  paths.limitsAndErrors,
  '/pt-pt/developers',
  '/es/developers',
];
const documents = [paths.product, paths.permissions, paths.sampleWeek];
const discovery = [paths.llms, paths.llmsFull, paths.robots, paths.sitemap, paths.wellKnownServerCard, paths.agentSkills, paths.apiCatalog];
const assets = [paths.favicon, paths.docsScript, '/_astro/page.css'];

/** Who reads, how often (per hour, at the busiest), and what each asks for. */
interface Reader {
  readonly userAgent: string;
  readonly perHour: number;
  /** People read by day (Lisbon), agents at any hour. */
  readonly daytime: boolean;
  readonly asks: () => { readonly path: string; readonly markdown?: boolean; readonly status?: number };
  readonly mcpClient?: string;
  /** Sends from its agent's own published addresses (the default), or from anywhere while claiming the name. */
  readonly impostor?: true;
  /** A person some of whose visits an assistant sent: each assistant's share of them. */
  readonly sentBy?: readonly (readonly [string, number])[];
  /** Signs with Web Bot Auth as this signer: the origins verify it and log who it proved; the edge classes its User-Agent. */
  readonly signedBy?: Signer;
}

/** The assistants people follow links from, and how often, for the two kinds of person here. */
const sentBy = [
  ['chatgpt', 0.12],
  ['perplexity', 0.04],
  ['claude', 0.03],
  ['gemini', 0.02],
] as const;

/** The assistant that sent one visit of `reader`, or '' for none. */
function referralFor(reader: Reader): string {
  let roll = next();
  for (const [source, share] of reader.sentBy ?? []) {
    if (roll < share) return source;
    roll -= share;
  }
  return '';
}

const gptBotUserAgent = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.3; +https://openai.com/gptbot)';

/** An address a reader sends from: the first of one of its agent's published prefixes unless it is an impostor, else one of a few networks. */
function addressOf(reader: Reader, agent: string): string {
  const lists = reader.impostor ? [] : (agentLists.find((entry) => entry.agent === agent)?.lists ?? []);
  const prefixes = lists.flatMap((id) => listSnapshots[id]?.prefixes ?? []);
  if (prefixes.length > 0) return pick(prefixes).split('/')[0] ?? '';
  return `${pick(['198.51.100', '203.0.113', '192.0.2'])}.${1 + Math.floor(next() * 200)}`;
}

const chatGptAgent = signers.find((signer) => signer.agent === 'ChatGPT agent') as Signer;

const desktop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const mcpMessages = ['initialize', 'notifications/initialized', 'tools/list', 'tools/call', 'tools/call', 'resources/read'];

const readers: readonly Reader[] = [
  { userAgent: desktop, perHour: 40, daytime: true, asks: () => ({ path: next() < 0.6 ? pick(pages) : pick(assets) }), sentBy },
  { userAgent: phone, perHour: 14, daytime: true, asks: () => ({ path: next() < 0.7 ? pick(pages) : pick(assets) }), sentBy },
  {
    userAgent: gptBotUserAgent,
    perHour: 9,
    daytime: false,
    asks: () => ({ path: pick([...pages, ...discovery, paths.openapi]) }),
  },
  // A scraper that calls itself GPTBot, from addresses OpenAI does not publish, after the documents.
  { userAgent: gptBotUserAgent, perHour: 4, daytime: true, asks: () => ({ path: pick(documents) }), impostor: true },
  {
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    perHour: 6,
    daytime: false,
    asks: () => ({ path: pick([...pages, ...discovery]) }),
  },
  {
    userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)',
    perHour: 3,
    daytime: false,
    asks: () => ({ path: pick([...pages, paths.sitemap]) }),
  },
  {
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
    perHour: 4,
    daytime: false,
    asks: () => ({ path: pick([...pages, paths.llms]) }),
  },
  {
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    perHour: 7,
    daytime: true,
    asks: () => (next() < 0.5 ? { path: `${pick(pages)}.md` } : { path: pick(pages), markdown: true }),
  },
  {
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
    perHour: 5,
    daytime: true,
    asks: () => ({ path: pick([...pages, paths.llms]), markdown: true }),
  },
  // ChatGPT's agent drives a browser: a Chrome User-Agent, proven by its signature.
  { userAgent: desktop, perHour: 3, daytime: true, asks: () => ({ path: pick([...pages, ...documents]) }), signedBy: chatGptAgent },
  {
    userAgent: 'Claude-User (claude-code/2.1.86; +https://support.anthropic.com/)',
    perHour: 8,
    daytime: true,
    asks: () =>
      next() < 0.5 ? { path: paths.mcp } : { path: pick([paths.llms, paths.developersMarkdown, paths.openapi]), markdown: true },
    mcpClient: 'claude-code',
  },
  { userAgent: 'node', perHour: 5, daytime: true, asks: () => ({ path: paths.mcp }), mcpClient: 'cursor' },
  { userAgent: 'python-httpx/0.28.1', perHour: 3, daytime: true, asks: () => ({ path: paths.mcp }), mcpClient: 'python-sdk' },
  {
    userAgent: 'python-requests/2.32.3',
    perHour: 6,
    daytime: false,
    asks: () => ({ path: pick(documents), status: next() < 0.35 ? 429 : 200 }),
  },
  { userAgent: 'curl/8.11.1', perHour: 2, daytime: true, asks: () => ({ path: pick(documents) }) },
  {
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    perHour: 5,
    daytime: false,
    asks: () => ({ path: pick([...pages, paths.sitemap, paths.robots]) }),
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    perHour: 2,
    daytime: false,
    asks: () => ({ path: pick([...pages, paths.robots]) }),
  },
  {
    userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    perHour: 2,
    daytime: false,
    asks: () => {
      const path = pick([...pages, '/wp-login.php', '/.env']);
      return { path, status: pages.includes(path) ? (next() < 0.3 ? 429 : 200) : 404 };
    },
  },
  {
    userAgent: '',
    perHour: 2,
    daytime: false,
    asks: () => {
      const path = pick(['/', '/.git/config', paths.robots]);
      return { path, status: path === '/.git/config' ? 404 : 200 };
    },
  },
];

/** What only an origin answers (npm run stack's edge serves every other built file itself), and every unknown path's 404. */
const originOnly = new Set<Surface | undefined>(['page', 'document', 'mcp']);

/** Writes the edge's and the two origins' logs of two days into `dir`; returns their paths. */
export async function writeSampleLogs(dir: string): Promise<readonly string[]> {
  state = seed;
  const logs = { edge: [] as string[], 'origin-a': [] as string[], 'origin-b': [] as string[] };
  const start = Date.parse('2026-05-01T00:00:00Z');
  let sequence = 0;
  for (let hour = 0; hour < 48; hour += 1) {
    const lisbonHour = (hour + 1) % 24;
    const daylight = Math.max(0, Math.sin(((lisbonHour - 7) / 15) * Math.PI));
    for (const reader of readers) {
      const expected = reader.perHour * (reader.daytime ? 0.1 + daylight : 0.6 + 0.4 * next());
      const count = Math.round(expected * (0.6 + 0.8 * next()));
      for (let index = 0; index < count; index += 1) {
        sequence += 1;
        const time = new Date(start + hour * 3_600_000 + Math.floor(next() * 3_600_000));
        const { path, markdown = false, status = 200 } = reader.asks();
        const requestId = (sequence * 2_654_435_761).toString(16).padStart(32, '0').slice(-32);
        const classed = classifyUserAgent(reader.userAgent);
        const { agentClass, agent } = classed;
        const address = addressOf(reader, agent);
        const verified = addressVerdict(classed, address);
        const surface = surfaceOf(path, markdown) ?? 'other';
        const page = surface === 'page' || surface === 'markdown';
        const referral = page && agentClass === 'person' && reader.signedBy === undefined ? referralFor(reader) : '';
        const proven = reader.signedBy === undefined ? { agentClass, agent, verified } : { ...reader.signedBy, verified: 'signature' };
        const toOrigin = originOnly.has(surfaceOf(path)) || status === 404;
        const contentType =
          surface === 'markdown'
            ? 'text/markdown; charset=utf-8'
            : ['document', 'contract', 'mcp'].includes(surface)
              ? 'application/json'
              : 'text/html; charset=utf-8';
        logs.edge.push(
          JSON.stringify({
            time: time.toISOString().replace(/\.\d+Z$/, '+00:00'),
            method: path === paths.mcp ? 'POST' : 'GET',
            path,
            status,
            bytes: 2_000 + Math.floor(next() * 20_000),
            requestTime: toOrigin ? 0.004 : 0,
            requestId,
            agentClass,
            agent,
            verified,
            referral,
            contentType,
            upstream: toOrigin ? `127.0.0.1:${sequence % 2 === 0 ? 8081 : 8082}` : '',
            userAgent: reader.userAgent,
          }),
        );
        if (!toOrigin) continue;
        const message = pick(mcpMessages);
        logs[sequence % 2 === 0 ? 'origin-a' : 'origin-b'].push(
          JSON.stringify({
            time: new Date(time.getTime() + 2).toISOString(),
            method: path === paths.mcp ? 'POST' : 'GET',
            path,
            status,
            bytes: 2_000 + Math.floor(next() * 20_000),
            durationMs: 1.5,
            requestId,
            agentClass: proven.agentClass,
            agent: proven.agent,
            verified: proven.verified,
            surface,
            outcome: outcomeOf(status),
            ...(page && { referral }),
            ...(path === paths.mcp && {
              mcpClient: reader.mcpClient ?? 'unknown',
              mcpMethod: message,
              mcpTool: message === 'tools/call' ? pick(['get_product_info', 'get_sample_schedule']) : 'none',
            }),
            userAgent: reader.userAgent,
            address,
          }),
        );
      }
    }
  }
  // What a reader of live logs meets: the edge's own probes, and one line cut short mid-write.
  logs.edge.push(
    JSON.stringify({
      time: '2026-05-02T23:59:00+00:00',
      path: paths.health,
      status: 200,
      requestTime: 0,
      requestId: '0'.repeat(32),
      userAgent: 'kube-probe/1.31',
    }),
    '{"time":"2026-05-02T23:59:59+00:00","method":"GET","path":"/en/devel',
  );
  const files = Object.entries(logs).map(([name, lines]) => ({ file: join(dir, `${name}-access.log`), lines }));
  await Promise.all(files.map(({ file, lines }) => writeFile(file, `${lines.join('\n')}\n`)));
  return files.map(({ file }) => file);
}
