// One word for each thing: each translated language's glossary (content/<tag>/glossary.ts) names the term it uses for a concept and the variants that term replaces; the build fails on a variant in that language's prose.
import { glossary as spanish } from './es/glossary.ts';
import type { LanguageTag } from './languages.ts';
import { glossary as portuguese } from './pt-PT/glossary.ts';

/** One concept, the one term a language uses for it, and the other names a reader met for it before. */
export interface GlossaryEntry {
  /** The concept, in English, as the English pages name it. */
  readonly concept: string;
  readonly term: string;
  /** Words or phrases that must not name the concept in this language's prose (matched as whole words, any case). */
  readonly variants: readonly string[];
  /**
   * The English names a reader must recognise (an ecosystem's own name for the thing), allowed only in brackets,
   * as `ficha do servidor (server card)`: anywhere else they are variants.
   */
  readonly english?: readonly string[];
  /**
   * Words that must not name the concept right before an HTTP field's name, bare or as code (`campos \`RateLimit\``):
   * where the word also names something else (a JSON field), only that place tells the two apart.
   */
  readonly beforeHeaderName?: readonly string[];
}

/** Each translated language's glossary. */
export const glossaries: Readonly<Record<Exclude<LanguageTag, 'en'>, readonly GlossaryEntry[]>> = { 'pt-PT': portuguese, es: spanish };
