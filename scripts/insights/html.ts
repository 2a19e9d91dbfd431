// The report as one self-contained HTML page: inline CSS for light and dark schemes and narrow screens, charts as inline SVG, no script and nothing fetched from anywhere.
import { columnsSvg, rowsSvg } from './charts.ts';
import { escapeHtml } from './escape.ts';
import type { Block, Cell, Column, Report, Section, Series, Table } from './report.ts';

/** Numbers tables longer than this are folded under their chart (the chart is the summary); shorter ones stay open. */
const openRows = 12;

/**
 * Colours: text at least 4.5:1 against its background, chart marks at least 3:1, in both schemes. The series
 * classes (`s-…`) fill the charts' marks and the legend's swatches alike.
 */
const style = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa; --link: #0969da;
  --people: #0969da; --agents: #bc4c00; --unknown: #6e7781;
  --page: #0969da; --markdown: #1a7f37; --document: #8250df; --contract: #9a6700; --discovery: #bf3989; --mcp: #1b7c83; --other: #6e7781;
  --signature: #8250df; --address: #1a7f37; --failed: #cf222e; --claimed: #9a6700; --unverified: #6e7781;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #30363d; --panel: #161b22; --link: #58a6ff;
    --people: #58a6ff; --agents: #f0883e; --unknown: #9198a1;
    --page: #58a6ff; --markdown: #3fb950; --document: #a371f7; --contract: #d29922; --discovery: #db61a2; --mcp: #39c5cf; --other: #9198a1;
    --signature: #a371f7; --address: #3fb950; --failed: #f85149; --claimed: #d29922; --unverified: #9198a1;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 .5rem; }
h2 { font-size: 1.25rem; margin: 2.5rem 0 .5rem; padding-top: .5rem; border-top: 1px solid var(--line); }
p { margin: .5rem 0; max-width: 48rem; }
a { color: var(--link); }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; margin: 1rem 0; list-style: none; }
.scroll { overflow-x: auto; max-width: 100%; margin: .75rem 0; }
.scroll:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
table { border-collapse: collapse; font-size: .9rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 0 0 .25rem; }
th, td { padding: .3rem .6rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; white-space: nowrap; }
thead th { border-bottom: 2px solid var(--muted); vertical-align: bottom; white-space: normal; }
tbody th { font-weight: 500; }
.n { text-align: right; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .85rem; overflow-wrap: anywhere; }
td.code { min-width: 20rem; white-space: normal; }
.cell-list { margin: 0; padding: 0; list-style: none; }
details { margin: .75rem 0; }
summary { cursor: pointer; color: var(--link); }
.chart { margin: 1rem 0 .25rem; }
.chart svg { display: block; width: 100%; height: auto; }
svg.columns { min-width: 36rem; max-width: 52rem; }
svg.rows { max-width: 30rem; }
svg text { fill: var(--fg); }
svg .axis { fill: var(--muted); }
svg .grid { stroke: var(--line); }
svg .base { stroke: var(--muted); }
svg.rows rect { stroke: var(--bg); stroke-width: 1.5; }
.legend { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; margin: .25rem 0 0; list-style: none; font-size: .9rem; }
.swatch { display: inline-block; width: .8rem; height: .8rem; margin-right: .35rem; vertical-align: -.05rem; border-radius: 2px; }
.s-people { fill: var(--people); background: var(--people); }
.s-agents { fill: var(--agents); background: var(--agents); }
.s-unknown { fill: var(--unknown); background: var(--unknown); }
.s-page { fill: var(--page); background: var(--page); }
.s-markdown { fill: var(--markdown); background: var(--markdown); }
.s-document { fill: var(--document); background: var(--document); }
.s-contract { fill: var(--contract); background: var(--contract); }
.s-discovery { fill: var(--discovery); background: var(--discovery); }
.s-mcp { fill: var(--mcp); background: var(--mcp); }
.s-other { fill: var(--other); background: var(--other); }
.s-signature { fill: var(--signature); background: var(--signature); }
.s-address { fill: var(--address); background: var(--address); }
.s-failed { fill: var(--failed); background: var(--failed); }
.s-claimed { fill: var(--claimed); background: var(--claimed); }
.s-unverified { fill: var(--unverified); background: var(--unverified); }
`;

function cellHtml(cell: Cell, column: Column | undefined): string {
  const text = (value: string) => (column?.kind === 'code' ? `<code>${escapeHtml(value)}</code>` : escapeHtml(value));
  if (typeof cell === 'number') return cell.toLocaleString('en');
  if (typeof cell === 'string') return text(cell);
  return `<ul class="cell-list">${cell.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`;
}

function tableHtml(table: Table, id: string): string {
  if (table.rows.length === 0) return `<p>${escapeHtml(table.caption)}: none.</p>`;
  const kind = (column: Column | undefined) => (column?.kind === 'number' ? ' class="n"' : column?.kind === 'code' ? ' class="code"' : '');
  const head = table.columns.map((column) => `<th scope="col"${kind(column)}>${escapeHtml(column.label)}</th>`).join('');
  const rows = table.rows.map(
    (row) =>
      `<tr>${row
        .map((cell, index) => {
          const column = table.columns[index];
          // The first cell names its row.
          const tag = index === 0 ? 'th scope="row"' : 'td';
          return `<${tag}${kind(column)}>${cellHtml(cell, column)}</${tag.split(' ')[0]}>`;
        })
        .join('')}</tr>`,
  );
  // A table wider than the screen scrolls in its own box, which keyboard users can focus to scroll.
  return [
    `<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0">`,
    `<table><caption id="${id}">${escapeHtml(table.caption)}</caption>`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>\n${rows.join('\n')}\n</tbody></table></div>`,
  ].join('\n');
}

const legendHtml = (series: readonly Series[]): string =>
  `<ul class="legend">${series.map(({ key, label }) => `<li><span class="swatch s-${key}"></span>${escapeHtml(label)}</li>`).join('')}</ul>`;

function blockHtml(block: Block, id: string): string {
  const table = tableHtml(block.table, `${id}-table`);
  if (block.chart === undefined) return table;
  const chart = block.chart.kind === 'columns' ? columnsSvg(`${id}-chart`, block.chart) : rowsSvg(`${id}-chart`, block.chart);
  const open = block.table.rows.length <= openRows ? ' open' : '';
  return [
    `<div class="chart scroll" role="region" aria-labelledby="${id}-chart-title" tabindex="0">\n${chart}\n</div>`,
    legendHtml(block.chart.series),
    `<details${open}><summary>The table</summary>\n${table}\n</details>`,
  ].join('\n');
}

const sectionHtml = (section: Section): string =>
  [
    '<section>',
    `<h2 id="${section.id}">${escapeHtml(section.title)}</h2>`,
    ...section.text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...section.blocks.map((block, index) => blockHtml(block, `${section.id}-${index + 1}`)),
    '</section>',
  ].join('\n');

/** The whole page of `report`. */
export function renderHtml(report: Report): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(report.title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(report.title)}</h1>`,
    `<p>${escapeHtml(report.summary)}</p>`,
    `<nav aria-label="Sections"><ul>${report.sections.map(({ id, title }) => `<li><a href="#${id}">${escapeHtml(title)}</a></li>`).join('')}</ul></nav>`,
    ...report.sections.map(sectionHtml),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
