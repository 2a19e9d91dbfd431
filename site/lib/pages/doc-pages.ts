// Every documentation page in every language, built from its Markdown source with facts injected: the Markdown agents get, and the HTML body and headings people get, rendered from it.
import agentsSource from '../../../content/agents.md?raw';
import { defaultLanguage, type LanguageTag, languages } from '../../../content/languages.ts';
import { type DocumentationPage, documentationPages, type PageKey } from '../../../content/pages.ts';
import { words } from '../../../content/words.ts';
import { publicBaseUrl, sampleWeek, weekDays } from '../build/build-context.ts';
import { withoutTranslationMarker } from '../build/prose-drift.ts';
import { weekFigure } from '../week/week-picture.ts';
import { weekPictureText } from '../week/week-text.ts';
import { absoluteLinks, agentMarkdown } from './agent-markdown.ts';
import { fillPlaceholders } from './placeholders.ts';
import { type Heading, renderMarkdown } from './render-markdown.ts';

/** Each page's source file: under content/ in English, the language it is written in first; under content/<tag>/ in every other. */
const sourceFiles: Readonly<Record<PageKey, string>> = {
  overview: 'developers.md',
  apiReference: 'api-reference.md',
  mcpGuide: 'mcp-guide.md',
  limitsAndErrors: 'limits-and-errors.md',
  sampleWeek: 'sample-week.md',
  forAgents: 'for-agents.md',
};

/** Every Markdown file under content/, by its path from the project root. */
const contentFiles = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../content/**/*.md', { query: '?raw', import: 'default', eager: true })).map(
    ([file, text]) => [file.replace(/^(\.\.\/)+/, ''), text],
  ),
);

/** Where the source of `key` in `language` is, from the project root. */
const sourceFile = (key: PageKey, language: LanguageTag): string =>
  language === defaultLanguage.tag ? `content/${sourceFiles[key]}` : `content/${language}/${sourceFiles[key]}`;

/** A page's source; a missing translation fails the build, naming the file to write. */
function sourceOf(page: DocumentationPage): readonly [source: string, file: string] {
  const file = sourceFile(page.key, page.language);
  const source = contentFiles[file];
  if (source === undefined) throw new Error(`${file}: missing; every page is written in every language (content/languages.ts)`);
  // A translation's first line keys it to the English it translates (site/lib/build/prose-drift.ts): no reader's text.
  return [withoutTranslationMarker(source), file];
}

/** The pictures a page's Markdown may have a slot for, in each language: drawn for the HTML, and in words, which agents read in the slot. */
const pictures: ReadonlyMap<LanguageTag, { readonly drawn: Record<string, string>; readonly inWords: Record<string, string> }> = new Map(
  languages.map(({ tag }) => [
    tag,
    {
      drawn: { 'sample-week': weekFigure(sampleWeek, weekDays(), words[tag].week) },
      inWords: { 'sample-week': weekPictureText(sampleWeek, weekDays(), words[tag].week) },
    },
  ]),
);

/** `markdown` with each picture slot replaced by `inWords[name]`, the picture in words. */
const describePictures = (markdown: string, inWords: Readonly<Record<string, string>>): string =>
  markdown.replace(/^<!-- picture: ([\w-]+) -->$/gm, (slot, name: string) => inWords[name] ?? slot);

/** A documentation page, built. */
export interface BuiltPage extends DocumentationPage {
  /** What agents get with `Accept: text/markdown` and at `markdownPath`: the pointer to llms.txt, then `body` with absolute links. */
  readonly markdown: string;
  /** The page's own Markdown, links root-relative, pictures in words: what llms-full.txt joins (the HTML draws the pictures instead). */
  readonly body: string;
  /** The page body people get, rendered from the same Markdown. */
  readonly html: string;
  readonly headings: readonly Heading[];
}

/** Every documentation page, in the order of documentationPages. */
export const builtPages: readonly BuiltPage[] = documentationPages.map((page) => {
  const [source, file] = sourceOf(page);
  const { drawn, inWords } = pictures.get(page.language) ?? { drawn: {}, inWords: {} };
  const filled = fillPlaceholders(source, file, { language: page.language });
  const body = describePictures(filled, inWords);
  return { ...page, markdown: agentMarkdown(page, body, publicBaseUrl), body, ...renderMarkdown(filled, page.language, drawn) };
});

/** Instructions for agents: the agent skill's body, the MCP instructions resource and the instructions of initialize. */
export const agentInstructions = absoluteLinks(fillPlaceholders(agentsSource, 'content/agents.md'), publicBaseUrl);
