// Text from the logs, made safe to show: every character with a meaning in HTML or in a Markdown table is escaped, and control characters (which a JSON string can hold, and a terminal would obey) are replaced.
/** Control characters (C0, DEL, C1). */
const controls = /\p{Cc}/gu;

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as HTML text or attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(controls, '\ufffd').replace(/[&<>"']/g, (character) => entities[character] ?? '');

/**
 * `text` as the content of a Markdown table cell: one line, with `|` (which would end the cell), backticks, and the
 * characters that would start HTML or a link backslash-escaped, as CommonMark allows for any punctuation.
 */
export const escapeMarkdown = (text: string): string => text.replace(controls, ' ').replace(/[\\`|<>[\]]/g, '\\$&');
