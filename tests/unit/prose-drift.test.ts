// Locks in that each translated page source is keyed to the English page it translates: a changed English page fails the build, one line per translation that has not caught up, until each is updated and its first line names the new digest.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { englishDigest, proseDriftProblems, withoutTranslationMarker } from '../../site/lib/build/prose-drift.ts';

const dir = mkdtempSync(join(tmpdir(), 'turno-prose-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const english = '# Limits\n\nEach client gets 120 requests a minute.\n';
const marker = (digest: string) => `<!-- translates content/limits.md sha256:${digest} -->\n\n`;
function write(englishText: string, portuguese: string, spanish: string): void {
  for (const tag of ['pt-PT', 'es']) mkdirSync(join(dir, tag), { recursive: true });
  writeFileSync(join(dir, 'limits.md'), englishText);
  writeFileSync(join(dir, 'pt-PT', 'limits.md'), portuguese);
  writeFileSync(join(dir, 'es', 'limits.md'), spanish);
}

test('the project: every translation names the English page it translates as it is now', () => {
  assert.deepEqual(proseDriftProblems('content'), []);
});

test('a changed English page: one line per translation that still names the old digest', () => {
  const old = englishDigest(english);
  write(english.replace('120', '60'), `${marker(old)}# Limites\n`, `${marker(old)}# Límites\n`);
  const now = englishDigest(english.replace('120', '60'));
  assert.deepEqual(proseDriftProblems(dir), [
    `content/pt-PT/limits.md: translates content/limits.md as it was (sha256:${old}); it is now sha256:${now}: bring the translation up to date, then its first line`,
    `content/es/limits.md: translates content/limits.md as it was (sha256:${old}); it is now sha256:${now}: bring the translation up to date, then its first line`,
  ]);
  write(english.replace('120', '60'), `${marker(now)}# Limites\n`, `${marker(old)}# Límites\n`);
  assert.equal(proseDriftProblems(dir).length, 1, 'Portuguese caught up; Spanish still lags');
});

test('a translation without its first line is named, with the line to write', () => {
  write(english, '# Limites\n', `${marker(englishDigest(english))}# Límites\n`);
  assert.deepEqual(proseDriftProblems(dir), [
    `content/pt-PT/limits.md: its first line must be <!-- translates content/limits.md sha256:${englishDigest(english)} -->`,
  ]);
});

test('the first line is no part of the page', () => {
  assert.equal(withoutTranslationMarker(`${marker('0123456789ab')}# Limites\n`), '# Limites\n');
});
