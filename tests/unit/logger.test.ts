// Locks in how errors reach the log: class, code, a short message and stack frames, never input the error quotes, and one line per interval.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeError, type Logger, throttledErrorLog } from '../../server/logger.ts';

function recordingLogger() {
  const lines: { message: string; fields?: Readonly<Record<string, unknown>> }[] = [];
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message, fields) => lines.push({ message, ...(fields && { fields }) }),
  };
  return { lines, logger };
}

describe('describeError', () => {
  test('class, code, a message cut at 200 characters and the stack frames without the message line', () => {
    const error = Object.assign(new TypeError(`bad ${'x'.repeat(500)}`), { code: 'ERR_SOMETHING' });
    const described = describeError(error);
    assert.equal(described.name, 'TypeError');
    assert.equal(described.code, 'ERR_SOMETHING');
    assert.equal(described.message?.length, 200);
    assert.ok(described.stack !== undefined && described.stack.length > 0 && described.stack.length <= 10);
    assert.ok(described.stack.every((frame) => frame.startsWith('at ')));
  });

  test('an error that may quote the client keeps no message, in neither the message nor the stack', () => {
    const described = describeError(new Error('Unsupported protocol version: MARKER'), { echoesInput: true });
    assert.equal(described.message, undefined);
    assert.doesNotMatch(JSON.stringify(described), /MARKER/);
  });

  test('a thrown non-error is named by its type only', () => {
    assert.deepEqual(describeError('secret text'), { name: 'string' });
  });
});

describe('throttledErrorLog', () => {
  test('the first error is logged at once; repeats within the interval only count, and the next line carries the count', (context) => {
    context.mock.timers.enable({ apis: ['Date'] });
    const { lines, logger } = recordingLogger();
    const report = throttledErrorLog(logger, 'store failed', { policy: 'mcp' });
    for (let i = 0; i < 50; i++) report(new Error('down'));
    assert.equal(lines.length, 1);
    assert.equal(lines[0]?.fields?.occurrences, 1);
    assert.equal(lines[0]?.fields?.policy, 'mcp');
    context.mock.timers.tick(9_999);
    report(new Error('down'));
    assert.equal(lines.length, 1, 'still within the interval');
    context.mock.timers.tick(1);
    report(new Error('down'));
    assert.equal(lines.length, 2);
    assert.equal(lines[1]?.fields?.occurrences, 51);
  });
});
