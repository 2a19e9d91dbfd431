// Waits for something a test cannot be told about (a reconnect, a readiness change) by polling it.
import assert from 'node:assert/strict';

/** Polls `read` until it deep-equals `expected` (within `ms`), and returns it; throws the last difference otherwise. */
export async function waitFor<T>(read: () => Promise<T>, expected: T, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    try {
      assert.deepEqual(value, expected);
      return value;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
