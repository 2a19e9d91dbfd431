// Checks that a translated page states exactly the facts of its English page, section by section (code blocks byte for byte; code spans, link targets, numbers, paths, header and field names as sets per section; what an English code span quotes may be said in prose), and has every section it has.
import { languages } from '../../../content/languages.ts';

/** A page's Markdown as built. */
export interface PageText {
  /** The file, for messages (`pt-pt/developers/api.md`). */
  readonly file: string;
  readonly markdown: string;
}

/** What a page states, in a form two languages can be compared in. */
interface Facts {
  /** Every fenced code block, fence and language included, sorted: compared byte for byte. */
  readonly codeBlocks: readonly string[];
  /**
   * Every other fact, as `kind: value` (`number: 120`, `path: /mcp`, `code: Retry-After`), by section: the text before
   * the first heading, then each heading's. By section, so a fact dropped from one section is missed even when its value
   * stands in another (a limit's row in a table, and the same number in an error's description).
   */
  readonly sections: readonly ReadonlySet<string>[];
  /**
   * The facts each section's code spans hold as prose would state them (`path: /openapi.json` inside the message
   * `` `… see /openapi.json for the public endpoints.` ``): a translation that says in its own words what a quoted
   * message says may name them, and states nothing of its own by it.
   */
  readonly quoted: readonly ReadonlySet<string>[];
  /** The depth of each heading, in order: the page's outline. */
  readonly outline: readonly number[];
  readonly headings: readonly string[];
}

const fencedBlock = /^```[^\n]*\n[\s\S]*?^```$/gm;
const codeSpan = /`([^`\n]+)`/g;
const linkTarget = /\]\(([^)\s]+)\)/g;
const heading = /^(#{1,6}) (.*)$/gm;
const absoluteUrl = /\bhttps?:\/\/[^\s"'`<>()[\]{}]+/g;

/** The kinds of fact prose can state outside code, each as whole tokens (`60` is not stated by `600` or `sha256`). */
const prosePatterns: Readonly<Record<string, RegExp>> = {
  // Versions and times whole (`3.1.0`, `22:00`, `v0.91`); a letter or digit before it makes it part of a word.
  number: /(?<![\p{L}\p{N}_])v?(\d+(?:[.:,]\d+)*)/gu,
  path: /(?<![\p{L}\p{N}_./-])(\/[\w.~@/-]*[\w/])/gu,
  // `Retry-After`, `JSON-RPC`, `MCP-Protocol-Version`: capitalised words joined by hyphens, as header and protocol names are.
  name: /(?<![\p{L}\p{N}_-])([A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)+)(?![\p{L}\p{N}_-])/gu,
  // `structuredContent`: a field name written without a code span.
  field: /(?<![\p{L}\p{N}_])([a-z]+(?:[A-Z][a-z0-9]*)+)(?![\p{L}\p{N}_])/gu,
};

/** Each language's first path segment, as a pattern: `/pt-pt/` after a host, a bracket, a space or a quote alike. */
const languageRoots = new RegExp(
  `(?:${languages.map((language) => language.root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=/)`,
  'g',
);

/**
 * `markdown` with every language's path segment made one (`/{language}/developers/api`): a page links its own
 * language's pages, so the same link in two languages differs in that segment only. Which language a link leads to
 * is the browser test's to check (every link resolves); what it leads to is a fact.
 */
const withoutLanguages = (markdown: string): string => markdown.replace(languageRoots, '/{language}');

