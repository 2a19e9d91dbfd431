// Wall-clock arithmetic in an IANA time zone with the platform's Intl data: offsets, local midnights, clock labels, a date's parts.
import type { DateParts } from '../../../content/words.ts';

/** One hour in milliseconds. */
export const HOUR = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at `instant`, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (match === null) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/** The instant a calendar date (`YYYY-MM-DD`) begins in the zone. */
export function localMidnight(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at UTC midnight is a first guess; the offset at that guess is right unless a change falls in between.
  return utcMidnight - offsetAt(utcMidnight - offsetAt(utcMidnight, timeZone), timeZone);
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
}

/** `HH:MM` on a clock `offset` milliseconds ahead of UTC at `instant`. */
export function clockAt(instant: number, offset: number): string {
  return new Date(instant + offset).toISOString().slice(11, 16);
}

/** `HH:MM` on the zone's clock at `instant`. */
export function clockTime(instant: number, timeZone: string): string {
  return clockAt(instant, offsetAt(instant, timeZone));
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
  const day = new Date(`${date}T00:00:00Z`);
  return { weekday: day.getUTCDay(), day: day.getUTCDate(), month: day.getUTCMonth() };
}

/** A duration as `9 h`, `8 h 30 min` or `45 min`. */
export function durationLabel(milliseconds: number): string {
  const minutes = Math.round(milliseconds / 60_000);
  const hours = Math.floor(minutes / 60);
  return [hours > 0 ? `${hours} h` : '', minutes % 60 > 0 ? `${minutes % 60} min` : ''].filter(Boolean).join(' ') || '0 min';
}
