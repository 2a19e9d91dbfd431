// The sample week in words for both representations, in one language: the table of every shift with its true length, and what each clock change does to the week.
import type { TableWords, WeekWords } from '../../../content/words.ts';
import { code, table } from '../pages/markdown-blocks.ts';
import type { Day, SampleWeek } from './week-model.ts';
import { clockAt, clockSpan, dateParts, durationLabel, HOUR, offsetAt, offsetLabel } from './zoned-time.ts';

/** `Sat 24 Oct 22:00 (+01:00)`: the local date, clock and offset of an instant. */
function localMoment(instant: number, timeZone: string, words: WeekWords): string {
  const offset = offsetAt(instant, timeZone);
  const date = new Date(instant + offset).toISOString().slice(0, 10);
  return `${words.dayLabel(dateParts(date))} ${clockAt(instant, offset)} (${offsetLabel(offset)})`;
}

/** One row per shift: identifiers, local start and end with offsets, true length, breaks. */
export function shiftTable(week: SampleWeek, words: WeekWords, columns: TableWords['shifts']): string {
  return table(
    columns,
    week.shifts.map((shift) => {
      const span = { start: Date.parse(shift.startsAt), end: Date.parse(shift.endsAt) };
      const breaks = shift.breaks.map((pause) => ({ start: Date.parse(pause.startsAt), end: Date.parse(pause.endsAt) }));
      return [
        code(shift.id),
        code(shift.employeeId),
        localMoment(span.start, week.timezone, words),
        localMoment(span.end, week.timezone, words),
        durationLabel(span.end - span.start),
        breaks
          .map((pause) => `${clockSpan(pause.start, pause.end, week.timezone)} (${durationLabel(pause.end - pause.start)})`)
          .join(', ') || words.noBreaks,
      ];
    }),
  );
}

/** What each clock change in the week does: the day's length, and every shift across it with its elapsed, worked and wall-clock lengths. */
export function clockChangeNotes(week: SampleWeek, days: readonly Day[], words: WeekWords): string {
  const notes = days.flatMap((day) =>
    day.clockChanges.map((change) => {
      const across = week.shifts
        .filter((shift) => Date.parse(shift.startsAt) < change.instant && change.instant < Date.parse(shift.endsAt))
        .map((shift) => {
          const [start, end] = [Date.parse(shift.startsAt), Date.parse(shift.endsAt)];
          const wall = end + offsetAt(end, week.timezone) - (start + offsetAt(start, week.timezone));
          const onBreak = shift.breaks.reduce((total, pause) => total + Date.parse(pause.endsAt) - Date.parse(pause.startsAt), 0);
          return words.shiftAcross({
            shift: code(shift.id),
            employee: code(shift.employeeId),
            startsAt: code(shift.startsAt),
            endsAt: code(shift.endsAt),
            elapsed: durationLabel(end - start),
            worked: durationLabel(end - start - onBreak),
            breaks: onBreak === 0 ? undefined : durationLabel(onBreak),
            wall: durationLabel(wall),
          });
        });
      const note = words.clockChange({
        day: dateParts(day.date),
        clockBefore: clockAt(change.instant, change.offsetBefore),
        offsetBefore: offsetLabel(change.offsetBefore),
        clockAfter: clockAt(change.instant, change.offsetAfter),
        offsetAfter: offsetLabel(change.offsetAfter),
        direction: change.offsetAfter < change.offsetBefore ? 'back' : 'forward',
        dayLength: durationLabel(day.end - day.start),
      });
      return [note, ...across].join(' ');
    }),
  );
  return notes.join('\n\n') || words.noClockChanges(durationLabel(24 * HOUR));
}

/**
 * What the picture shows, in words, for the Markdown where the HTML draws it: one line per day with each bar (the
 * part of a shift on that day), its employee, times and breaks, and where a shift carries over midnight.
 */
export function weekPictureText(week: SampleWeek, days: readonly Day[], words: WeekWords): string {
  const lines = days.map((day) => {
    const bars = day.segments.map((segment) => {
      const carriedIn = segment.start > segment.shift.start ? `, ${words.continuedFromDayBefore}` : '';
      const carriesOn = segment.end < segment.shift.end ? `, ${words.continuingIntoNextDay}` : '';
      const breaks = segment.breaks.map((pause) => words.breakAt(clockSpan(pause.start, pause.end, week.timezone))).join(', ');
      return `${code(segment.employeeId)} ${clockSpan(segment.start, segment.end, week.timezone)}${breaks === '' ? '' : ` (${breaks})`}${carriedIn}${carriesOn}`;
    });
    return words.pictureDay(words.dayLabel(dateParts(day.date)), bars);
  });
  // The first day inside a sentence, written out as running prose writes a date; each line's label stays short.
  return [words.pictureIntro(days.length, words.dayInSentence(dateParts(days[0]?.date ?? week.weekStart))), '', ...lines].join('\n');
}
