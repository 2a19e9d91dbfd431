// The 404 and 405 answers for people (HTML) and agents (Markdown), in every language: what went wrong and where to go, built once and served by the origin with the error's status, in the language of the path or of Accept-Language.
import { paths } from './constants.ts';
import { defaultLanguage, type Language, type LanguageTag, languages } from './languages.ts';
import { pagesIn } from './pages.ts';
import { words } from './words.ts';

/** One error answer for people and agents in one language; never served at its own address (the origin answers it with `status`). */
export interface ErrorPage {
  readonly status: 404 | 405;
  readonly language: LanguageTag;
  /** Where the build writes the HTML (`/errors/404`, another language's under its root: `/errors/pt-pt/404`); the Markdown sits beside it at `markdownPath`. */
  readonly path: string;
  readonly markdownPath: string;
  readonly title: string;
  readonly description: string;
  /** The page's Markdown, links root-relative: the HTML is rendered from it, agents get it as it is. */
  readonly markdown: string;
}

/** Where to go from any error, in `language`: its documentation pages (its overview first), the other languages' overviews, then the files agents and API clients start from. */
function whereToGo(language: Language): string {
  const { errorPages: said } = words[language.tag];
  return [
    ...pagesIn(language.tag).map((page) => `- [${page.navLabel}](${page.path}): ${words[language.tag].afterColon(page.description)}`),
    `- ${said.otherLanguages}: ${languages
      .filter((other) => other !== language)
      .map((other) => `[${other.nativeName}](${other.docsPath})`)
      .join(', ')}`,
    `- ${said.agentIndex(paths.llms, paths.llmsFull)}`,
    `- ${said.contract(paths.openapi)}`,
  ].join('\n');
}

const errorPage = (status: ErrorPage['status'], language: Language): ErrorPage => {
  const said = words[language.tag].errorPages;
  const [heading, explanation] =
    status === 404
      ? [said.notFound, said.notFoundExplanation(paths.llms)]
      : [said.methodNotAllowed, said.methodNotAllowedExplanation(paths.mcp, paths.llms)];
  const path = language === defaultLanguage ? `/errors/${status}` : `/errors/${language.tag.toLowerCase()}/${status}`;
  return {
    status,
    language: language.tag,
    path,
    markdownPath: `${path}.md`,
    title: said.title(heading),
    description: explanation,
    markdown: `# ${heading}\n\n${explanation}\n\n## ${said.whereToGo}\n\n${whereToGo(language)}\n`,
  };
};

/** The error answers that have a page, in every language. */
export const errorPages: readonly ErrorPage[] = languages.flatMap((language) => [errorPage(404, language), errorPage(405, language)]);

/** The error pages' own addresses, HTML and Markdown: built, but never served as themselves. */
export const errorPagePaths: ReadonlySet<string> = new Set(errorPages.flatMap((page) => [page.path, page.markdownPath]));
