// Holds each translated language to its glossary and to its own sentence shapes: a variant the glossary replaces, found in that language's prose (code and link targets aside), is one problem line naming where and which term to use; an English name stands only in brackets, once per page, and only where the glossary names it; a word the glossary keeps for something else stands before no HTTP field's name; a request never "receives" a status or an error object, as it does in English; and no sentence chains clauses with colons and semicolons.
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
 * One line per term whose English names a page puts in brackets more than once (`mapa do site (sitemap)` twice, or
 * `(agent skill)` then `(agent skills)`): a reader who has met the name once needs the language's word only.
 */
export function repeatedEnglishNames(
  where: string,
  tag: Exclude<LanguageTag, 'en'>,
  markdown: string,
  glossary = glossaries[tag],
): string[] {
  const prose = translatedProse(markdown);
  return glossary.flatMap((entry) => {
    const found = (entry.english ?? []).flatMap((name) => {
      const pattern = new RegExp(`\\(${escapeRegExp(name).replace(/ /g, '\\s+')}\\)`, 'giu');
      const times = prose.match(pattern)?.length ?? 0;
      return times === 0 ? [] : [{ name, times }];
    });
    const times = found.reduce((sum, { times: each }) => sum + each, 0);
    const names = found.map(({ name }) => `"(${name})"`).join(' and ');
    return times > 1
      ? [`${where}: brackets ${names} ${times} times; the English name stands beside "${entry.term}" at its first mention only`]
      : [];
  });
}

/** A bracketed phrase of one to three words in plain ASCII letters: how an English gloss looks (`(server card)`). */
const bracketedWords = /\(([A-Za-z]+(?:[ -][A-Za-z]+){0,2})\)/g;

/** The words of `text`, lower case, split at anything but a letter: `DNS-rebinding` is `dns` and `rebinding`. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * One line per English gloss a translated page puts in brackets that its glossary does not name: a phrase whose every
 * word the English page uses, in brackets the English page does not have (`(stdio)` stands in both, so it is a name,
 * not a gloss). The glossary's `english` names are the glosses a reader needs, because they will meet the English
 * word elsewhere; any other English in brackets is said in the reader's language, or shown as code when the
 * interface sends it.
 */
export function undeclaredEnglishNames(
  where: string,
  tag: Exclude<LanguageTag, 'en'>,
  markdown: string,
  englishMarkdown: string,
  glossary = glossaries[tag],
): string[] {
  const englishProse = translatedProse(englishMarkdown);
  const englishWords = new Set(wordsOf(englishProse));
  const englishBrackets = new Set([...englishProse.matchAll(bracketedWords)].map((match) => match[1]?.toLowerCase()));
  const declared = new Set(glossary.flatMap((entry) => entry.english ?? []).map((name) => name.toLowerCase()));
  const glosses = [...translatedProse(markdown).matchAll(bracketedWords)]
    .map((match) => match[1] ?? '')
    .filter(
      (phrase) =>
        !englishBrackets.has(phrase.toLowerCase()) &&
        wordsOf(phrase).every((word) => englishWords.has(word) || englishWords.has(`${word}s`)),
    )
    .filter((phrase) => !declared.has(phrase.toLowerCase().replace(/\s+/g, ' ')));
  return [...new Set(glosses)].map(
    (phrase) =>
      `${where}: brackets the English "(${phrase})", which content/${tag}/glossary.ts names for no term; say it in the page's language, or show it as code if the interface sends it`,
  );
}

/**
 * Each language's verb for getting something, the things a request must not be said to get (a status code, the
 * error object, an error), and what its writers say instead: the server answers, returns, refuses.
 */
const receiving: Readonly<Record<Exclude<LanguageTag, 'en'>, { verb: string; things: string; instead: string }>> = {
  'pt-PT': {
    verb: 'receb\\p{L}*',
    things: '[1-5]\\d\\d|objetos?\\s+de\\s+erro|(?:este|esse)\\s+objeto|erros?',
    instead: '«o servidor devolve…», «é recusado com…»',
  },
  es: {
    verb: 'recib\\p{L}*',
    things: '[1-5]\\d\\d|objetos?\\s+de\\s+error|(?:este|ese)\\s+objeto|error(?:es)?',
    instead: '«el servidor devuelve…», «se rechaza con…»',
  },
};

/** Up to three words between two, within one sentence. */
const fewWords = '(?:[^\\S\\n]+[^\\s.;:!?]+){0,3}?[^\\S\\n]+';

/**
 * One line per place a translated page has a request "receive" a status or an error object within a few words, in
 * either order (`recebe \`413\``, `reciben el objeto de error`): English's shape, where the language says what the
 * server does. Getting anything else is the language's own (`os agentes recebem as páginas em inglês`). Code spans
 * are read as their text, since a status is shown as code.
 */
export function receivedStatuses(where: string, tag: Exclude<LanguageTag, 'en'>, markdown: string): string[] {
  const { verb, things, instead } = receiving[tag];
  const prose = proseWithCodeSpans(markdown).replaceAll('`', '');
  const edge = '(?<![\\p{L}\\p{N}])';
  const pattern = new RegExp(`${edge}(?:${verb}${fewWords}(?:${things})|(?:${things})${fewWords}${verb})(?![\\p{L}\\p{N}])`, 'giu');
  return [...prose.matchAll(pattern)].map(
    ([found]) =>
      `${where}: "${found.replace(/\s+/g, ' ')}" has a request receive a status or an error object; say what the server does (${instead})`,
  );
}

/** Where a sentence ends: its stop, then a space and what starts the next (a capital, an opening quote, a code span). */
const sentenceEnd = /(?<=[.!?»])\s+(?=[\p{Lu}«¿*\uE000])/u;

/** A sentence's opening label, up to four words and a colon (`Cuerpo:`, `**200**:`, `Qué hacer:`): no clause of it. */
const openingLabel = /^(?:\S+\s+){0,3}?\S+:\s/u;

/**
 * One line per sentence of a translated page's running prose (its paragraphs; not lists, tables, headings or quotes)
 * that chains two clauses or more with colons and semicolons: English's order of clauses carried over, where the
 * language writes short sentences, or makes like items a list. A clock time (`02:00`), code, a link target and an
 * emphasised name (`_MCP: Open User Configuration_`) hold no clause; neither does an opening label.
 */
export function chainedClauses(where: string, markdown: string): string[] {
  // Code spans stand as numbered stand-ins while sentences are split and counted, and as written in the message.
  const spans: string[] = [];
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/`[^`\n]*`/g, (span) => `\uE000${spans.push(span) - 1}\uE001`)
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ');
  const clauseMarks = (sentence: string): number =>
    sentence
      .replace(/(?<![\p{L}\p{N}])_[^_\n]+_(?![\p{L}\p{N}])/gu, ' ')
      .replace(/\d:\d/g, ' ')
      .replace(openingLabel, '')
      .match(/[:;]/g)?.length ?? 0;
  return prose
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*(?:[-*+|#>]|\d+\.\s|<!--)/.test(line))
    .flatMap((line) => line.trim().split(sentenceEnd))
    .filter((sentence) => clauseMarks(sentence) > 1)
    .map((sentence) => {
      const written = sentence.replace(/\uE000(\d+)\uE001/g, (_token, index: string) => spans[Number(index)] ?? '');
      const opening = written.length > 60 ? `${written.slice(0, 60).replace(/\s+\S*$/, '')}…` : written;
      return `${where}: chains clauses with colons and semicolons in one sentence ("${opening}"); write short sentences, or make like items a list`;
    });
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
