// Escapes text for HTML text and double-quoted attributes, for the HTML the build writes by hand (code, labels, pictures).

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);
