// Holds each translated language to its glossary: a variant the glossary replaces, found in that language's prose (code and link targets aside), is one problem line naming where and which term to use; an English name a reader must recognise stands only in brackets of its own, beside the term; a word the glossary keeps for something else stands before no HTTP field's name.
import { type GlossaryEntry, glossaries } from '../../../content/glossary.ts';
import type { LanguageTag } from '../../../content/languages.ts';
import { scriptWords } from '../../../content/script-words.ts';
import { words } from '../../../content/words.ts';

/**
 * What a reader reads as this language's own prose: code blocks, code spans (what the interface sends, shown as it
 * sends it), link targets and URLs taken out.
 */
export function translatedProse(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each variant as a whole word or phrase, any case, any run of spaces between its words. */
const variantPatterns = (glossary: readonly GlossaryEntry[]) =>
  glossary.flatMap((entry) =>
    entry.variants.map((variant) => ({
      entry,
      variant,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(variant).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_-])`, 'iu'),
    })),
  );

/** `prose` without the English names the glossary lets a reader recognise, each in brackets: `ficha do servidor (server card)`. */
function withoutBracketedNames(prose: string, glossary: readonly GlossaryEntry[]): string {
  const names = glossary.flatMap((entry) => entry.english ?? []);
  if (names.length === 0) return prose;
  const pattern = new RegExp(`\\((?:${names.map((name) => escapeRegExp(name).replace(/ /g, '\\s+')).join('|')})\\)`, 'giu');
  return prose.replace(pattern, ' ');
}

/**
 * The HTTP fields the pages name, request and response: a glossary's `beforeHeaderName` words are looked for right
 * before one of these, bare or as code.
 */
const httpFieldNames = [
  'Accept',
  'Accept-Encoding',
  'Accept-Language',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
  'Allow',
  'Cache-Control',
  'Content-Encoding',
  'Content-Language',
  'Content-Length',
  'Content-Signal',
  'Content-Type',
  'ETag',
  'Expect',
  'Host',
  'If-None-Match',
  'Link',
  'MCP-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Mcp-Session-Id',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Vary',
  'x-markdown-tokens',
];

/** Each `beforeHeaderName` word of `glossary` followed by an HTTP field's name, bare or as code (a value after a colon allowed). */
const beforeHeaderPatterns = (glossary: readonly GlossaryEntry[]) =>
  glossary.flatMap((entry) =>
    (entry.beforeHeaderName ?? []).map((word) => ({
      entry,
      variant: `${word} <header>`,
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}_-])${escapeRegExp(word).replace(/ /g, '\\s+')}\\s+\`?(?:${httpFieldNames.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_-])`,
        'iu',
      ),
    })),
  );

/** `markdown` without its code blocks and link targets, its code spans kept: what names an HTTP field as code is read too. */
const proseWithCodeSpans = (markdown: string): string =>
  markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ');

/** One line per variant of `glossary` that `where` (a file, or a words module) uses in its prose `text`. */
export function terminologyProblems(where: string, tag: Exclude<LanguageTag, 'en'>, text: string, glossary = glossaries[tag]): string[] {
  const prose = withoutBracketedNames(translatedProse(text), glossary);
  const withCode = proseWithCodeSpans(text);
  return [
    ...variantPatterns(glossary).filter(({ pattern }) => pattern.test(prose)),
    ...beforeHeaderPatterns(glossary).filter(({ pattern }) => pattern.test(withCode)),
  ].map(({ entry, variant }) => `${where}: says "${variant}" for ${entry.concept}; content/${tag}/glossary.ts has "${entry.term}" for it`);
}

/**
 * One line per English name a page puts in brackets again after its first mention (`mapa do site (sitemap)` twice):
 * a reader who has met the name once needs the language's word only.
 */
export function repeatedEnglishNames(
  where: string,
  tag: Exclude<LanguageTag, 'en'>,
  markdown: string,
  glossary = glossaries[tag],
): string[] {
  const prose = translatedProse(markdown);
  return glossary.flatMap((entry) =>
    (entry.english ?? []).flatMap((name) => {
      const pattern = new RegExp(`\\(${escapeRegExp(name).replace(/ /g, '\\s+')}\\)`, 'giu');
      const times = prose.match(pattern)?.length ?? 0;
      return times > 1
        ? [`${where}: brackets "(${name})" ${times} times; the English name stands beside "${entry.term}" at its first mention only`]
        : [];
    }),
  );
}

/**
 * Every string the language's words modules say (the layout, page names, tables, the docs script), joined; a
 * function is called with a stand-in for each argument, so the words around them are read too (the docs script's,
 * say, which no Markdown twin shows). One that cannot take stand-ins is left to the pages that call it.
 */
export function wordsProse(tag: Exclude<LanguageTag, 'en'>): string {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (typeof value === 'function') {
      try {
        collect(value(...Array<string>(value.length).fill('…')));
      } catch {
        // Needs real facts (a date, a clock change): the pages that use it are checked as built.
      }
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  collect(words[tag]);
  collect(scriptWords[tag]);
  return strings.join('\n');
}
