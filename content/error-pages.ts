// The 404 and 405 answers for people (HTML) and agents (Markdown): what went wrong and where to go, built once and served by the origin with the error's status.
import { paths, productName } from './constants.ts';
import { defaultLanguage, languages } from './languages.ts';
import { pagesIn } from './pages.ts';

/** One error answer for people and agents; never served at its own address (the origin answers it with `status`). */
export interface ErrorPage {
  readonly status: 404 | 405;
  /** Where the build writes the HTML; the Markdown sits beside it at `markdownPath`. */
  readonly path: string;
  readonly markdownPath: string;
  readonly title: string;
  readonly description: string;
  /** The page's Markdown, links root-relative: the HTML is rendered from it, agents get it as it is. */
  readonly markdown: string;
}

/** Where to go from any error: every documentation page, the other languages' overviews, then the files agents and API clients start from. */
const whereToGo = [
  ...pagesIn(defaultLanguage.tag).map((page) => `- [${page.navLabel}](${page.path}): ${page.description}`),
  `- In other languages: ${languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => `[${language.nativeName}](${language.docsPath})`)
    .join(', ')}`,
  `- [The documentation index for agents](${paths.llms}) (Markdown), and [all of it in one file](${paths.llmsFull})`,
  `- [The OpenAPI contract](${paths.openapi}): every public endpoint`,
].join('\n');

const errorPage = (status: ErrorPage['status'], heading: string, explanation: string): ErrorPage => ({
  status,
  path: `/errors/${status}`,
  markdownPath: `/errors/${status}.md`,
  title: `${heading} · ${productName} developers`,
  description: explanation,
  markdown: `# ${heading}\n\n${explanation}\n\n## Where to go\n\n${whereToGo}\n`,
});

/** The error answers that have a page. */
export const errorPages: readonly ErrorPage[] = [
  errorPage(
    404,
    'Page not found',
    `Nothing public lives at this address (status 404). Addresses are exact and case-sensitive: check the spelling, or start from one of the pages below. Agents: the index of everything here is ${paths.llms}.`,
  ),
  errorPage(
    405,
    'Method not allowed',
    `This address can only be read (status 405): use GET or HEAD, as the Allow header says. Nothing here accepts a form or a request body; the MCP endpoint ${paths.mcp} is the one address that takes POST. Agents: the index of everything here is ${paths.llms}.`,
  ),
];

/** The error pages' own addresses, HTML and Markdown: built, but never served as themselves. */
export const errorPagePaths: ReadonlySet<string> = new Set(errorPages.flatMap((page) => [page.path, page.markdownPath]));
