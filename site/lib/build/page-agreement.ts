// Checks that a page's HTML states every fact (paths, limits, tool names) its Markdown twin states, in its text or as a link.
import { limits, mcpTools, paths } from '../../../content/constants.ts';

/** The facts whose disagreement between the two representations would mislead a client. */
const checkedFacts: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(mcpTools),
  ...Object.values(limits).map(String),
  'Retry-After',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each fact as a whole token: not a piece of a longer path, word or number (`/mcp` is not stated by `/mcp/server-card`,
 * nor `60` by `600`); a sentence's closing `.` or `,` still ends a token.
 */
const factPatterns: ReadonlyMap<string, RegExp> = new Map(
  checkedFacts.map((fact) => [fact, new RegExp(`(?<![\\w./-])${escapeRegExp(fact)}(?![\\w/-]|[.,][\\w])`)]),
);

/**
 * Absolute URLs reduced to their paths. The base address is the operator's (`https://turno120.example:8060`): its host
 * and port are no fact of the page, and would otherwise state `120` or `60` wherever the Markdown spells out a URL.
 */
function withUrlsAsPaths(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'`<>()[\]{}]+/g, (url) => (URL.canParse(url) ? ` ${new URL(url).pathname} ` : ' '));
}

/** The checked facts a text states as whole tokens, absolute URLs counting for their paths only. */
function factsStated(text: string): Set<string> {
  const plain = withUrlsAsPaths(text);
  return new Set(checkedFacts.filter((fact) => factPatterns.get(fact)?.test(plain)));
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The visible text of an HTML document, tags dropped and entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match);
}

/** The checked facts that the Markdown states and the HTML does not, in its text or as a link target; empty when they agree. */
export function factsMissingFromHtml(markdown: string, html: string): string[] {
  const linkTargets = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1] ?? '');
  const inHtml = factsStated([htmlText(html), ...linkTargets].join(' '));
  return [...factsStated(markdown)].filter((fact) => !inHtml.has(fact));
}
