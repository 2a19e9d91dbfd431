// Every documentation page built from its Markdown source with facts injected: the Markdown agents get, and the HTML body and headings people get, rendered from it.
import agentsSource from '../../../content/agents.md?raw';
import apiReferenceSource from '../../../content/api-reference.md?raw';
import overviewSource from '../../../content/developers.md?raw';
import forAgentsSource from '../../../content/for-agents.md?raw';
import limitsAndErrorsSource from '../../../content/limits-and-errors.md?raw';
import mcpGuideSource from '../../../content/mcp-guide.md?raw';
import { type DocumentationPage, documentationPages, type PageKey } from '../../../content/pages.ts';
import sampleWeekSource from '../../../content/sample-week.md?raw';
import { publicBaseUrl, sampleWeek, weekDays } from '../build/build-context.ts';
import { weekFigure } from '../week/week-picture.ts';
import { weekPictureText } from '../week/week-text.ts';
import { absoluteLinks, agentMarkdown } from './agent-markdown.ts';
import { fillPlaceholders } from './placeholders.ts';
import { type Heading, renderMarkdown } from './render-markdown.ts';

/** Each page's Markdown source and the file it comes from, for error messages. */
const sources: Readonly<Record<PageKey, readonly [source: string, file: string]>> = {
  overview: [overviewSource, 'content/developers.md'],
  apiReference: [apiReferenceSource, 'content/api-reference.md'],
  mcpGuide: [mcpGuideSource, 'content/mcp-guide.md'],
  limitsAndErrors: [limitsAndErrorsSource, 'content/limits-and-errors.md'],
  sampleWeek: [sampleWeekSource, 'content/sample-week.md'],
  forAgents: [forAgentsSource, 'content/for-agents.md'],
};

/** Pictures the HTML draws where a page's Markdown has a picture slot. */
const pictures = { 'sample-week': weekFigure(sampleWeek, weekDays) };

/** The same pictures in words, which stand in the slot of the Markdown agents read. */
const pictureTexts: Readonly<Record<string, string>> = { 'sample-week': weekPictureText(sampleWeek, weekDays) };

/** `markdown` with each picture slot replaced by its picture in words. */
const describePictures = (markdown: string): string =>
  markdown.replace(/^<!-- picture: ([\w-]+) -->$/gm, (slot, name: string) => pictureTexts[name] ?? slot);

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

/** Every documentation page, in navigation order. */
export const builtPages: readonly BuiltPage[] = documentationPages.map((page) => {
  const [source, file] = sources[page.key];
  const filled = fillPlaceholders(source, file);
  const body = describePictures(filled);
  return { ...page, markdown: agentMarkdown(page, body, publicBaseUrl), body, ...renderMarkdown(filled, pictures) };
});

/** Instructions for agents: the agent skill's body, the MCP instructions resource and the instructions of initialize. */
export const agentInstructions = absoluteLinks(fillPlaceholders(agentsSource, 'content/agents.md'), publicBaseUrl);
