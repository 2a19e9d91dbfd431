// The documentation pages, every page in every language, in navigation order: the one list the build renders, the origin negotiates, and llms.txt and the sitemap read.
import { paths } from './constants.ts';
import { defaultLanguage, type Language, type LanguageTag, languages } from './languages.ts';
import { words } from './words.ts';

/** The pages, by the key their source and generator use. */
export type PageKey = 'overview' | 'apiReference' | 'mcpGuide' | 'limitsAndErrors' | 'sampleWeek' | 'forAgents';

/** One documentation page in one language: HTML for people and Markdown for agents at `path`, the Markdown also at `markdownPath`. */
export interface DocumentationPage {
  readonly key: PageKey;
  readonly language: LanguageTag;
  readonly path: string;
  readonly markdownPath: string;
  /** The document title (`<title>`); the page's own h1 comes from its Markdown. */
  readonly title: string;
  /** Its name in the navigation. */
  readonly navLabel: string;
  /** The meta description (its code spans as plain text), and a one-line note wherever the page is listed. */
  readonly description: string;
}

/**
 * Each page's name among `paths`, which holds its English path, in navigation order; in another language the same
 * page is at the same place under that language's docsPath.
 */
export const pathNames: Readonly<Record<PageKey, keyof typeof paths>> = {
  overview: 'developers',
  apiReference: 'apiReference',
  mcpGuide: 'mcpGuide',
  limitsAndErrors: 'limitsAndErrors',
  sampleWeek: 'sampleWeekPicture',
  forAgents: 'forAgents',
};

/** The pages' keys in navigation order. */
export const pageKeys = Object.keys(pathNames) as readonly PageKey[];

/** Where page `key` is in `language`. */
export function pagePath(key: PageKey, language: Language): string {
  return language.docsPath + paths[pathNames[key]].slice(defaultLanguage.docsPath.length);
}

/** Every documentation page: every language's pages, English first, each language's overview first. */
export const documentationPages: readonly DocumentationPage[] = languages.flatMap((language) =>
  pageKeys.map((key) => {
    const path = pagePath(key, language);
    return { key, language: language.tag, path, markdownPath: `${path}.md`, ...words[language.tag].pages[key] };
  }),
);

/** The pages of one language, in navigation order. */
export function pagesIn(language: LanguageTag): readonly DocumentationPage[] {
  return documentationPages.filter((page) => page.language === language);
}

/** The same page in every language, the default first (itself among them). */
export function translationsOf(key: PageKey): readonly DocumentationPage[] {
  return documentationPages.filter((page) => page.key === key);
}

/** One version of a page as `hreflang` alternates name it: a language's tag, or `x-default`. */
export interface Alternate {
  readonly hreflang: string;
  readonly page: DocumentationPage;
}

/**
 * The alternates of page `key`, which every version of it lists (the head, the `Link` field, the sitemap): each
 * language's version, itself included, then `x-default`, the default language's, for readers of any other language.
 */
export function alternatesOf(key: PageKey): readonly Alternate[] {
  const translations = translationsOf(key);
  return [
    ...translations.map((page) => ({ hreflang: page.language, page })),
    ...translations.filter((page) => page.language === defaultLanguage.tag).map((page) => ({ hreflang: 'x-default', page })),
  ];
}

/** What `/` stands for: agents asking for Markdown get this page's Markdown there, everyone else a redirect to it. */
export const homePage: DocumentationPage = pagesIn(defaultLanguage.tag)[0] as DocumentationPage;
