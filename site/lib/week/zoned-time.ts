/// <reference lib="esnext.temporal" />
// Wall-clock arithmetic in an IANA time zone, with Temporal (in the build's Node): offsets, local midnights, clock changes, clock labels, a date's parts.
import type { DateParts } from '../../../content/words.ts';

/** One hour in milliseconds. */
export const HOUR = 3_600_000;

const zoned = (instant: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone);

/** The zone's UTC offset at `instant`, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  return zoned(instant, timeZone).offsetNanoseconds / 1_000_000;
}

/** The instant a calendar date (`YYYY-MM-DD`) begins in the zone. */
export function localMidnight(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime(timeZone).epochMilliseconds;
}

/** The instants after `start` and before `end` at which the zone's offset changes. */
export function offsetChanges(start: number, end: number, timeZone: string): number[] {
  const changes: number[] = [];
  for (let next = zoned(start, timeZone).getTimeZoneTransition('next'); next !== null && next.epochMilliseconds < end; ) {
    changes.push(next.epochMilliseconds);
    next = next.getTimeZoneTransition('next');
  }
  return changes;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** `HH:MM` on a clock `offset` milliseconds ahead of UTC at `instant`. */
export function clockAt(instant: number, offset: number): string {
  return clockTime(instant, offsetLabel(offset));
}

/** `HH:MM` on the zone's clock at `instant`. */
export function clockTime(instant: number, timeZone: string): string {
  return zoned(instant, timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
}

/** `start–end` in local wall-clock times. */
export function clockSpan(start: number, end: number, timeZone: string): string {
  return `${clockTime(start, timeZone)}–${clockTime(end, timeZone)}`;
}

/** `+HH:MM` / `-HH:MM` for an offset in milliseconds. */
export function offsetLabel(offset: number): string {
  const minutes = Math.abs(offset) / 60_000;
  return `${offset < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The weekday, day and month of a calendar date (`YYYY-MM-DD`), which each language writes in its own words. */
export function dateParts(date: string): DateParts {
  const { dayOfWeek, day, month } = Temporal.PlainDate.from(date);
  // DateParts counts as Date does: weekdays from Sunday (0), months from January (0).
  return { weekday: dayOfWeek % 7, day, month: month - 1 };
}

/** A duration as `9 h`, `8 h 30 min` or `45 min`. */
export function durationLabel(milliseconds: number): string {
  const minutes = Math.round(milliseconds / 60_000);
  const hours = Math.floor(minutes / 60);
  return [hours > 0 ? `${hours} h` : '', minutes % 60 > 0 ? `${minutes % 60} min` : ''].filter(Boolean).join(' ') || '0 min';
}
