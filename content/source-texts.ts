// The English texts the pages quote from what the interface serves (the contract's descriptions, the error catalogue's messages, the MCP errors, the documents' lists), translated: each language's content/<tag>/source-texts.ts, keyed by the exact English it translates.
import { sourceTexts as spanish } from './es/source-texts.ts';
import type { LanguageTag } from './languages.ts';
import { sourceTexts as portuguese } from './pt-PT/source-texts.ts';

/**
 * One language's translations, keyed by the English source text each translates. Keyed by the text itself, not a
 * name: when the English changes, its translation is no longer found, and the build names it until every
 * language has been updated (site/lib/pages/source-texts.ts).
 */
export type SourceTexts = Readonly<Record<string, string>>;

/** Each translated language's table; English is its own source. */
export const sourceTextsByLanguage: Readonly<Record<Exclude<LanguageTag, 'en'>, SourceTexts>> = { 'pt-PT': portuguese, es: spanish };

/** Turns an English source text into the words of one language. */
export type Translate = (english: string) => string;

/** The translation of each English source text in `tag`; a text with none throws, naming the file to update. */
export function translator(tag: LanguageTag): Translate {
  if (tag === 'en') return (english) => english;
  const table = sourceTextsByLanguage[tag];
  return (english) => {
    const translation = Object.hasOwn(table, english) ? table[english] : undefined;
    if (translation === undefined) throw new Error(`content/${tag}/source-texts.ts: no translation of ${JSON.stringify(english)}`);
    return translation;
  };
}
