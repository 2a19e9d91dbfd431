// The sample week laid out by calendar day in its own time zone: each shift cut at local midnights into segments, lanes for overlaps, clock changes found.
import { addDays, localMidnight, offsetAt, offsetChanges } from './zoned-time.ts';

/** The sample week as served (the fields the picture and table read). */
export interface SampleWeek {
  readonly timezone: string;
  readonly weekStart: string;
  readonly shifts: readonly {
    readonly id: string;
    readonly employeeId: string;
    readonly startsAt: string;
    readonly endsAt: string;
    readonly breaks: readonly { readonly startsAt: string; readonly endsAt: string }[];
  }[];
}

/** An interval of real time, in epoch milliseconds. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The part of one shift that falls on one calendar day. */
export interface Segment extends Span {
  readonly shiftId: string;
  readonly employeeId: string;
  /** The whole shift, for its label. */
  readonly shift: Span;
  readonly breaks: readonly Span[];
  /** Row within the day, so that overlapping shifts sit one above another. */
  readonly lane: number;
}

/** A moment the zone's clocks jump, with the wall-clock times either side. */
export interface ClockChange {
  readonly instant: number;
  readonly offsetBefore: number;
  readonly offsetAfter: number;
}

/** One calendar day, local midnight to local midnight: 24 hours, or 23 or 25 when the clocks change. */
export interface Day extends Span {
  readonly date: string;
  readonly segments: readonly Segment[];
  readonly lanes: number;
  readonly clockChanges: readonly ClockChange[];
}

const clip = (span: Span, within: Span): Span | undefined => {
  const start = Math.max(span.start, within.start);
  const end = Math.min(span.end, within.end);
  return start < end ? { start, end } : undefined;
};

/** The instants in `day` at which the offset changes, with the offsets on either side. */
function clockChanges(day: Span, timeZone: string): ClockChange[] {
  return offsetChanges(day.start, day.end, timeZone).map((instant) => ({
    instant,
    offsetBefore: offsetAt(instant - 1, timeZone),
    offsetAfter: offsetAt(instant, timeZone),
  }));
}

/** The seven days of the week, each with the segments of the shifts that fall on it. */
export function layOutWeek(week: SampleWeek): Day[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(week.weekStart, index);
    const day = { start: localMidnight(date, week.timezone), end: localMidnight(addDays(date, 1), week.timezone) };
    const laneEnds: number[] = [];
    const segments = week.shifts
      .map((shift) => ({ shift, span: { start: Date.parse(shift.startsAt), end: Date.parse(shift.endsAt) } }))
      .map(({ shift, span }) => ({ shift, span, part: clip(span, day) }))
      .filter((entry) => entry.part !== undefined)
      .sort((a, b) => (a.part?.start ?? 0) - (b.part?.start ?? 0))
      .map(({ shift, span, part }): Segment => {
        const { start, end } = part as Span;
        const free = laneEnds.findIndex((laneEnd) => laneEnd <= start);
        const lane = free === -1 ? laneEnds.length : free;
        laneEnds[lane] = end;
        const breaks = shift.breaks
          .map((pause) => clip({ start: Date.parse(pause.startsAt), end: Date.parse(pause.endsAt) }, { start, end }))
          .filter((pause): pause is Span => pause !== undefined);
        return { shiftId: shift.id, employeeId: shift.employeeId, shift: span, start, end, breaks, lane };
      });
    return { date, ...day, segments, lanes: Math.max(1, laneEnds.length), clockChanges: clockChanges(day, week.timezone) };
  });
}
