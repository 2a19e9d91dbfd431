// The one way tests wait in real time: a pause, polling until something holds, and deadlines (timers/promises, AbortSignal.timeout).
import assert from 'node:assert/strict';
import { setTimeout as pause } from 'node:timers/promises';

/**
 * Waits `ms` in real time. Only for what a test cannot be told about and must let happen over real sockets
 * (a server's own timeout, a peer that connects); window and throttle logic is tested with mock.timers instead.
 */
export { pause };

/**
 * How long a test allows for a deadline the software keeps (a server's timeout, a grace, an idle close), when that
 * deadline is what the test is about: the deadline itself, Node's once-a-second check of its connections, and as much
 * again for a loaded machine. The one margin the tests give a clock.
 */
export const allowing = (deadlineMs: number): number => 2 * deadlineMs + 1_000;

/** How often a condition is polled: short beside every deadline the tests give, long beside one check. */
const pollMs = 50;

/** Polls `holds` until it is true; throws naming `what` (described when the deadline passes) if it is not within `ms`. */
export async function until(holds: () => boolean | Promise<boolean>, what: string | (() => string), ms = 5_000): Promise<void> {
  const deadline = AbortSignal.timeout(ms);
  while (!(await holds())) {
    if (deadline.aborted) throw new Error(`${typeof what === 'string' ? what : what()}: not within ${ms} ms`);
    await pause(pollMs);
  }
}

/** Polls `read` until it deep-equals `expected` (within `ms`), and returns it; throws the last difference otherwise. */
export async function waitFor<T>(read: () => Promise<T>, expected: T, ms = 5_000): Promise<T> {
  const deadline = AbortSignal.timeout(ms);
  for (;;) {
    const value = await read();
    try {
      assert.deepEqual(value, expected);
      return value;
    } catch (error) {
      if (deadline.aborted) throw error;
      await pause(pollMs);
    }
  }
}

/** Resolves with `settles`, or with `undefined` once `ms` pass (the deadline's timer does not keep the process up). */
export async function within<T>(settles: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([settles, pause(ms, undefined, { ref: false })]);
}
