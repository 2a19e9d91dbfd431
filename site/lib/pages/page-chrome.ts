// What the layout puts around a page and never into its Markdown: the hand-over links to assistants, the previous and next pages, the API operations in the navigation.
import { type DocumentationPage, documentationPages } from '../../../content/pages.ts';
import { publicBaseUrl } from '../build/build-context.ts';
import { builtPages } from './doc-pages.ts';
import { operationHeading } from './render-markdown.ts';

/** Where a page hands itself over: its Markdown twin's absolute URL, and ChatGPT and Claude asked to read it. */
export interface HandOver {
  readonly markdownUrl: string;
  readonly chatGpt: string;
  readonly claude: string;
}

/** The hand-over links of `page`; the assistants get the twin's URL in the prompt, so they read the page as agents do. */
export function handOver(page: DocumentationPage): HandOver {
  const markdownUrl = publicBaseUrl + page.markdownPath;
  const prompt = encodeURIComponent(`Read ${markdownUrl} and help me with what it documents.`);
  return { markdownUrl, chatGpt: `https://chatgpt.com/?q=${prompt}`, claude: `https://claude.ai/new?q=${prompt}` };
}

/** The pages before and after `page` in navigation order. */
export function neighbours(page: DocumentationPage): { previous: DocumentationPage | undefined; next: DocumentationPage | undefined } {
  const index = documentationPages.findIndex((entry) => entry.key === page.key);
  return { previous: documentationPages[index - 1], next: documentationPages[index + 1] };
}

/** The API reference's operations as the navigation lists them: `GET /path` and the anchor of its section. */
export const operationLinks: readonly { readonly method: string; readonly path: string; readonly href: string }[] = builtPages
  .filter((page) => page.key === 'apiReference')
  .flatMap((page) =>
    page.headings.flatMap((heading) => {
      const [, method = '', path = ''] = operationHeading.exec(heading.text) ?? [];
      return heading.depth === 2 && method !== '' ? [{ method, path, href: `${page.path}#${heading.id}` }] : [];
    }),
  );
