// Draws the sample week at build as inline SVG, no script, labelled in one language: one row per calendar day at one width per real hour, so every shift and break has its true length and a 25-hour day is longer.
import type { WeekWords } from '../../../content/words.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import type { Day, SampleWeek, Segment } from './week-model.ts';
import { clockAt, clockSpan, clockTime, dateParts, durationLabel, HOUR } from './zoned-time.ts';

/** A drawing for one range of screen widths: its width in user units (about its width in CSS pixels there) and tick spacing. */
interface Layout {
  readonly name: 'narrow' | 'wide';
  readonly width: number;
  readonly labelEveryHours: number;
  /** Whether a bar's label may add its times to the employee. */
  readonly timesInLabels: boolean;
}

const layouts: readonly Layout[] = [
  { name: 'narrow', width: 340, labelEveryHours: 6, timesInLabels: false },
  { name: 'wide', width: 760, labelEveryHours: 3, timesInLabels: true },
];

const pad = 10;
const dayLabelHeight = 18;
const laneHeight = 24;
const barHeight = 20;
const tickLabelHeight = 16;
const dayGap = 10;
/** Average advance of a character of the 12 px labels, to decide whether a label fits its bar. */
const characterWidth = 7;

const round = (value: number): string => String(Math.round(value * 100) / 100);

/** The employee colour classes, in order of first appearance (`emp-1`, `emp-2`, …). */
function employeeClasses(week: SampleWeek): Map<string, string> {
  const ids = [...new Set(week.shifts.map((shift) => shift.employeeId))];
  return new Map(ids.map((id, index) => [id, `emp-${(index % 6) + 1}`]));
}

/** What a bar's label may say, the fullest first: the employee and the shift's times where the layout allows, else the employee. */
function labelTexts(segment: Segment, layout: Layout, timeZone: string): readonly string[] {
  const times = clockSpan(segment.shift.start, segment.shift.end, timeZone);
  return layout.timesInLabels ? [`${segment.employeeId} ${times}`, segment.employeeId] : [segment.employeeId];
}

/** The fullest of `texts` that fits in `room` user units. */
const fitting = (texts: readonly string[], room: number): string | undefined => texts.find((text) => text.length * characterWidth <= room);

/** Where and how a drawing is made: its layout, the week, the employees' colours and the words it is labelled in. */
interface Drawing {
  readonly layout: Layout;
  readonly week: SampleWeek;
  readonly colours: ReadonlyMap<string, string>;
  readonly words: WeekWords;
}

