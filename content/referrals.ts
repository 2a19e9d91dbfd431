// The AI assistants that send people here, by the host their pages give as Referer or the utm_source their links carry, each with its operator: the table the origin, the edge's map and the report read.
import { literalPattern } from './literal-pattern.ts';

/** One assistant people come from: a bounded label, its operator, the hosts of its pages and the utm_source its links add. */
export interface ReferralSource {
  /** The label it is counted and logged under. */
  readonly source: string;
  /** As the operators' table of agents names it (content/user-agents.ts). */
  readonly operator: string;
  readonly hosts: readonly string[];
  readonly utmSources: readonly string[];
  /** Where the operator says so, or else a public list that names the hosts. */
  readonly evidence: string;
}

/**
 * A public list of the Referer domains AI assistants send, from an analytics vendor: no operator but OpenAI documents
 * its own, and only OpenAI says its links carry a utm_source.
 */
const referrerList = 'https://cdn.visibilitykit.ai/docs/tracking/ai-referrers';

/** The assistants; a Referer or utm_source no row names counts nothing. */
export const referralSources: readonly ReferralSource[] = [
  {
    source: 'chatgpt',
    operator: 'OpenAI',
    hosts: ['chatgpt.com', 'chat.openai.com'],
    utmSources: ['chatgpt.com'],
    evidence:
      'https://help.openai.com/en/articles/9237897-chatgpt-search (links from ChatGPT search carry utm_source=chatgpt.com); hosts: ' +
      referrerList,
  },
  {
    source: 'perplexity',
    operator: 'Perplexity',
    hosts: ['perplexity.ai', 'www.perplexity.ai'],
    utmSources: [],
    evidence: `${referrerList} (perplexity.ai, whose pages are served at www.perplexity.ai)`,
  },
  { source: 'claude', operator: 'Anthropic', hosts: ['claude.ai'], utmSources: [], evidence: referrerList },
  { source: 'gemini', operator: 'Google', hosts: ['gemini.google.com', 'bard.google.com'], utmSources: [], evidence: referrerList },
  { source: 'copilot', operator: 'Microsoft', hosts: ['copilot.microsoft.com'], utmSources: [], evidence: referrerList },
  {
    source: 'mistral',
    operator: 'Mistral AI',
    hosts: ['chat.mistral.ai'],
    utmSources: [],
    evidence: 'https://hitcounters.com/help/traffic-sources.php (mistral.ai, whose assistant Le Chat is served at chat.mistral.ai)',
  },
  { source: 'meta-ai', operator: 'Meta', hosts: ['meta.ai', 'www.meta.ai'], utmSources: [], evidence: `${referrerList} (meta.ai)` },
  {
    source: 'deepseek',
    operator: 'DeepSeek',
    hosts: ['chat.deepseek.com'],
    utmSources: [],
    evidence: `${referrerList} (deepseek.com, whose assistant is served at chat.deepseek.com)`,
  },
  { source: 'grok', operator: 'xAI', hosts: ['grok.com', 'grok.x.ai'], utmSources: [], evidence: referrerList },
];

/** Every label a referral can be counted under: a fixed list, so no request can add a series. */
export const referralLabels: readonly string[] = referralSources.map(({ source }) => source);

/** How much of a Referer is read: longer than any assistant's origin, so a client sending kilobytes of it costs no more. */
export const refererHead = 256;

/**
 * For each source, the pattern of a Referer whose host is one of its hosts, as a URI writes it (RFC 3986): a scheme,
 * `//`, user information, the host, a port, then the path, the query, the fragment or nothing. One pattern for the
 * origin and the edge's map alike (PCRE and JavaScript read it the same), case folded.
 */
export const refererPatterns: readonly { readonly source: string; readonly pattern: string }[] = referralSources.map(
  ({ source, hosts }) => ({
    source,
    pattern: `^https?://(?:[^/?#@]*@)?(?:${hosts.map(literalPattern).join('|')})(?::[0-9]*)?(?:[/?#]|$)`,
  }),
);

const compiledReferers = refererPatterns.map(({ source, pattern }) => ({ source, regex: new RegExp(pattern, 'i') }));
const sourceOfUtm = new Map(referralSources.flatMap(({ source, utmSources }) => utmSources.map((utm): [string, string] => [utm, source])));

/**
 * The assistant a read came from, if any: its Referer's host (the first `refererHead` characters read), else the first
 * `utm_source` of its target's query as written (its name in any case, its value compared case folded, undecoded as
 * nginx's `$arg_utm_source` reads it).
 */
export function referralOf(referer: string | undefined, target: string | undefined): string | undefined {
  if (referer !== undefined) {
    const head = referer.slice(0, refererHead);
    const matched = compiledReferers.find(({ regex }) => regex.test(head));
    if (matched !== undefined) return matched.source;
  }
  const query = target === undefined ? -1 : target.indexOf('?');
  if (target === undefined || query === -1) return undefined;
  for (const parameter of target.slice(query + 1).split('&')) {
    const equals = parameter.indexOf('=');
    if (equals !== -1 && parameter.slice(0, equals).toLowerCase() === 'utm_source')
      return sourceOfUtm.get(parameter.slice(equals + 1).toLowerCase());
  }
  return undefined;
}
