// The languages the product document names, each with the path prefix of its documentation: read by the build (pages, alternates, sitemap) and the origin (the redirect from `/`).

/** A BCP 47 tag of a language the documentation is written in, as the product document's `languages` list has it. */
export type LanguageTag = 'en' | 'pt-PT' | 'es';

/** One language of the documentation. */
export interface Language {
  readonly tag: LanguageTag;
  /**
   * The first path segment of everything in this language: the tag in lower case (`/pt-pt`). URLs are
   * case-sensitive and BCP 47 tags are not, so one spelling is chosen, and a new language needs no decision.
   */
  readonly root: string;
  /** Where its documentation lives: the overview's path, every other page below it. */
  readonly docsPath: string;
  /** Its pages' sections, for the search box of the docs script: a search finds the language being read. */
  readonly searchIndexPath: string;
  /** Its name in itself, as the language switcher shows it. */
  readonly nativeName: string;
  /** Its name in English, as llms.txt (English, for agents) names it. */
  readonly englishName: string;
}

const language = (tag: LanguageTag, nativeName: string, englishName: string): Language => {
  const root = `/${tag.toLowerCase()}`;
  return { tag, root, docsPath: `${root}/developers`, searchIndexPath: `${root}/search-index.json`, nativeName, englishName };
};

/** Each language by its tag. */
export const languageByTag: Readonly<Record<LanguageTag, Language>> = {
  en: language('en', 'English', 'English'),
  'pt-PT': language('pt-PT', 'Português', 'European Portuguese'),
  es: language('es', 'Español', 'Spanish (Spain)'),
};

/** English: the language the documentation is written in first, what `x-default` names, and what agents get by default. */
export const defaultLanguage: Language = languageByTag.en;

/** Every language, the default first: the switcher's order and the order alternates are listed in. */
export const languages: readonly Language[] = [defaultLanguage, languageByTag['pt-PT'], languageByTag.es];

/** Their tags, in the same order: what Accept-Language is negotiated against. */
export const languageTags: readonly string[] = languages.map((language) => language.tag);

/** The language whose documentation `path` lies under (its first segment is the language's root), if any. */
export function languageOfPath(path: string): Language | undefined {
  return languages.find((language) => path === language.root || path.startsWith(`${language.root}/`));
}
