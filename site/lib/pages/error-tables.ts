// The limits-and-errors page's generated sections, from the error catalogues: every status answered with the error object (who answers it, when, and what to do) and every JSON-RPC error of /mcp, each with what becomes of the connection, in the page's words.
import { type Answerer, type ConnectionFate, type ErrorCause, reasonPhrases, restErrors } from '../../../content/error-body.ts';
import { mcpErrors } from '../../../content/mcp.ts';
import type { Translate } from '../../../content/source-texts.ts';
import type { ErrorWords, TableWords } from '../../../content/words.ts';
import { code, table } from './markdown-blocks.ts';

/** Every error status the interface can answer with, in either shape, ascending. */
export const errorStatuses: readonly number[] = [
  ...new Set([...Object.keys(restErrors).map(Number), ...Object.values(mcpErrors).map((error) => error.status)]),
]
  .filter((status) => status >= 400)
  .sort((a, b) => a - b);

/** A size as the pages write it: in MiB from one MiB up, else in KiB. */
export const binarySize = (bytes: number): string => (bytes >= 1024 ** 2 ? `${bytes / 1024 ** 2} MiB` : `${bytes / 1024} KiB`);

/**
 * A circumstance in the page's words, then what becomes of the connection. A connection kept says nothing: the page
 * says once that the origin keeps it unless a row says otherwise.
 */
function circumstance(when: string, fate: ConnectionFate | undefined, words: ErrorWords, translate: Translate): string {
  const connection =
    fate === undefined || fate === 'kept'
      ? undefined
      : fate === 'closed'
        ? words.connectionClosed
        : words.connectionKeptUpTo(binarySize(fate.keptUpTo));
  return connection === undefined ? translate(when) : `${translate(when)} ${connection}`;
}

/**
 * A status's circumstances, one a line (a cell holds no list, so GFM's `<br>` breaks them), each answerer's name
 * before its first (what follows it written as the language writes after a colon): `**Origin:** …<br>…<br>**Reference nginx:** …`.
 */
function whenCell(
  causes: Readonly<Record<string, ErrorCause>>,
  words: ErrorWords,
  translate: Translate,
  afterColon: (text: string) => string,
): string {
  const byAnswerer = new Map<Answerer, string[]>();
  for (const cause of Object.values(causes)) {
    const sentences = byAnswerer.get(cause.by) ?? [];
    sentences.push(circumstance(cause.when, cause.by === 'origin' ? cause.connection : undefined, words, translate));
    byAnswerer.set(cause.by, sentences);
  }
  return [...byAnswerer].map(([by, sentences]) => `**${words.answeredBy[by]}:** ${afterColon(sentences.join('<br>'))}`).join('<br>');
}

/**
 * Statuses answered with the error object, ascending: the status with its reason phrase as sent, who answers it and
 * when, and what to do, the message as the origin sends it in the page's words (all of it: the 406's list of types
 * too), beside the message exactly as sent.
 */
export function restErrorTable(
  columns: TableWords['restErrors'],
  words: ErrorWords,
  translate: Translate,
  afterColon: (text: string) => string = (text) => text,
): string {
  return table(
    columns,
    Object.entries(restErrors)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, error]) => {
        const sent = 'sent' in error ? error.sent : error.message;
        return [
          `${status} ${code(reasonPhrases[Number(status)] ?? '')}`,
          whenCell(error.causes, words, translate, afterColon),
          words.restAction(translate(sent), code(sent)),
        ];
      }),
  );
}

/** The JSON-RPC errors of /mcp: HTTP status, code, when (and what becomes of the connection) and what to do, in the page's words. */
export function mcpErrorTable(columns: TableWords['mcpErrors'], words: ErrorWords, translate: Translate): string {
  return table(
    columns,
    // By HTTP status, then by JSON-RPC code, so each status's errors stand together.
    [...Object.values(mcpErrors)]
      .sort((a, b) => a.status - b.status || a.code - b.code)
      .map((error) => [
        String(error.status),
        code(String(error.code)),
        circumstance(error.when, error.connection, words, translate),
        translate(error.action),
      ]),
  );
}