/** An address as a fact: its path (the operator's host and port are no fact of the page), without the fragment, whose words are the page's language's. */
function addressFact(target: string): string {
  const withoutFragment = target.split('#')[0] ?? '';
  if (!/^https?:\/\//.test(withoutFragment)) return withoutFragment;
  return URL.canParse(withoutFragment) ? new URL(withoutFragment).pathname : withoutFragment;
}

/**
 * A code span as a fact: as written, but for a whole absolute URL, whose host is no fact of the page either (the
 * operator's, or a stand-in for the reader's own in the reader's words, `https://o-seu-dominio/mcp`): its scheme and
 * path are.
 */
function codeFact(code: string): string {
  if (!/^https?:\/\/\S+$/.test(code) || !URL.canParse(code)) return code;
  const url = new URL(code);
  return `${url.protocol}//{host}${url.pathname}${url.search}`;
}

function factsOf(page: PageText): Facts {
  const markdown = withoutLanguages(page.markdown);
  const codeBlocks = [...markdown.matchAll(fencedBlock)].map((match) => match[0]).sort();
  const prose = markdown.replace(fencedBlock, ' ');
  const headings = [...prose.matchAll(heading)];
  const starts = [0, ...headings.map((match) => match.index)];
  return {
    codeBlocks,
    sections: starts.map((start, at) => statementsOf(prose.slice(start, starts[at + 1]))),
    quoted: starts.map((start, at) => quotedStatementsOf(prose.slice(start, starts[at + 1]))),
    outline: headings.map((match) => match[1]?.length ?? 0),
    headings: headings.map((match) => `${match[1]} ${match[2]}`),
  };
}

/** The facts of `prose` (code spans and link targets already taken out), as `kind: value`, added to `statements`. */
function addProseFacts(prose: string, statements: Set<string>): void {
  for (const [kind, pattern] of Object.entries(prosePatterns))
    for (const match of prose.matchAll(pattern)) statements.add(`${kind}: ${match[1] ?? match[0]}`);
}

/** The facts the code spans of one stretch of prose hold, read as prose (a whole URL by its path, as a code fact is). */
function quotedStatementsOf(text: string): Set<string> {
  const statements = new Set<string>();
  for (const [, code] of text.matchAll(codeSpan))
    addProseFacts(
      codeFact(code ?? '').replace(absoluteUrl, (url) => ` ${addressFact(url)} `),
      statements,
    );
  return statements;
}

/** The facts one stretch of prose states. */
function statementsOf(text: string): Set<string> {
  const statements = new Set<string>();
  let prose = text.replace(codeSpan, (_span, code: string) => {
    statements.add(`code: ${codeFact(code)}`);
    return ' ';
  });
  prose = prose.replace(linkTarget, (_link, target: string) => {
    const fact = addressFact(target);
    if (fact !== '') statements.add(`link: ${fact}`);
    return '] ';
  });
  prose = prose.replace(absoluteUrl, (url) => ` ${addressFact(url)} `);
  addProseFacts(prose, statements);
  return statements;
}

/**
 * Every way `translated` departs from `english`: a fact it states that the English page does not (a number, path,
 * name or code of its own; one a code span of the English section holds is the English page's), one it lacks, a code
 * block not byte for byte the same, or an outline that does not line up section for section. One line each; empty
 * when they agree.
 */
export function translationProblems(english: PageText, translated: PageText): string[] {
  const expected = factsOf(english);
  const found = factsOf(translated);
  const problems: string[] = [];
  // Section by section where the outlines line up; the whole page against the whole page where they do not (the
  // outline's own problem is named below).
  const aligned = found.outline.length === expected.outline.length && found.outline.every((depth, at) => depth === expected.outline[at]);
  const union = (sections: readonly ReadonlySet<string>[]) => [new Set(sections.flatMap((section) => [...section]))];
  const [ours, theirs] = aligned ? [found.sections, expected.sections] : [union(found.sections), union(expected.sections)];
  const quoted = aligned ? expected.quoted : union(expected.quoted);
  theirs.forEach((statements, at) => {
    const where = aligned && at > 0 ? ` under "${expected.headings[at - 1]}"` : '';
    const own = ours[at] ?? new Set<string>();
    for (const statement of own)
      if (!statements.has(statement) && !quoted[at]?.has(statement))
        problems.push(`${translated.file}: states ${statement}${where}, which ${english.file} does not`);
    for (const statement of statements)
      if (!own.has(statement)) problems.push(`${translated.file}: lacks ${statement}${where}, which ${english.file} states`);
  });
  const blocks = (list: readonly string[]) => list.join('\n\u0000\n');
  if (blocks(found.codeBlocks) !== blocks(expected.codeBlocks)) {
    const extra = found.codeBlocks.filter((block) => !expected.codeBlocks.includes(block)).length;
    const missing = expected.codeBlocks.filter((block) => !found.codeBlocks.includes(block)).length;
    problems.push(
      `${translated.file}: its code blocks are not those of ${english.file} byte for byte (${missing} missing, ${extra} of its own, ${found.codeBlocks.length} against ${expected.codeBlocks.length})`,
    );
  }
  const at = expected.outline.findIndex((depth, index) => found.outline[index] !== depth);
  if (at !== -1)
    problems.push(
      `${translated.file}: lacks a counterpart to section ${at + 1} of ${english.file} ("${expected.headings[at]}"): its headings are ${found.headings.length}, not ${expected.headings.length}, or out of order`,
    );
  else if (found.outline.length > expected.outline.length)
    problems.push(`${translated.file}: has a section ${english.file} does not ("${found.headings[expected.outline.length]}")`);
  return problems;
}
