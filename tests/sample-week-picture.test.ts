// Measures the sample-week picture in Chromium: every drawn shift and break starts and lasts what the JSON says, the overnight shift across the end of summer time included.
/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser, hence the DOM types in this file.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { paths } from '../content/constants.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { request } from './helpers/http.ts';
import { originForFile } from './helpers/origin.ts';

interface Week {
  timezone: string;
  shifts: { id: string; employeeId: string; startsAt: string; endsAt: string; breaks: { startsAt: string; endsAt: string }[] }[];
}

/** What one drawing holds: each day's track and the shift and break rectangles on it, in user units. */
interface Drawing {
  visible: boolean;
  days: {
    date: string;
    track: { x: number; width: number };
    shifts: { id: string; x: number; width: number }[];
    breaks: { id: string; x: number; width: number }[];
  }[];
}

const HOUR = 3_600_000;

/**
 * When a calendar date begins in `timeZone`, found without the site's own time code: the first quarter hour
 * around UTC midnight whose wall clock in the zone reads that date at 00:00.
 */
function midnight(date: string, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' });
  for (let quarter = -56; quarter <= 56; quarter++) {
    const instant = Date.parse(`${date}T00:00:00Z`) + quarter * 15 * 60_000;
    if (format.format(instant) === `${date}, 00:00`) return instant;
  }
  throw new Error(`no midnight found for ${date} in ${timeZone}`);
}

const origin = originForFile();
let browser: Browser;
let week: Week;
before(async () => {
  browser = await launchChromium();
  await origin.started();
  week = (await request(origin.url + paths.sampleWeek)).json() as Week;
});
after(() => browser?.close());

describe('the sample-week picture draws every shift at its true start and length', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: the visible drawing matches the JSON to the minute`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(origin.url + paths.sampleWeekPicture);
      // One flat list per day (esbuild would name a helper function, and the name does not exist in the page).
      const svgs = await page.$$eval('svg.week', (elements) =>
        elements.map((svg) => ({
          visible: svg.getBoundingClientRect().width > 0,
          days: Array.from(svg.querySelectorAll('g.day'), (day) => ({
            date: day.getAttribute('data-date') ?? '',
            rects: Array.from(day.querySelectorAll('rect.track, rect.shift, rect.break'), (rect) => ({
              kind: rect.classList[0] ?? '',
              id: rect.getAttribute('data-shift') ?? '',
              x: Number(rect.getAttribute('x')),
              width: Number(rect.getAttribute('width')),
            })),
          })),
        })),
      );
      const drawings: Drawing[] = svgs.map(({ visible, days }) => ({
        visible,
        days: days.map(({ date, rects }) => ({
          date,
          track: rects.find((rect) => rect.kind === 'track') ?? { x: 0, width: 0 },
          shifts: rects.filter((rect) => rect.kind === 'shift'),
          breaks: rects.filter((rect) => rect.kind === 'break'),
        })),
      }));
      await page.close();
      assert.equal(drawings.filter((drawing) => drawing.visible).length, 1, 'one drawing shows at this width');
      for (const drawing of drawings) checkDrawing(drawing);
    });
  }
});

describe('every bar of the sample week is named on screen', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: each bar has its employee's name (and on a wide screen its times) in or beside it, over no other bar or name`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(origin.url + paths.sampleWeekPicture);
      // One flat list, no helper function inside the callback (esbuild would name it, and the name does not exist in the page).
      const drawn = await page.$$eval('svg.week', (svgs) => {
        const svg = svgs.find((element) => element.getBoundingClientRect().width > 0);
        const frame = svg?.getBoundingClientRect();
        return Array.from(svg?.querySelectorAll('rect.shift, text.shift-label') ?? [], (element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          const [frameLeft, frameRight] = [frame?.left ?? 0, frame?.right ?? 0];
          const kind = element.tagName === 'rect' ? 'bar' : 'label';
          return {
            kind,
            id: element.getAttribute('data-shift') ?? '',
            text: element.textContent ?? '',
            left,
            right,
            top,
            bottom,
            frameLeft,
            frameRight,
          };
        });
      });
      await page.close();
      type Box = (typeof drawn)[number];
      const boxes = { bars: drawn.filter((box) => box.kind === 'bar'), labels: drawn.filter((box) => box.kind === 'label') };
      const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const employee = new Map(week.shifts.map((shift) => [shift.id, shift.employeeId]));
      assert.ok(boxes.bars.length >= week.shifts.length, 'every shift has a bar');
      for (const bar of boxes.bars) {
        // Its name: same shift, same row, in the bar or within a few pixels of either end.
        const middle = (box: Box) => (box.top + box.bottom) / 2;
        const label = boxes.labels.find(
          (candidate) =>
            candidate.id === bar.id &&
            Math.abs(middle(candidate) - middle(bar)) < 4 &&
            candidate.left <= bar.right + 6 &&
            candidate.right >= bar.left - 6,
        );
        assert.ok(label !== undefined, `${bar.id}: the bar has a name in or beside it`);
        assert.ok(label.text.startsWith(employee.get(bar.id) ?? '?'), `${bar.id}: "${label.text}" names its employee`);
        // On a wide screen a shift within one day shows its times too, breaks or not (the offsets in the JSON are local).
        const shift = week.shifts.find((candidate) => candidate.id === bar.id);
        if (width === 1280 && shift !== undefined && shift.startsAt.slice(0, 10) === shift.endsAt.slice(0, 10)) {
          assert.equal(label.text, `${shift.employeeId} ${shift.startsAt.slice(11, 16)}–${shift.endsAt.slice(11, 16)}`, bar.id);
        }
        assert.ok(label.left >= label.frameLeft && label.right <= label.frameRight, `${bar.id}: the name stays inside the picture`);
        for (const other of boxes.bars.filter((candidate) => candidate !== bar)) {
          assert.ok(!overlap(label, other), `${bar.id}: its name "${label.text}" lies over ${other.id}'s bar`);
        }
        for (const other of boxes.labels.filter((candidate) => candidate !== label)) {
          assert.ok(!overlap(label, other), `${bar.id}: its name "${label.text}" lies over "${other.text}"`);
        }
      }
    });
  }
});

