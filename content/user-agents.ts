// Who asked, from the User-Agent alone: one ordered list of rules, from the AI operators' own published tokens (cited below) and the crawler-user-agents package, that the origin's classifier, the edge's nginx map and the insights report all read.
import crawlers from 'crawler-user-agents';

/** Every class a request falls in, exactly one each. */
export const agentClasses = [
  'person',
  'ai-training',
  'ai-search',
  'ai-assistant',
  'coding-agent',
  'ai-other',
  'search-engine',
  'other-bot',
  'http-client',
  'unknown',
] as const;

export type AgentClass = (typeof agentClasses)[number];

/** What a request is classed as: its class, and a name from the lists, `other` for one no list names. */
export interface Reader {
  readonly agentClass: AgentClass;
  readonly agent: string;
}

/** One agent an operator names, by the token it puts in its User-Agent, with the operator's own words on what it does. */
export interface KnownAgent {
  readonly token: string;
  readonly agentClass: AgentClass;
  readonly operator: string;
  /** Where the operator (or, for a tool, its source code) says what the token is for. */
  readonly source: string;
  /** The token is the whole User-Agent (a library's bare default), not one product among others. */
  readonly whole?: true;
}

const googleUserTriggered = 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers';
const amazonAgents = 'https://developer.amazon.com/amazonbot';

/**
 * The AI operators' agents, split by purpose, which the general list does not do, and the coding tools that fetch
 * documentation for a developer. Matched as whole tokens, case folded. Where two match one User-Agent, the more
 * specific class wins (coding-agent, then ai-assistant, ai-search, ai-training; `specificity`): Claude Code sends
 * `Claude-User (claude-code/2.1.86; …)`, a coding tool's fetch through an assistant's token.
 */
