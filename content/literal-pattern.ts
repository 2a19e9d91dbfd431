// Text as a literal inside a regular expression that both JavaScript (without the u flag) and nginx's PCRE read: what the origin and the edge match alike.

/** `text` with every character either dialect gives a meaning escaped. */
export const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