/** Reads instants back from the drawing: each day's track spans local midnight to local midnight at one width per hour. */
function checkDrawing(drawing: Drawing): void {
  const drawn = new Map<string, { start: number; length: number; breaks: { start: number; length: number }[] }>();
  const scales = new Set<number>();
  for (const day of drawing.days) {
    const dayStart = midnight(day.date, week.timezone);
    const nextDate = new Date(Date.parse(`${day.date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
    const hours = (midnight(nextDate, week.timezone) - dayStart) / HOUR;
    const perHour = day.track.width / hours;
    scales.add(Math.round(perHour * 10));
    const instant = (x: number) => dayStart + ((x - day.track.x) / perHour) * HOUR;
    for (const shift of day.shifts) {
      const entry = drawn.get(shift.id) ?? { start: instant(shift.x), length: 0, breaks: [] };
      entry.start = Math.min(entry.start, instant(shift.x));
      entry.length += (shift.width / perHour) * HOUR;
      drawn.set(shift.id, entry);
    }
    for (const pause of day.breaks) {
      drawn.get(pause.id)?.breaks.push({ start: instant(pause.x), length: (pause.width / perHour) * HOUR });
    }
  }
  assert.equal(scales.size, 1, 'every day is drawn at the same width per hour, so a 25-hour day is longer');
  const minute = 60_000;
  const near = (actual: number, expected: number, what: string) =>
    assert.ok(
      Math.abs(actual - expected) < minute,
      `${what}: drawn ${new Date(actual).toISOString()}, expected ${new Date(expected).toISOString()}`,
    );
  assert.deepEqual([...drawn.keys()].sort(), week.shifts.map((shift) => shift.id).sort(), 'every shift is drawn');
  for (const shift of week.shifts) {
    const entry = drawn.get(shift.id);
    assert.ok(entry !== undefined);
    const [start, end] = [Date.parse(shift.startsAt), Date.parse(shift.endsAt)];
    near(entry.start, start, `${shift.id} start`);
    assert.ok(
      Math.abs(entry.length - (end - start)) < minute,
      `${shift.id}: drawn ${entry.length / HOUR} h, lasts ${(end - start) / HOUR} h`,
    );
    assert.equal(entry.breaks.length, shift.breaks.length, `${shift.id} breaks`);
    shift.breaks.forEach((pause, index) => {
      near(entry.breaks[index]?.start ?? 0, Date.parse(pause.startsAt), `${shift.id} break ${index}`);
    });
  }
  const overnight = week.shifts.find((shift) => shift.startsAt.endsWith('+01:00') && shift.endsAt.endsWith('+00:00'));
  assert.ok(overnight !== undefined, 'the week has a shift across the end of summer time');
  assert.ok(Math.abs((drawn.get(overnight.id)?.length ?? 0) - 9 * HOUR) < minute, 'the overnight shift is drawn 9 hours long, not 8');
}
