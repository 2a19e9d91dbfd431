// What follows a colon mid-sentence, in the languages that start it in lower case: the first letter lowered, unless the text opens with a name.

/**
 * `text` with its first letter in lower case when its first word is an ordinary capitalised word; a word in capitals
 * (`ETag`, `RFC`, `ISO`), code, a digit, or one of `names` (the product's, a program's) is left as it is.
 */
export function lowerInitial(text: string, names: readonly string[]): string {
  const word = /^\p{Lu}\p{Ll}*(?![\p{L}\p{N}])/u.exec(text)?.[0];
  if (word === undefined || names.includes(word)) return text;
  return `${text.charAt(0).toLocaleLowerCase()}${text.slice(1)}`;
}
