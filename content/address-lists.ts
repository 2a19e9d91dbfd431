// The address lists AI operators and search engines publish for their agents, which agent each covers, and the operators who publish none: the table the origin, the edge's geo blocks, the report and `npm run agents:refresh` all read.
import snapshot from './agent-address-lists.json' with { type: 'json' };

/** How a list is written: Google's shape (`{"creationTime", "prefixes": [{"ipv4Prefix"|"ipv6Prefix"}]}`), which most operators copy, or a web page of addresses. */
export type ListShape = 'prefixes-json' | 'html-addresses';

/** One list an operator publishes, at its own address. */
export interface AddressList {
  readonly id: string;
  readonly operator: string;
  readonly url: string;
  readonly shape: ListShape;
}

const list = (id: string, operator: string, url: string, shape: ListShape = 'prefixes-json'): AddressList => ({ id, operator, url, shape });

/** Every list the operators publish, whether or not the snapshot holds it yet. */
export const addressLists: readonly AddressList[] = [
  list('openai-gptbot', 'OpenAI', 'https://openai.com/gptbot.json'),
  list('openai-searchbot', 'OpenAI', 'https://openai.com/searchbot.json'),
  list('openai-chatgpt-user', 'OpenAI', 'https://openai.com/chatgpt-user.json'),
  list('anthropic-bots', 'Anthropic', 'https://claude.com/crawling/bots.json'),
  list('perplexity-bot', 'Perplexity', 'https://www.perplexity.ai/perplexitybot.json'),
  list('perplexity-user', 'Perplexity', 'https://www.perplexity.ai/perplexity-user.json'),
  list('google-common-crawlers', 'Google', 'https://developers.google.com/static/crawling/ipranges/common-crawlers.json'),
  list('google-special-crawlers', 'Google', 'https://developers.google.com/static/crawling/ipranges/special-crawlers.json'),
  list('google-user-triggered-fetchers', 'Google', 'https://developers.google.com/static/crawling/ipranges/user-triggered-fetchers.json'),
  list(
    'google-user-triggered-fetchers-google',
    'Google',
    'https://developers.google.com/static/crawling/ipranges/user-triggered-fetchers-google.json',
  ),
  list('bingbot', 'Microsoft', 'https://www.bing.com/toolbox/bingbot.json'),
  list('applebot', 'Apple', 'https://search.developer.apple.com/applebot.json'),
  list('duckduckgo-duckassistbot', 'DuckDuckGo', 'https://duckduckgo.com/duckassistbot.json'),
  list('duckduckgo-duckduckbot', 'DuckDuckGo', 'https://duckduckgo.com/duckduckbot.json'),
  list('mistral-user', 'Mistral AI', 'https://mistral.ai/mistralai-user-ips.json'),
  list('mistral-index', 'Mistral AI', 'https://mistral.ai/mistralai-index-ips.json'),
  list('common-crawl-ccbot', 'Common Crawl', 'https://index.commoncrawl.org/ccbot.json'),
  list('amazonbot', 'Amazon', 'https://developer.amazon.com/amazonbot/ip-addresses/', 'html-addresses'),
  list('amazon-searchbot', 'Amazon', 'https://developer.amazon.com/amazonbot/searchbot-ip-addresses/', 'html-addresses'),
  list('amazon-user', 'Amazon', 'https://developer.amazon.com/amazonbot/live-ip-addresses/', 'html-addresses'),
];

/** Which lists cover one agent (by the name the classifier gives it), and where its operator says so. */
export interface AgentLists {
  readonly agent: string;
  readonly lists: readonly string[];
  readonly source: string;
}

const openAiBots = 'https://platform.openai.com/docs/bots';
const anthropicBots = 'https://support.claude.com/en/articles/8896518';
const perplexityBots = 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers';
const googleCrawlers = 'https://developers.google.com/crawling/docs/crawlers-fetchers/overview-google-crawlers';
const mistralBots = 'https://docs.mistral.ai/robots';
const amazonBots = 'https://developer.amazon.com/amazonbot';
const googleCommon = ['google-common-crawlers'];
const googleUserTriggered = ['google-user-triggered-fetchers', 'google-user-triggered-fetchers-google'];

