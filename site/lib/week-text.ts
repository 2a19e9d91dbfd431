// The sample week in words for both representations: the table of every shift with its true length, and what each clock change does to the week.
import { code, table } from './markdown-blocks.ts';
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
