// Locks in when the process is told a flood of distinct clients started or was forgotten: once each, with hysteresis.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floodDetector, floodSize } from '../../server/memory.ts';

function recorder() {
  const events: string[] = [];
  const observe = floodDetector({ floodStarted: () => events.push('started'), floodForgotten: () => events.push('forgotten') });
  return { events, observe };
}

test('ordinary numbers of clients are no flood', () => {
  const { events, observe } = recorder();
  for (const held of [0, 10_000, floodSize - 1, 5]) observe(held);
  assert.deepEqual(events, []);
});

test('a flood starts once at the threshold, however long it is held or grows', () => {
  const { events, observe } = recorder();
  for (const held of [floodSize, floodSize * 3, floodSize * 2]) observe(held);
  assert.deepEqual(events, ['started']);
});

test('it is forgotten only below a tenth of the threshold, so a count hovering near it does not switch back and forth', () => {
  const { events, observe } = recorder();
  for (const held of [floodSize, floodSize / 2, floodSize / 10, floodSize - 1, floodSize]) observe(held);
  assert.deepEqual(events, ['started']);
  observe(floodSize / 10 - 1);
  assert.deepEqual(events, ['started', 'forgotten']);
});

test('a second flood after the first is forgotten is announced again', () => {
  const { events, observe } = recorder();
  for (const held of [floodSize, 0, 0, floodSize, 0]) observe(held);
  assert.deepEqual(events, ['started', 'forgotten', 'started', 'forgotten']);
});