/** Each agent whose operator publishes the addresses it sends from. */
export const agentLists: readonly AgentLists[] = [
  { agent: 'GPTBot', lists: ['openai-gptbot'], source: openAiBots },
  { agent: 'OAI-SearchBot', lists: ['openai-searchbot'], source: openAiBots },
  { agent: 'ChatGPT-User', lists: ['openai-chatgpt-user'], source: openAiBots },
  { agent: 'ClaudeBot', lists: ['anthropic-bots'], source: anthropicBots },
  { agent: 'Claude-SearchBot', lists: ['anthropic-bots'], source: anthropicBots },
  { agent: 'Claude-User', lists: ['anthropic-bots'], source: anthropicBots },
  { agent: 'PerplexityBot', lists: ['perplexity-bot'], source: perplexityBots },
  { agent: 'Perplexity-User', lists: ['perplexity-user'], source: perplexityBots },
  ...['Googlebot', 'Googlebot-Image', 'Googlebot-News', 'Googlebot-Video', 'Googlebot-Mobile', 'Storebot-Google'].map((agent) => ({
    agent,
    lists: googleCommon,
    source: googleCrawlers,
  })),
  ...['Google-InspectionTool', 'GoogleOther', 'Google-Extended'].map((agent) => ({ agent, lists: googleCommon, source: googleCrawlers })),
  ...['AdsBot-Google', 'AdsBot-Google-Mobile', 'Mediapartners-Google', 'APIs-Google', 'Google-Safety', 'Google-CloudVertexBot'].map(
    (agent) => ({ agent, lists: ['google-special-crawlers'], source: googleCrawlers }),
  ),
  ...['Google-NotebookLM', 'Gemini-Deep-Research', 'Google-GeminiNotebook', 'Google-Site-Verification', 'Feedfetcher-Google'].map(
    (agent) => ({ agent, lists: googleUserTriggered, source: googleCrawlers }),
  ),
  { agent: 'bingbot', lists: ['bingbot'], source: 'https://www.bing.com/webmasters/help/verify-bingbot-2195837f' },
  { agent: 'Applebot', lists: ['applebot'], source: 'https://support.apple.com/en-us/119829' },
  {
    agent: 'DuckAssistBot',
    lists: ['duckduckgo-duckassistbot'],
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  },
  {
    agent: 'DuckDuckBot',
    lists: ['duckduckgo-duckduckbot'],
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
  },
  { agent: 'MistralAI-User', lists: ['mistral-user'], source: mistralBots },
  { agent: 'MistralAI-Index', lists: ['mistral-index'], source: mistralBots },
  { agent: 'CCBot', lists: ['common-crawl-ccbot'], source: 'https://commoncrawl.org/ccbot' },
  { agent: 'Amazonbot', lists: ['amazonbot'], source: amazonBots },
  { agent: 'Amzn-SearchBot', lists: ['amazon-searchbot'], source: amazonBots },
  { agent: 'Amzn-User', lists: ['amazon-user'], source: amazonBots },
];

/** An operator whose agents send from addresses it publishes no machine-readable list of, and where it says how to know them. */
export interface UnlistedOperator {
  readonly operator: string;
  readonly agents: readonly string[];
  readonly why: string;
  readonly source: string;
}

/** Operators of the agents the classifier names who publish no list: their agents' reads are claims, never checked. */
export const unlistedOperators: readonly UnlistedOperator[] = [
  {
    operator: 'Meta',
    agents: ['meta-externalagent', 'meta-externalfetcher', 'FacebookBot'],
    why: "points to its network's routes (AS32934 in a routing registry), which cover all of Meta, not its crawlers",
    source: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  },
  {
    operator: 'ByteDance',
    agents: ['Bytespider'],
    why: 'publishes no page on its crawler at all',
    source: 'https://developers.cloudflare.com/ai-crawl-control/reference/bots/',
  },
  {
    operator: 'Anthropic',
    agents: ['claude-code'],
    why: "Claude Code runs on the developer's own machine and fetches from its address",
    source: 'https://www.npmjs.com/package/@anthropic-ai/claude-code',
  },
  {
    operator: 'Google',
    agents: ['Google-Gemini-CLI'],
    why: "Gemini CLI runs on the developer's own machine and fetches from its address",
    source: 'https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/tools/web-fetch.ts',
  },
  {
    operator: 'Aider',
    agents: ['Aider'],
    why: "Aider runs on the developer's own machine and fetches from its address",
    source: 'https://github.com/Aider-AI/aider/blob/main/aider/scrape.py',
  },
  {
    operator: 'Mistral AI',
    agents: ['MistralAI-Training'],
    why: 'publishes lists for MistralAI-User and MistralAI-Index only',
    source: 'https://docs.mistral.ai/robots',
  },
  { operator: 'You.com', agents: ['YouBot'], why: 'names no addresses, only its User-Agent', source: 'https://docs.you.com/youbot' },
  { operator: 'Ai2', agents: ['AI2Bot'], why: 'names no addresses, only its User-Agent', source: 'https://allenai.org/crawler' },
];

/** What the snapshot holds of one list: its prefixes as fetched, when, and how. */
export interface ListSnapshot {
  readonly url: string;
  /** The list's own date (`creationTime`) when it states one (`dated: 'list'`), else the day it was fetched. */
  readonly date: string;
  readonly dated: 'list' | 'fetched';
  /** Where the bytes came from when not from the operator's own address (a public mirror of it). */
  readonly via?: string;
  readonly prefixes: readonly string[];
}

/** The snapshot `npm run agents:refresh` writes: each list it could fetch, by id. */
export const listSnapshots: Readonly<Record<string, ListSnapshot>> = (snapshot as { lists: Record<string, ListSnapshot> }).lists;