function drawDay(day: Day, top: number, hourWidth: number, { layout, week, colours, words }: Drawing): string {
  const x = (instant: number) => pad + ((instant - day.start) / HOUR) * hourWidth;
  const hours = (day.end - day.start) / HOUR;
  const trackTop = top + dayLabelHeight;
  const trackHeight = day.lanes * laneHeight + 4;
  const parts: string[] = [];
  const length = hours === 24 ? '' : ` · ${words.dayLength(hours, layout.name === 'wide')}`;
  parts.push(
    `<text class="day-label" x="${pad}" y="${top + 13}">${escapeHtml(words.dayLabel(dateParts(day.date)))}${escapeHtml(length)}</text>`,
  );
  parts.push(
    `<rect class="track" x="${pad}" y="${trackTop}" width="${round(hours * hourWidth)}" height="${trackHeight}" data-hours="${hours}"/>`,
  );
  for (let instant = day.start; instant <= day.end; instant += HOUR) {
    const hour = instant === day.end ? 24 : Number(clockTime(instant, week.timezone).slice(0, 2));
    if (hour % 3 !== 0) continue;
    parts.push(`<line class="tick" x1="${round(x(instant))}" x2="${round(x(instant))}" y1="${trackTop}" y2="${trackTop + trackHeight}"/>`);
    if (hour % layout.labelEveryHours === 0) {
      const anchor = instant === day.start ? 'start' : instant === day.end ? 'end' : 'middle';
      const label = String(hour).padStart(2, '0');
      parts.push(
        `<text class="tick-label" x="${round(x(instant))}" y="${trackTop + trackHeight + 12}" text-anchor="${anchor}">${label}</text>`,
      );
    }
  }
  /** Per lane, where the last name written after its bar ends, so a name before the next bar does not overlap it. */
  const namesEnd: number[] = [];
  for (const segment of day.segments) {
    const barTop = trackTop + 2 + segment.lane * laneHeight;
    const left = x(segment.start);
    // Every bar names itself in a tooltip: employee, the whole shift's times, its breaks, and where it crosses midnight.
    const carriedIn = segment.start > segment.shift.start;
    const carriesOn = segment.end < segment.shift.end;
    const tooltip = [
      `${segment.employeeId} ${clockSpan(segment.shift.start, segment.shift.end, week.timezone)}`,
      ...segment.breaks.map((pause) => words.breakAt(clockSpan(pause.start, pause.end, week.timezone))),
      ...(carriedIn ? [words.continuedFromDayBefore] : []),
      ...(carriesOn ? [words.continuingIntoNextDay] : []),
    ].join(', ');
    parts.push(
      `<rect class="shift ${colours.get(segment.employeeId) ?? ''}" x="${round(left)}" y="${barTop}" width="${round(x(segment.end) - left)}" height="${barHeight}" rx="3" data-shift="${escapeHtml(segment.shiftId)}"><title>${escapeHtml(tooltip)}</title></rect>`,
    );
    // The overnight carry-over is marked where the bar is cut at midnight.
    if (carriesOn) parts.push(`<text class="carry-over" x="${round(x(segment.end) - 3)}" y="${barTop + 14}" text-anchor="end">→</text>`);
    if (carriedIn) parts.push(`<text class="carry-over" x="${round(left + 3)}" y="${barTop + 14}">←</text>`);
    for (const pause of segment.breaks) {
      parts.push(
        `<rect class="break" x="${round(x(pause.start))}" y="${barTop + 1}" width="${round(x(pause.end) - x(pause.start))}" height="${barHeight - 2}" data-shift="${escapeHtml(segment.shiftId)}"/>`,
      );
    }
    // A label in the bar goes in its widest stretch between breaks.
    const edges = [segment.start, ...segment.breaks.flatMap((pause) => [pause.start, pause.end]), segment.end];
    const stretches = Array.from({ length: edges.length / 2 }, (_, index) => ({
      from: x(edges[2 * index] ?? 0),
      to: x(edges[2 * index + 1] ?? 0),
    }));
    const widest = stretches.reduce((best, stretch) => (stretch.to - stretch.from > best.to - best.from ? stretch : best));
    // Room for the carry-over marks at the bar's cut ends.
    const markBefore = carriedIn && widest.from === left ? 12 : 0;
    const markAfter = carriesOn && widest.to === x(segment.end) ? 12 : 0;
    // Inside, 4 units from the stretch's start and at least 6 clear of its end.
    const texts = labelTexts(segment, layout, week.timezone);
    const inside = fitting(texts, widest.to - widest.from - markBefore - markAfter - 10);
    // Beside, on the side with more free space in its lane: 4 units off the bar and at least 4 clear of the next bar,
    // a name written after an earlier bar, or the day's end.
    const lane = day.segments.filter((other) => other.lane === segment.lane);
    const previousEnd = Math.max(day.start, ...lane.filter((other) => other.end <= segment.start).map((other) => other.end));
    const nextStart = Math.min(day.end, ...lane.filter((other) => other.start >= segment.end).map((other) => other.start));
    const roomBefore = left - Math.max(x(previousEnd), namesEnd[segment.lane] ?? 0) - 8;
    const roomAfter = x(nextStart) - x(segment.end) - 8;
    const beside = fitting(texts, Math.max(roomBefore, roomAfter));
    // In the bar, unless only beside it is there room for all of it (a break cut the bar short, or a phone's width):
    // colour is never the only thing that tells employees apart, and a bar with a break keeps its times.
    const useInside = inside !== undefined && (inside === texts[0] || beside !== texts[0]);
    const text = useInside ? inside : beside;
    if (text === undefined) continue;
    const placed = useInside
      ? { x: widest.from + 4 + markBefore, anchor: '', className: 'shift-label' }
      : roomBefore >= roomAfter
        ? { x: left - 4, anchor: ' text-anchor="end"', className: 'shift-label beside' }
        : { x: x(segment.end) + 4, anchor: '', className: 'shift-label beside' };
    if (!useInside && roomBefore < roomAfter) namesEnd[segment.lane] = placed.x + text.length * characterWidth;
    parts.push(
      `<text class="${placed.className}" data-shift="${escapeHtml(segment.shiftId)}" x="${round(placed.x)}" y="${barTop + 14}"${placed.anchor}>${escapeHtml(text)}</text>`,
    );
  }
  // Drawn over the bars: the band is translucent, so a shift across the repeated hour still shows it.
  for (const change of day.clockChanges) {
    const repeated = (change.offsetBefore - change.offsetAfter) / HOUR;
    if (repeated > 0) {
      parts.push(
        `<rect class="repeated-hour" x="${round(x(change.instant))}" y="${trackTop}" width="${round(repeated * hourWidth)}" height="${trackHeight}"/>`,
      );
    }
    parts.push(
      `<line class="clock-change" x1="${round(x(change.instant))}" x2="${round(x(change.instant))}" y1="${trackTop - 4}" y2="${trackTop + trackHeight + 4}"/>`,
    );
    const before = clockAt(change.instant, change.offsetBefore);
    const after = clockAt(change.instant, change.offsetAfter);
    const label = layout.name === 'wide' ? words.clocksGo(repeated > 0 ? 'back' : 'forward', before, after) : `${before} → ${after}`;
    parts.push(`<text class="clock-change-label" x="${layout.width - pad}" y="${top + 13}" text-anchor="end">${escapeHtml(label)}</text>`);
  }
  return `<g class="day" data-date="${day.date}">${parts.join('')}</g>`;
}

