// Locks in the language share of the built Markdown twins: on every translated page the page's own function words outnumber English ones at least two to one, what the API sends in English, shown as code, counted as English.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { translatedPageCounts } from '../scripts/function-words.ts';
import { projectRoot } from './helpers/origin.ts';

test('every translated page reads at least two to one in its own language, counted in its Markdown twin', () => {
  const counts = translatedPageCounts(join(projectRoot, 'dist', 'site'));
  assert.equal(counts.length, 12, 'six pages in each of two translations');
  for (const { path, count } of counts) assert.ok(count.ratio >= 2, `${path}: ${count.own} own against ${count.english} English`);
});
