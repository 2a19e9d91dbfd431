// Markdown building blocks for generated page sections: tables, lists, code spans and fenced blocks, escaped so generated text cannot break them.

/** Pretty JSON, as the documents are served. */
export const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** A bulleted list. */
export const bullets = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

/** A code span. */
export const code = (text: string): string => `\`${text}\``;

/** A fenced code block in `language`. */
export const fence = (language: string, text: string): string => `\`\`\`${language}\n${text}\n\`\`\``;

/** A GFM table; cells are single lines, and every pipe is escaped (GFM reads `\|` as a pipe, in code spans too). */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => text.replace(/\n/g, ' ').replace(/(?<!\\)\|/g, '\\|');
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.map(cell).join(' | ')} |`).join('\n');
}
