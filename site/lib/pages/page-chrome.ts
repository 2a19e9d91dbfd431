// What the layout puts around a page and never into its Markdown: the hand-over links to assistants, the previous and next pages, the same page in other languages, the API operations in the navigation.
import { type LanguageTag, languageByTag } from '../../../content/languages.ts';
import { type DocumentationPage, pagesIn, translationsOf } from '../../../content/pages.ts';
import { words } from '../../../content/words.ts';
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
  const prompt = encodeURIComponent(words[page.language].layout.handOverPrompt(markdownUrl));
  return { markdownUrl, chatGpt: `https://chatgpt.com/?q=${prompt}`, claude: `https://claude.ai/new?q=${prompt}` };
}

/** The pages before and after `page` in its language's navigation order. */
export function neighbours(page: DocumentationPage): { previous: DocumentationPage | undefined; next: DocumentationPage | undefined } {
  const pages = pagesIn(page.language);
  const index = pages.findIndex((entry) => entry.key === page.key);
  return { previous: pages[index - 1], next: pages[index + 1] };
}

/** One entry of the language switcher: the same page in a language, named in that language. */
export interface LanguageLink {
  readonly tag: string;
  readonly name: string;
  readonly href: string;
  readonly current: boolean;
}

/** The language switcher of `page`: every language's version of it, so switching keeps the reader on the same page. */
export function languageLinks(page: DocumentationPage): readonly LanguageLink[] {
  return translationsOf(page.key).map((translation) => ({
    tag: translation.language,
    name: languageByTag[translation.language].nativeName,
    href: translation.path,
    current: translation.language === page.language,
  }));
}

/** One API operation as the navigation lists it: `GET /path` and the anchor of its section. */
export interface OperationLink {
  readonly method: string;
  readonly path: string;
  readonly href: string;
}

/** The API reference's operations in `language`, as its navigation lists them. */
export function operationLinks(language: LanguageTag): readonly OperationLink[] {
  return builtPages
    .filter((built) => built.key === 'apiReference' && built.language === language)
    .flatMap((built) =>
      built.headings.flatMap((heading) => {
        const [, method = '', path = ''] = operationHeading.exec(heading.text) ?? [];
        return heading.depth === 2 && method !== '' ? [{ method, path, href: `${built.path}#${heading.id}` }] : [];
      }),
    );
}