export const knownAgents: readonly KnownAgent[] = [
  {
    token: 'claude-code',
    agentClass: 'coding-agent',
    operator: 'Anthropic',
    source: 'https://www.npmjs.com/package/@anthropic-ai/claude-code',
  },
  {
    token: 'Google-Gemini-CLI',
    agentClass: 'coding-agent',
    operator: 'Google',
    source: 'https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/tools/web-fetch.ts',
  },
  { token: 'Aider', agentClass: 'coding-agent', operator: 'Aider', source: 'https://github.com/Aider-AI/aider/blob/main/aider/scrape.py' },
  { token: 'ChatGPT-User', agentClass: 'ai-assistant', operator: 'OpenAI', source: 'https://platform.openai.com/docs/bots' },
  { token: 'Claude-User', agentClass: 'ai-assistant', operator: 'Anthropic', source: 'https://support.claude.com/en/articles/8896518' },
  {
    token: 'Perplexity-User',
    agentClass: 'ai-assistant',
    operator: 'Perplexity',
    source: 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers',
  },
  { token: 'MistralAI-User', agentClass: 'ai-assistant', operator: 'Mistral AI', source: 'https://docs.mistral.ai/robots' },
  {
    token: 'meta-externalfetcher',
    agentClass: 'ai-assistant',
    operator: 'Meta',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/crawler',
  },
  {
    token: 'DuckAssistBot',
    agentClass: 'ai-assistant',
    operator: 'DuckDuckGo',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  },
  {
    token: 'Google-GeminiNotebook',
    agentClass: 'ai-assistant',
    operator: 'Google',
    source: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-gemininotebook',
  },
  { token: 'Gemini-Deep-Research', agentClass: 'ai-assistant', operator: 'Google', source: googleUserTriggered },
  { token: 'Google-NotebookLM', agentClass: 'ai-assistant', operator: 'Google', source: googleUserTriggered },
  { token: 'Amzn-User', agentClass: 'ai-assistant', operator: 'Amazon', source: amazonAgents },
  { token: 'OAI-SearchBot', agentClass: 'ai-search', operator: 'OpenAI', source: 'https://platform.openai.com/docs/bots' },
  { token: 'Claude-SearchBot', agentClass: 'ai-search', operator: 'Anthropic', source: 'https://support.claude.com/en/articles/8896518' },
  {
    token: 'PerplexityBot',
    agentClass: 'ai-search',
    operator: 'Perplexity',
    source: 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers',
  },
  { token: 'MistralAI-Index', agentClass: 'ai-search', operator: 'Mistral AI', source: 'https://docs.mistral.ai/robots' },
  { token: 'YouBot', agentClass: 'ai-search', operator: 'You.com', source: 'https://docs.you.com/youbot' },
  {
    token: 'Google-CloudVertexBot',
    agentClass: 'ai-search',
    operator: 'Google',
    source: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers',
  },
  { token: 'Amzn-SearchBot', agentClass: 'ai-search', operator: 'Amazon', source: amazonAgents },
  { token: 'GPTBot', agentClass: 'ai-training', operator: 'OpenAI', source: 'https://platform.openai.com/docs/bots' },
  { token: 'ClaudeBot', agentClass: 'ai-training', operator: 'Anthropic', source: 'https://support.claude.com/en/articles/8896518' },
  { token: 'MistralAI-Training', agentClass: 'ai-training', operator: 'Mistral AI', source: 'https://docs.mistral.ai/robots' },
  {
    token: 'meta-externalagent',
    agentClass: 'ai-training',
    operator: 'Meta',
    source: 'https://developers.facebook.com/docs/sharing/webmasters/crawler',
  },
  { token: 'CCBot', agentClass: 'ai-training', operator: 'Common Crawl', source: 'https://commoncrawl.org/faq' },
  {
    token: 'Google-Extended',
    agentClass: 'ai-training',
    operator: 'Google',
    source: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
  },
  { token: 'Amazonbot', agentClass: 'ai-training', operator: 'Amazon', source: amazonAgents },
  { token: 'FacebookBot', agentClass: 'ai-training', operator: 'Meta', source: 'https://developers.facebook.com/docs/sharing/bot/' },
  { token: 'AI2Bot', agentClass: 'ai-training', operator: 'Ai2', source: 'https://allenai.org/crawler' },
  {
    token: 'Bytespider',
    agentClass: 'ai-training',
    operator: 'ByteDance',
    source: 'https://developers.cloudflare.com/ai-crawl-control/reference/bots/',
  },
  // Node.js's fetch and undici name no product of their own; the general list does not know them.
  {
    token: 'node',
    agentClass: 'http-client',
    operator: 'Node.js',
    source: 'https://github.com/nodejs/undici/blob/main/lib/web/fetch/index.js',
    whole: true,
  },
  {
    token: 'undici',
    agentClass: 'http-client',
    operator: 'Node.js',
    source: 'https://github.com/nodejs/undici/blob/main/lib/web/fetch/index.js',
    whole: true,
  },
];

/**
 * The order in which a more specific class beats another when several known agents' tokens are in one User-Agent,
 * lowest first; a record of every class, so a class added without its place is a type error.
 */
const specificity: Readonly<Record<AgentClass, number>> = {
  'coding-agent': 0,
  'ai-assistant': 1,
  'ai-search': 2,
  'ai-training': 3,
  'ai-other': 4,
  'search-engine': 5,
  'other-bot': 6,
  'http-client': 7,
  person: 8,
  unknown: 9,
};

/** One rule: a regular expression (PCRE and JavaScript alike) over the User-Agent's first `userAgentHead` characters. */
export interface UserAgentRule extends Reader {
  readonly pattern: string;
  readonly caseFolded: boolean;
}

/**
 * How much of a User-Agent is read: real ones are shorter, and a client sending 8 KiB of them must not make every
 * rule scan 8 KiB. The access logs keep as much.
 */
export const userAgentHead = 256;

/**
 * A browser's whole User-Agent, nothing after it: Chrome, Edge, Opera, Safari or Firefox on the usual platforms. A
 * person's browser, decided with one expression; every crawler in the lists adds something this does not allow.
 */
