// Locks in that npm test runs every test file: each *.test.ts is matched by a glob one of its steps hands the runner, or imported by a file that is (the router's in-process tier shares one process on purpose), so a new file cannot sit unrun.
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * The scripts `npm run <name>` runs: itself, its pre-script, and every script it runs in turn, by `npm run` or as
 * one of the passes `scripts/test-passes.ts` runs side by side (`npm:<name>`).
 */
function reachable(name: string, seen = new Set<string>()): Set<string> {
  for (const each of [`pre${name}`, name]) {
    const command = scripts[each];
    if (command === undefined || seen.has(each)) continue;
    seen.add(each);
    for (const [, next = ''] of command.matchAll(/(?:npm run (?:--silent )?|\bnpm:)([\w:-]+)/g)) reachable(next, seen);
  }
  return seen;
}

/** The files a test file runs in its own process: those it imports that are test files, and theirs. */
function imported(file: string, source: (file: string) => string): string[] {
  const found = [...source(file).matchAll(/^import '(\.[^']+\.test\.ts)';$/gm)].map(([, path = '']) =>
    normalize(join(dirname(file), path)),
  );
  return [...found, ...found.flatMap((each) => imported(each, source))];
}

/** The test files among `files` that no step of `npm test` runs. */
function unrun(files: readonly string[], source: (file: string) => string): string[] {
  const globs = [...reachable('test')].flatMap((name) =>
    [...(scripts[name] ?? '').matchAll(/'(tests\/[^']+)'/g)].map(([, glob = '']) => glob),
  );
  const run = new Set(globSync(globs, { cwd: root }));
  for (const file of [...run]) for (const each of imported(file, source)) run.add(each);
  return files.filter((file) => !run.has(file));
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const testFiles = globSync('tests/**/*.test.ts', { cwd: root });

describe('the test files npm test runs', () => {
  test(`every one of the ${testFiles.length} *.test.ts files is run by a step of npm test`, () => {
    assert.ok(testFiles.length > 80, `found ${testFiles.length}`);
    assert.deepEqual(unrun(testFiles, read), []);
  });

  test("a new file in the router's folder, which its importer does not name, is reported unrun", () => {
    const planted = 'tests/unit/router/planted.test.ts';
    assert.deepEqual(
      unrun([...testFiles, planted], (file) => (file === planted ? '' : read(file))),
      [planted],
    );
  });

  test('a new folder of tests no glob covers is reported unrun', () => {
    const planted = 'tests/planted/new.test.ts';
    assert.deepEqual(unrun([...testFiles, planted], read), [planted]);
  });
});