/** A one-paragraph description of the picture for assistive technology; the table under it carries every detail. */
function describe(week: SampleWeek, days: readonly Day[], words: WeekWords): string {
  const employees = new Set(week.shifts.map((shift) => shift.employeeId)).size;
  // Days inside its sentences, written out as running prose writes a date.
  const dayName = (date: string) => words.dayInSentence(dateParts(date));
  const longDays = days
    .filter((day) => day.end - day.start !== 24 * HOUR)
    .map((day) => words.svgLongDay(dayName(day.date), durationLabel(day.end - day.start)));
  return [
    words.svgSummary(
      week.shifts.length,
      employees,
      dayName(days[0]?.date ?? week.weekStart),
      dayName(days.at(-1)?.date ?? week.weekStart),
      week.timezone,
    ),
    words.svgRows,
    ...longDays,
    words.svgTableBelow,
  ].join(' ');
}

function drawWeek(week: SampleWeek, days: readonly Day[], layout: Layout, words: WeekWords): string {
  const drawing: Drawing = { layout, week, colours: employeeClasses(week), words };
  const longest = Math.max(...days.map((day) => (day.end - day.start) / HOUR));
  const hourWidth = (layout.width - 2 * pad) / longest;
  let top = 4;
  const drawn = days.map((day) => {
    const group = drawDay(day, top, hourWidth, drawing);
    top += dayLabelHeight + day.lanes * laneHeight + 4 + tickLabelHeight + dayGap;
    return group;
  });
  const id = `week-${layout.name}`;
  return [
    `<svg class="week week-${layout.name}" viewBox="0 0 ${layout.width} ${top}" role="img" aria-labelledby="${id}-title ${id}-desc" data-hour-width="${round(hourWidth)}">`,
    `<title id="${id}-title">${escapeHtml(words.svgTitle)}</title>`,
    `<desc id="${id}-desc">${escapeHtml(describe(week, days, words))}</desc>`,
    ...drawn,
    '</svg>',
  ].join('');
}

/** The figure, labelled in `words`: a drawing for narrow screens and one for wide ones (CSS shows one), with a legend. */
export function weekFigure(week: SampleWeek, days: readonly Day[], words: WeekWords): string {
  const swatches = ['swatch-shift', 'swatch-break', 'swatch-clock-change', 'swatch-repeated-hour'] as const;
  const legend = swatches
    .map((swatch, index) => `<li><span class="swatch ${swatch}" aria-hidden="true"></span>${escapeHtml(words.legend[index] ?? '')}</li>`)
    .join('');
  return [
    '<figure class="week-figure">',
    ...layouts.map((layout) => drawWeek(week, days, layout, words)),
    `<figcaption><ul class="legend">${legend}</ul></figcaption>`,
    '</figure>\n',
  ].join('');
}
