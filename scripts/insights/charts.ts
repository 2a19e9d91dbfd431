// The report's charts as inline SVG: columns over time and stacked horizontal bars, drawn in viewBox units so they scale with the page, coloured by class names the page's stylesheet fills for its light and dark schemes.
import { escapeHtml } from './escape.ts';
import type { ColumnsChart, RowsChart } from './report.ts';

/** The width of one character of chart text, as a share of its size (system sans-serif, about). */
const characterWidth = 0.57;

const number = (value: number): string => value.toLocaleString('en');
const round = (value: number): number => Math.round(value * 10) / 10;

/** A top for the axis and a step between its gridlines: 1, 2 or 5 times a power of ten, four or five steps. */
function niceScale(max: number): { readonly top: number; readonly step: number } {
  const rough = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5].map((multiple) => multiple * power).find((candidate) => candidate >= rough) ?? 10 * power);
  return { top: Math.max(step, Math.ceil(max / step) * step), step };
}

/**
 * Text sizes in viewBox units: the page shows columns at 0.9 to 1.3 times their viewBox width and rows at 0.85 to
 * 1.2 (html.ts's widths), so both read at 12 to 17 px from a phone to a desktop.
 */
const fontSize = { columns: 13, rows: 14 } as const;

function svg(
  id: string,
  kind: 'columns' | 'rows',
  title: string,
  [width, height]: readonly [number, number],
  body: readonly string[],
): string {
  return [
    `<svg class="${kind}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title" font-size="${fontSize[kind]}">`,
    `<title id="${id}-title">${escapeHtml(title)}</title>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/** Columns side by side for each bucket (one per series), over a value axis with gridlines. */
export function columnsSvg(id: string, chart: ColumnsChart): string {
  const [width, height] = [640, 260];
  const margin = { left: 48, right: 36, top: 12, bottom: 34 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const baseline = margin.top + plotHeight;
  const max = Math.max(0, ...chart.buckets.flatMap(({ values }) => values));
  const { top, step } = niceScale(max);
  const y = (value: number) => round(baseline - (value / top) * plotHeight);
  const body: string[] = [];
  for (let value = 0; value <= top; value += step)
    body.push(
      `<line class="grid" x1="${margin.left}" x2="${width - margin.right}" y1="${y(value)}" y2="${y(value)}"/>`,
      `<text class="axis" x="${margin.left - 6}" y="${y(value) + 4}" text-anchor="end">${number(value)}</text>`,
    );
  const groupWidth = plotWidth / chart.buckets.length;
  const barWidth = (groupWidth * 0.8) / chart.series.length;
  const labelEvery = Math.ceil(
    chart.buckets.length /
      Math.max(1, Math.floor(plotWidth / ((chart.buckets[0]?.label.length ?? 1) * characterWidth * fontSize.columns + 24))),
  );
  chart.buckets.forEach((bucket, index) => {
    const left = margin.left + index * groupWidth;
    const bars = bucket.values.flatMap((value, series) =>
      value === 0
        ? []
        : [
            `<rect class="s-${chart.series[series]?.key}" x="${round(left + groupWidth * 0.1 + series * barWidth)}" y="${y(value)}" width="${round(barWidth)}" height="${round(baseline - y(value))}"/>`,
          ],
    );
    body.push(`<g><title>${escapeHtml(bucket.title)}</title>${bars.join('')}</g>`);
    if (index % labelEvery === 0)
      body.push(
        `<text class="axis" x="${round(left + groupWidth / 2)}" y="${baseline + 20}" text-anchor="middle">${escapeHtml(bucket.label)}</text>`,
      );
  });
  body.push(`<line class="base" x1="${margin.left}" x2="${width - margin.right}" y1="${baseline}" y2="${baseline}"/>`);
  return svg(id, 'columns', chart.title, [width, height], body);
}

/** The longest row label drawn; the table beside the chart has the whole. */
const longestLabel = 26;

/** One horizontal bar per row, stacked from its series, with the row's total at its end. */
export function rowsSvg(id: string, chart: RowsChart): string {
  const width = 400;
  const [rowHeight, barHeight, totalWidth] = [28, 18, 52];
  const labels = chart.rows.map(({ label }) => (label.length > longestLabel ? `${label.slice(0, longestLabel - 1)}…` : label));
  const labelWidth = Math.ceil(Math.max(...labels.map((label) => label.length)) * characterWidth * fontSize.rows + 12);
  const plotWidth = width - labelWidth - totalWidth;
  const totals = chart.rows.map(({ values }) => values.reduce((sum, value) => sum + value, 0));
  const scale = plotWidth / Math.max(1, ...totals);
  const body = chart.rows.map(({ values }, row) => {
    const middle = row * rowHeight + rowHeight / 2;
    let x = labelWidth;
    const segments = values.flatMap((value, series) => {
      if (value === 0) return [];
      const key = chart.series[series]?.key;
      const segment = `<rect class="s-${key}" x="${round(x)}" y="${middle - barHeight / 2}" width="${round(value * scale)}" height="${barHeight}"><title>${escapeHtml(`${chart.rows[row]?.label}, ${chart.series[series]?.label}: ${number(value)}`)}</title></rect>`;
      x += value * scale;
      return [segment];
    });
    return [
      `<text x="${labelWidth - 8}" y="${middle + 5}" text-anchor="end">${escapeHtml(labels[row] ?? '')}</text>`,
      ...segments,
      `<text class="axis" x="${round(x + 6)}" y="${middle + 5}">${number(totals[row] ?? 0)}</text>`,
    ].join('');
  });
  return svg(id, 'rows', chart.title, [width, chart.rows.length * rowHeight], body);
}
