// Locks in how the origin reads its descriptor budget: the soft "Max open files" limit, the descriptors held, and the fallbacks where /proc is not there.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { descriptorLimit, descriptorsInUse } from '../../server/standalone/descriptors.ts';

const limitsFile = (line: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'turno-limits-')), 'limits');
  writeFileSync(
    file,
    `Limit                     Soft Limit           Hard Limit           Units     \nMax cpu time              unlimited            unlimited            seconds   \n${line}\n`,
  );
  return file;
};

test('the soft limit on open files is the budget, not the hard one; unlimited is taken as no limit', () => {
  assert.equal(descriptorLimit(limitsFile('Max open files            1024                 524288               files     ')), 1024);
  assert.equal(
    descriptorLimit(limitsFile('Max open files            unlimited            unlimited            files     ')),
    Number.MAX_SAFE_INTEGER,
  );
});

test('where the limits cannot be read, 1,024 (a shell’s usual soft limit), so shedding starts early rather than never', () => {
  assert.equal(descriptorLimit('/nonexistent/limits'), 1024);
  assert.equal(descriptorsInUse('/nonexistent/fd'), undefined);
});

test('this process’s own descriptors: a count below its limit', () => {
  const inUse = descriptorsInUse();
  assert.ok(inUse !== undefined && inUse > 2 && inUse < descriptorLimit(), String(inUse));
});
