// The search index the docs script loads on first use, one per language: every section of every page in that language, its anchor and its words (long code examples left out), built from the same Markdown as the pages.
import { Marked, type Token } from 'marked';
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

/** A token's words: Markdown punctuation (links' targets, emphasis, table pipes) dropped, whitespace collapsed. */
function words(token: Token): string {
  if (token.type === 'code' && token.text.split('\n').length > longCode) return '';
  return token.raw
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[`*#|[\]>_]+|(?<!\S)-(?=\s)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
        entries.at(-1)?.text.push(words(token));
      }
      return entries.map((entry) => ({ ...entry, text: entry.text.filter((part) => part !== '').join(' ') }));
    });
