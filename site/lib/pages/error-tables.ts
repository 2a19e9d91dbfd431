// The limits-and-errors page's generated sections, from the errors modules: every status the interface answers with, and every JSON-RPC error of /mcp.
import { errorMessages, reasonPhrases } from '../../../content/error-body.ts';
import { mcpErrors } from '../../../content/mcp.ts';
import type { Translate } from '../../../content/source-texts.ts';
import type { TableWords } from '../../../content/words.ts';
import { code, table } from './markdown-blocks.ts';

/** Every error status the interface can answer with, in either shape, ascending. */
export const errorStatuses: readonly number[] = [
  ...new Set([...Object.keys(errorMessages).map(Number), ...Object.values(mcpErrors).map((error) => error.status)]),
]
  .filter((status) => status >= 400)
  .sort((a, b) => a - b);

/**
 * Statuses answered with the error object (`statusCode`, `error`, `message`), with their standard message: the
 * reason and message as the origin sends them, in English whatever the language of the page. A translated page
 * (four columns) marks them as quoted literals and adds what to do in its own words, from the error catalogue's
 * translations.
 */
export function restErrorTable(columns: TableWords['restErrors'], translate: Translate): string {
  const quoted = columns.length === 4;
  return table(
    columns,
    Object.entries(errorMessages)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, message]) => {
        const reason = reasonPhrases[Number(status)] ?? '';
        return quoted ? [status, quote(reason), quote(message), translate(message)] : [status, reason, message];
      }),
  );
}

/** The JSON-RPC errors of /mcp: HTTP status, code, when and what to do, as content/mcp.ts states them, in the page's words. */
export function mcpErrorTable(columns: TableWords['mcpErrors'], translate: Translate): string {
  return table(
    columns,
    // By HTTP status, then by JSON-RPC code, so each status's errors stand together.
    [...Object.values(mcpErrors)]
      .sort((a, b) => a.status - b.status || a.code - b.code)
      .map((error) => [String(error.status), code(String(error.code)), translate(error.when), translate(error.action)]),
  );
}

/** A text the interface sends, quoted as sent inside a translated sentence or cell: «…», as Portugal and Spain quote. */
export const quote = (literal: string): string => `«${literal}»`;