const plainBrowser =
  '^Mozilla/5\\.0 \\((?:Windows NT [0-9.]+(?:; Win64; x64|; WOW64)?|Macintosh; Intel Mac OS X [0-9_.]+|X11; (?:Ubuntu; )?Linux (?:x86_64|i686|aarch64)|Linux; Android [0-9.]+(?:; [^;()]+)?|iPhone; CPU iPhone OS [0-9_]+ like Mac OS X|iPad; CPU OS [0-9_]+ like Mac OS X)(?:; rv:[0-9.]+)?\\) (?:AppleWebKit/[0-9.]+ \\(KHTML, like Gecko\\)(?: Version/[0-9.]+)?(?: Chrome/[0-9.]+)?(?: Mobile(?:/\\w+)?)? Safari/[0-9.]+(?: Edg/[0-9.]+| OPR/[0-9.]+)?|Gecko/[0-9]+ Firefox/[0-9.]+)$';

/** Any other browser's shape, once no list knows the User-Agent: a person still. */
const anyBrowser = '^Mozilla/5\\.0 \\([^()]+\\) (?:AppleWebKit/|Gecko/)';

/**
 * The general list's tags that decide a class; everything else it knows is `other-bot`. An AI crawler the operators'
 * table does not place (its operator publishes no purpose) is `ai-other`, whatever else it is tagged.
 */
function classOfTags(tags: readonly string[] = []): AgentClass {
  if (tags.includes('ai-crawler')) return 'ai-other';
  if (tags.includes('http-library')) return 'http-client';
  if (tags.includes('search-engine')) return 'search-engine';
  return 'other-bot';
}

/** A readable, bounded name from a general-list pattern: `Googlebot\/` is Googlebot, `[wW]get` wget. */
function nameOfPattern(pattern: string): string {
  return pattern
    .replace(/^\^|\$$/g, '')
    .replace(/\((?:\?:)?([^|()]*)\|[^()]*\)/g, '$1')
    .replace(/\[\\s\\S\]\*/g, '')
    .replace(/\[([^\\\]])[^\]]*\]/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/[()[\]*+?{}|^$]/g, '')
    .replace(/^[\s;]+|[\s/;)]+$/g, '')
    .slice(0, 64);
}

/** Every rule, in the order they are tried; the first that matches decides. Empty User-Agents are `unknown` first. */
export const userAgentRules: readonly UserAgentRule[] = [
  { pattern: plainBrowser, caseFolded: false, agentClass: 'person', agent: 'other' },
  ...knownAgents
    .toSorted((a, b) => specificity[a.agentClass] - specificity[b.agentClass])
    .map((known) => ({
      pattern: known.whole ? `^${known.token}$` : `(?:^|[^A-Za-z0-9_-])${known.token}(?:[^A-Za-z0-9_-]|$)`,
      caseFolded: true,
      agentClass: known.agentClass,
      agent: known.token,
    })),
  // The package's types leave out the tags its entries carry.
  ...(crawlers as readonly { readonly pattern: string; readonly tags?: readonly string[] }[]).map((crawler) => ({
    pattern: crawler.pattern,
    caseFolded: false,
    agentClass: classOfTags(crawler.tags),
    agent: nameOfPattern(crawler.pattern),
  })),
  { pattern: anyBrowser, caseFolded: false, agentClass: 'person', agent: 'other' },
];

/** The reader of a request whose User-Agent no rule matches, or that sent none. */
export const unknownReader: Reader = { agentClass: 'unknown', agent: 'other' };

const compiled = userAgentRules.map(({ pattern, caseFolded, agentClass, agent }) => ({
  regex: new RegExp(pattern, caseFolded ? 'i' : ''),
  reader: { agentClass, agent },
}));

/** The class and name of a request's reader from its User-Agent: the first rule that matches its first characters. */
export function classifyUserAgent(userAgent: string | undefined): Reader {
  if (userAgent === undefined || userAgent === '') return unknownReader;
  const head = userAgent.slice(0, userAgentHead);
  return compiled.find(({ regex }) => regex.test(head))?.reader ?? unknownReader;
}
