// Locks in how errors reach the log (class, code, a short message and stack frames, never input the error quotes, one line per interval) and the access log's promises: every line lands, in order, by the time the origin stops; a quiet origin's lines land within a second; a destination that refuses writes is logged, never fatal.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { accessLogHeldBytes, describeError, type Logger, openAccessLog, throttledErrorLog } from '../../server/logger.ts';

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

describe('the access log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'access-log-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  const linesOf = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { n: number });

  test('every line lands, whole and in order, once the log is closed', () => {
    const file = join(dir, 'order.log');
    const log = openAccessLog(file, recordingLogger().logger);
    const count = 20_000;
    for (let n = 0; n < count; n++) log.write({ n, path: '/api/public/product', agent: 'x'.repeat(n % 200) });
    log.close();
    const lines = linesOf(file);
    assert.equal(lines.length, count);
    assert.ok(
      lines.every((line, index) => line.n === index),
      'in the order written',
    );
  });

  test('a read that ends after the log has closed is not logged, and throws nothing', () => {
    const file = join(dir, 'closed.log');
    const log = openAccessLog(file, recordingLogger().logger);
    log.write({ n: 0 });
    log.close();
    assert.doesNotThrow(() => log.write({ n: 1 }));
    assert.deepEqual(
      linesOf(file).map((line) => line.n),
      [0],
    );
  });

  test('a quiet origin’s line lands within a second, without waiting for a batch to fill', (context) => {
    context.mock.timers.enable({ apis: ['setInterval'] });
    const file = join(dir, 'quiet.log');
    const log = openAccessLog(file, recordingLogger().logger);
    log.write({ n: 0 });
    assert.equal(linesOf(file).length, 0, 'held for its batch at first');
    context.mock.timers.tick(1_000);
    assert.deepEqual(
      linesOf(file).map((line) => line.n),
      [0],
    );
    log.close();
  });

  test('a destination that refuses every write (a full disk): logged once per interval, nothing thrown, at most the bound held', () => {
    const { lines: errors, logger } = recordingLogger();
    const log = openAccessLog('/dev/full', logger);
    const line = { path: '/en/developers', agent: 'y'.repeat(1_000) };
    // Ten times what the log may hold while it cannot write: the rest is dropped, not kept.
    const lineBytes = JSON.stringify(line).length;
    let accepted = 0;
    for (let n = 0; n < (10 * accessLogHeldBytes) / lineBytes; n++) if (log.write(line)) accepted++;
    log.close();
    assert.equal(errors.length, 1, errors.map((error) => error.message).join('; '));
    assert.equal(errors[0]?.message, 'writing the access log failed');
    assert.equal(errors[0]?.fields?.destination, '/dev/full');
    assert.ok(accepted * lineBytes <= accessLogHeldBytes + 16 * 1024, `${accepted} lines kept below the bound`);
  });
});
