// Checks that a page's HTML states every fact (paths, limits, tool names) its Markdown twin states, in its text or as a link.
import { limits, mcpTools, paths } from '../../content/constants.ts';

/** The facts whose disagreement between the two representations would mislead a client. */
const checkedFacts: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(mcpTools),
  ...Object.values(limits).map(String),
  'Retry-After',
];

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
  const text = [htmlText(html), ...linkTargets].join(' ');
  return checkedFacts.filter((fact) => markdown.includes(fact) && !text.includes(fact));
}
