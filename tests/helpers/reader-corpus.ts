// The readers the tests send through the origin and the edge alike: User-Agents (the crawler list's own, the operators', browsers, libraries, generated ones) and the addresses their claims are checked from.
import crawlers from 'crawler-user-agents';
import fc from 'fast-check';
import { agentLists, listSnapshots } from '../../content/address-lists.ts';
import { referralSources } from '../../content/referrals.ts';
import { attackSeed } from './attacks.ts';

/** The crawler list's entries with their tags, which its types leave out. */
export const crawlerEntries = crawlers as readonly {
  readonly pattern: string;
  readonly tags?: readonly string[];
  readonly instances: readonly string[];
}[];

/**
 * A User-Agent for each of an entry's examples or, for an entry the list gives none, one made from its pattern
 * (a string the whole pattern matches, from a fixed seed, in a crawler's usual frame).
 */
export function instancesOf(entry: (typeof crawlerEntries)[number]): readonly string[] {
  if (entry.instances.length > 0) return entry.instances;
  const [match = ''] = fc.sample(fc.stringMatching(new RegExp(`^(?:${entry.pattern})$`)), { seed: attackSeed, numRuns: 1 });
  return [`Mozilla/5.0 (compatible; ${match}/1.0)`];
}

/** Every entry the crawler list tags as an AI crawler. */
export const aiCrawlerEntries = crawlerEntries.filter((entry) => entry.tags?.includes('ai-crawler'));

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
  'Mozilla/5.0 (compatible; Amzn-SearchBot/0.1) Chrome/119.0.6045.214 Safari/537.36',
  'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
  // Two operators' agents in one User-Agent: the more specific class decides, once.
  'Mozilla/5.0 (compatible; GPTBot/1.3; ClaudeBot/1.0; +https://example.com)',
  'ChatGPT-User/1.0 PerplexityBot/1.0',
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

/** Every User-Agent the reader tests send. */
export const userAgentCorpus: readonly string[] = [...new Set([...crawlerEntries.flatMap(instancesOf), ...known, ...generated])];

/** The first address of a prefix (`1.2.3.0/24` is `1.2.3.0`): inside it. */
const firstAddress = (prefix: string) => prefix.split('/')[0] ?? '';

/**
 * A User-Agent that names each agent the lists cover, from an address in one of its lists (where the snapshot holds
 * one) and from addresses in none; every other User-Agent of the corpus from generated addresses, IPv4, IPv6 and
 * IPv4-mapped IPv6. Each pair once.
 */
export function claimCorpus(userAgents: readonly string[]): readonly { readonly address: string; readonly userAgent: string }[] {
  const claims = agentLists.flatMap(({ agent, lists }) => {
    const userAgent = `Mozilla/5.0 (compatible; ${agent}/1.0; +https://example.com/bot)`;
    const inside = lists.flatMap((id) => (listSnapshots[id]?.prefixes ?? []).slice(0, 2).map(firstAddress));
    return [...inside, '192.0.2.1', '2001:db8::1', `::ffff:${inside.find((address) => !address.includes(':')) ?? '198.51.100.7'}`].map(
      (address) => ({ address, userAgent }),
    );
  });
  const addresses = fc.sample(
    fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.ipV4().map((address) => `::ffff:${address}`),
    ),
    {
      seed: attackSeed,
      numRuns: userAgents.length,
    },
  );
  return [...claims, ...userAgents.map((userAgent, index) => ({ address: addresses[index] ?? '192.0.2.2', userAgent }))];
}

/**
 * Referers and query strings a read may carry: each assistant's hosts as people's browsers send them (the origin
 * alone, a path, a port, capitals, user information, a look-alike host), its utm_source values written every way a
 * query can, and generated junk (printable Latin-1, kilobytes long, not URLs), from a fixed seed.
 */
export function referralCorpus(): readonly { readonly referer: string | undefined; readonly query: string }[] {
  const fromHosts = referralSources.flatMap(({ hosts }) =>
    hosts.flatMap((host) =>
      [
        `https://${host}/`,
        `https://${host}`,
        `http://${host}:443/c/123?x=1`,
        `https://${host.toUpperCase()}/`,
        `https://someone@${host}/`,
        `https://${host}.evil.example/`,
        `https://not${host}/`,
      ].map((referer) => ({ referer, query: '' })),
    ),
  );
  const fromUtm = referralSources.flatMap(({ utmSources }) =>
    utmSources.flatMap((utm) =>
      [
        `&utm_source=${utm}`,
        `&UTM_Source=${utm.toUpperCase()}`,
        `&utm_source=${encodeURIComponent(utm).replace('.', '%2E')}`,
        `&utm_source=other&utm_source=${utm}`,
        `&xutm_source=${utm}`,
      ].map((query) => ({ referer: undefined, query })),
    ),
  );
  const printable = fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    maxLength: 300,
  });
  const junk = fc.sample(
    fc.record({
      referer: fc.option(fc.oneof(printable, fc.constant(`https://chatgpt.com/${'a'.repeat(8_000)}`), fc.constant('x'.repeat(8_192))), {
        nil: undefined,
      }),
      query: fc.oneof(fc.constant(''), fc.stringMatching(/^(&[a-zA-Z_]{1,12}=[a-zA-Z0-9.%]{0,20}){0,4}$/)),
    }),
    { seed: attackSeed, numRuns: 300 },
  );
  return [
    ...fromHosts,
    ...fromUtm,
    { referer: 'https://chatgpt.com/', query: '&utm_source=perplexity' },
    ...junk.map(({ referer, query }) => ({ referer: referer?.trim() || undefined, query })),
  ];
}
