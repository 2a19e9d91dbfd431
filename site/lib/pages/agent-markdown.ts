// The Markdown agents get: links absolute under the public base URL (they outlive the URL they were fetched from), and every page opening with a pointer to llms.txt.
import { paths } from '../../../content/constants.ts';
import type { DocumentationPage } from '../../../content/pages.ts';
import { words } from '../../../content/words.ts';

/** A fenced code block on its own lines; links inside one are text, not links. */
const fencedBlock = /(^```[^\n]*\n[\s\S]*?^```$)/m;

/** `markdown` with every root-relative link destination (`](/path)`) made absolute under `baseUrl`; code blocks untouched. */
export function absoluteLinks(markdown: string, baseUrl: string): string {
  return markdown
    .split(fencedBlock)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\]\((\/[^)\s]*)\)/g, `](${baseUrl}$1)`)))
    .join('');
}

/**
 * The pointer to llms.txt, llms-full.txt and the page's Markdown, in the page's language; `mention` writes each path
 * (a link in Markdown and in the HTML's note), so both representations say the same.
 */
export function agentPointer(page: DocumentationPage, mention: (path: string) => string): string {
  return words[page.language].layout.agentPointer(mention(paths.llms), mention(paths.llmsFull), mention(page.markdownPath));
}

/** A page's Markdown for agents: the pointer as its opening blockquote, then the page with absolute links. */
export function agentMarkdown(page: DocumentationPage, markdown: string, baseUrl: string): string {
  const pointer = agentPointer(page, (path) => `[${path}](${baseUrl}${path})`);
  return `> ${pointer}\n\n${absoluteLinks(markdown, baseUrl)}`;
}
