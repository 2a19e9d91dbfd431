// The search index the docs script loads on first use, one per language: every section of every page in that language, its anchor and its words (long code examples left out), built from the same Markdown as the pages.
import { Marked, type Token, type Tokens } from 'marked';
import type { LanguageTag } from '../../../content/languages.ts';
import { builtPages } from './doc-pages.ts';

/** One section a search can land on. */
export interface SearchEntry {
  /** Page name and section heading, as a result shows them. */
  readonly title: string;
  /** The page's path and the section's anchor. */
  readonly href: string;
  readonly text: string;
}

/** Code blocks longer than this are examples of whole documents: their words are found in the fields they list. */
const longCode = 12;

/** Tokens whose children are inline (text, code spans, emphasis, links): their words run on as written. */
const inlineParents: ReadonlySet<string> = new Set(['paragraph', 'text', 'strong', 'em', 'del', 'link']);

/**
 * A token's words, as the Markdown parser reads them: its text and that of the tokens inside it (a table's cells,
 * a list's items, a link's text but not its target), emphasis and table pipes gone. Code keeps its text as written,
 * so an identifier is found whole: `claude_desktop_config.json`, `MCP-Protocol-Version`.
 */
function words(token: Token): string {
  if (token.type === 'code') return token.text.split('\n').length > longCode ? '' : token.text;
  if (token.type === 'html') return ' ';
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [...table.header, ...table.rows.flat()].map((cell) => cell.tokens.map(words).join('')).join(' ');
  }
  if (token.type === 'list') return (token as Tokens.List).items.map(words).join(' ');
  if ('tokens' in token && Array.isArray(token.tokens))
    return (token.tokens as Token[]).map(words).join(inlineParents.has(token.type) ? '' : ' ');
  return 'text' in token && typeof token.text === 'string' ? token.text : '';
}

/** Every page in `language` cut at its headings, in navigation order: a search finds the language being read. */
export const searchIndex = (language: LanguageTag): readonly SearchEntry[] =>
  builtPages
    .filter((page) => page.language === language)
    .flatMap((page) => {
      const entries: { title: string; href: string; text: string[] }[] = [{ title: page.navLabel, href: page.path, text: [] }];
      let heading = 0;
      for (const token of new Marked().lexer(page.body)) {
        if (token.type === 'heading') {
          const anchor = page.headings[heading++];
          if (anchor !== undefined && anchor.depth > 1) {
            entries.push({ title: `${page.navLabel}: ${anchor.text}`, href: `${page.path}#${anchor.id}`, text: [] });
            continue;
          }
        }
        entries.at(-1)?.text.push(words(token).replace(/\s+/g, ' ').trim());
      }
      return entries.map((entry) => ({ ...entry, text: entry.text.filter((part) => part !== '').join(' ') }));
    });
