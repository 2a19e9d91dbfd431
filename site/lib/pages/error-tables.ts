// The limits-and-errors page's generated sections, from the errors modules: every status the interface answers with, and every JSON-RPC error of /mcp.
import { errorMessages, reasonPhrases } from '../../../content/error-body.ts';
import { mcpErrors } from '../../../content/mcp.ts';
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
 * reason and message as the origin sends them, so in English whatever the language of the column headings.
 */
export function restErrorTable(columns: TableWords['restErrors']): string {
  return table(
    columns,
    Object.entries(errorMessages)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, message]) => [status, reasonPhrases[Number(status)] ?? '', message]),
  );
}

/** The JSON-RPC errors of /mcp: HTTP status, code, when and what to do, as content/mcp.ts states them (in English). */
export function mcpErrorTable(columns: TableWords['mcpErrors']): string {
  return table(
    columns,
    // By HTTP status, then by JSON-RPC code, so each status's errors stand together.
    [...Object.values(mcpErrors)]
      .sort((a, b) => a.status - b.status || a.code - b.code)
      .map((error) => [String(error.status), code(String(error.code)), error.when, error.action]),
  );
}
