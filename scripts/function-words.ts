// How much of each translated page reads in its own language: function words in the Markdown twins' prose, the page's own against English, per page and language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '../content/languages.ts';
import { pagesIn } from '../content/pages.ts';

/** The function words counted in each language: a handful of its commonest. */
export const functionWords: Readonly<Record<'en' | 'pt-PT' | 'es', ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'of', 'to', 'is', 'for', 'with', 'this', 'that', 'are']),
  'pt-PT': new Set(['de', 'que', 'não', 'para', 'uma', 'com', 'os', 'as', 'do', 'da', 'em', 'é', 'ao', 'pelo']),
  es: new Set(['de', 'que', 'no', 'para', 'una', 'con', 'los', 'las', 'del', 'el', 'en', 'es', 'por', 'al']),
};

/**
 * The prose of a Markdown text: code blocks and link targets removed, code spans kept as words (an English
 * sentence moved into a code span still counts), backticks and quotes dropped.
 */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<https?:[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replaceAll('`', ' ');
}

/** Shares of the page's own and of English function words among all words of the prose, and own over English. */
export interface FunctionWordCount {
  readonly words: number;
  readonly own: number;
  readonly english: number;
  readonly ratio: number;
}

/** Counts the function words of `tag` and of English in the prose of `markdown`. */
export function countFunctionWords(markdown: string, tag: 'pt-PT' | 'es'): FunctionWordCount {
  const words =
    proseOf(markdown)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const own = words.filter((word) => functionWords[tag].has(word)).length;
  const english = words.filter((word) => functionWords.en.has(word)).length;
  return { words: words.length, own, english, ratio: english === 0 ? Number.POSITIVE_INFINITY : own / english };
}

/** Every translated page's count, from the built Markdown twins in `siteDirectory` (dist/site). */
export function translatedPageCounts(siteDirectory: string): { path: string; tag: 'pt-PT' | 'es'; count: FunctionWordCount }[] {
  return languages.flatMap((language) =>
    language.tag === 'en'
      ? []
      : pagesIn(language.tag).map((page) => {
          const tag = language.tag as 'pt-PT' | 'es';
          const markdown = readFileSync(join(siteDirectory, `${page.path}.md`), 'utf8');
          return { path: page.path, tag, count: countFunctionWords(markdown, tag) };
        }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = process.argv[2] ?? 'dist/site';
  const share = (part: number, whole: number) => (part / whole).toFixed(3);
  console.log('page | own share | English share | own:English');
  for (const { path, count } of translatedPageCounts(site))
    console.log(`${path} | ${share(count.own, count.words)} | ${share(count.english, count.words)} | ${count.ratio.toFixed(2)}`);
}
