// The report as Markdown for a terminal or a pull request: the same sections and tables as the page, each chart given as the table of its numbers.
import { escapeMarkdown } from './escape.ts';
import type { Cell, Report, Table } from './report.ts';

const cellMarkdown = (cell: Cell): string =>
  typeof cell === 'number'
    ? cell.toLocaleString('en')
    : typeof cell === 'string'
      ? escapeMarkdown(cell)
      : cell.map(escapeMarkdown).join('<br>');

function tableMarkdown(table: Table): string {
  if (table.rows.length === 0) return `${escapeMarkdown(table.caption)}: none.`;
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    `${escapeMarkdown(table.caption)}:`,
    '',
    row(table.columns.map(({ label }) => escapeMarkdown(label))),
    row(table.columns.map(({ kind }) => (kind === 'number' ? '---:' : '---'))),
    ...table.rows.map((cells) => row(cells.map(cellMarkdown))),
  ].join('\n');
}

/** The whole report of `report` in Markdown. */
export function renderMarkdown(report: Report): string {
  const parts = [`# ${escapeMarkdown(report.title)}`, escapeMarkdown(report.summary)];
  for (const section of report.sections)
    parts.push(
      `## ${escapeMarkdown(section.title)}`,
      ...section.text.map(escapeMarkdown),
      ...section.blocks.map(({ table }) => tableMarkdown(table)),
    );
  return `${parts.join('\n\n')}\n`;
}
