// The sample week in words for both representations: the table of every shift with its true length, and what each clock change does to the week.
import { code, table } from '../pages/markdown-blocks.ts';
import type { Day, SampleWeek } from './week-model.ts';
import { clockAt, clockSpan, dayLabel, durationLabel, HOUR, offsetAt, offsetLabel } from './zoned-time.ts';

/** `Sat 24 Oct 22:00 (+01:00)`: the local date, clock and offset of an instant. */
function localMoment(instant: number, timeZone: string): string {
  const offset = offsetAt(instant, timeZone);
  return `${dayLabel(new Date(instant + offset).toISOString().slice(0, 10))} ${clockAt(instant, offset)} (${offsetLabel(offset)})`;
}

/** One row per shift: identifiers, local start and end with offsets, true length, breaks. */
export function shiftTable(week: SampleWeek): string {
  return table(
    ['Shift', 'Employee', 'Starts', 'Ends', 'Length', 'Breaks'],
    week.shifts.map((shift) => {
      const span = { start: Date.parse(shift.startsAt), end: Date.parse(shift.endsAt) };
      const breaks = shift.breaks.map((pause) => ({ start: Date.parse(pause.startsAt), end: Date.parse(pause.endsAt) }));
      return [
        code(shift.id),
        code(shift.employeeId),
        localMoment(span.start, week.timezone),
        localMoment(span.end, week.timezone),
        durationLabel(span.end - span.start),
        breaks
          .map((pause) => `${clockSpan(pause.start, pause.end, week.timezone)} (${durationLabel(pause.end - pause.start)})`)
          .join(', ') || 'none',
      ];
    }),
  );
}

/** What each clock change in the week does: the day's length, and every shift across it with its real and wall-clock lengths. */
export function clockChangeNotes(week: SampleWeek, days: readonly Day[]): string {
  const notes = days.flatMap((day) =>
    day.clockChanges.map((change) => {
      const direction = change.offsetAfter < change.offsetBefore ? 'back' : 'forward';
      const across = week.shifts
        .filter((shift) => Date.parse(shift.startsAt) < change.instant && change.instant < Date.parse(shift.endsAt))
        .map((shift) => {
          const [start, end] = [Date.parse(shift.startsAt), Date.parse(shift.endsAt)];
          const wall = end + offsetAt(end, week.timezone) - (start + offsetAt(start, week.timezone));
          return `Shift ${code(shift.id)} (${code(shift.employeeId)}) runs from ${code(shift.startsAt)} to ${code(shift.endsAt)}: ${durationLabel(end - start)} of work, though the clock moves only ${durationLabel(wall)}. The picture draws it at ${durationLabel(end - start)}.`;
        });
      return [
        `On ${dayLabel(day.date)} at ${clockAt(change.instant, change.offsetBefore)} (${offsetLabel(change.offsetBefore)}) the clocks go ${direction} to ${clockAt(change.instant, change.offsetAfter)} (${offsetLabel(change.offsetAfter)}), so that day lasts ${durationLabel(day.end - day.start)}${direction === 'back' ? ` and the hour from ${clockAt(change.instant, change.offsetAfter)} happens twice` : ''}.`,
        ...across,
      ].join(' ');
    }),
  );
  return notes.join('\n\n') || `No clock changes this week: every day lasts ${durationLabel(24 * HOUR)}.`;
}

/**
 * What the picture shows, in words, for the Markdown where the HTML draws it: one line per day with each bar (the
 * part of a shift on that day), its employee, times and breaks, and where a shift carries over midnight.
 */
export function weekPictureText(week: SampleWeek, days: readonly Day[]): string {
  const lines = days.map((day) => {
    const bars = day.segments.map((segment) => {
      const carriedIn = segment.start > segment.shift.start ? ', continued from the day before' : '';
      const carriesOn = segment.end < segment.shift.end ? ', continuing into the next day' : '';
      const breaks = segment.breaks.map((pause) => `break ${clockSpan(pause.start, pause.end, week.timezone)}`).join(', ');
      return `${code(segment.employeeId)} ${clockSpan(segment.start, segment.end, week.timezone)}${breaks === '' ? '' : ` (${breaks})`}${carriedIn}${carriesOn}`;
    });
    return `- ${dayLabel(day.date)}: ${bars.join('; ') || 'no shifts'}.`;
  });
  return [
    `The picture draws the week as ${days.length} rows, one per day from ${dayLabel(days[0]?.date ?? week.weekStart)}, with a bar for each shift from its start to its end, a gap for each break, and one colour per employee. What each row shows:`,
    '',
    ...lines,
  ].join('\n');
}
