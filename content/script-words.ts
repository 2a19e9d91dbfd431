// What the docs script says, by language: only the script's words, so its bundle carries no other content (the facts modules would come with the rest of words.ts).
import { script as english } from './en/script-words.ts';
import { script as spanish } from './es/script-words.ts';
import type { LanguageTag } from './languages.ts';
import { script as portuguese } from './pt-PT/script-words.ts';
import type { ScriptWords } from './words.ts';

/** Each language's words for the docs script. */
export const scriptWords: Readonly<Record<LanguageTag, ScriptWords>> = { en: english, 'pt-PT': portuguese, es: spanish };
