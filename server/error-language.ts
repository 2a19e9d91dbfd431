// The language of a 404 or 405 page: the documentation's whose root the path lies under (`/pt-pt/…`), else the one Accept-Language prefers, as `/` chooses it, English when none.
import { defaultLanguage, type LanguageTag, languageOfPath, languages } from '../content/languages.ts';
import { negotiateLanguage, type RequestFields } from './negotiate.ts';

/** Which language an error page answers in, and whether Accept-Language chose it (then the answer varies on it). */
export interface ErrorPageLanguage {
  readonly tag: LanguageTag;
  readonly negotiated: boolean;
}

const languageTags = languages.map((language) => language.tag);

/** The language of the error page for a request to `path` with `headers`; a path under a language's root decides alone. */
export function errorPageLanguage(path: string, headers: RequestFields): ErrorPageLanguage {
  const ofPath = languageOfPath(path);
  if (ofPath !== undefined) return { tag: ofPath.tag, negotiated: false };
  const preferred = negotiateLanguage(languageTags, headers);
  const tag = languageTags.find((candidate) => candidate === preferred) ?? defaultLanguage.tag;
  return { tag, negotiated: true };
}
