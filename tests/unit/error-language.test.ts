// Locks in the language of an error page: the path's language root decides alone; elsewhere Accept-Language, as `/` reads it; English when nothing matches.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorPageLanguage } from '../../server/error-pages.ts';

test('the language of an error page, by path, then Accept-Language, then English', () => {
  const cases = [
    ['/pt-pt/developers/nope', 'es', 'pt-PT', false],
    ['/pt-pt', undefined, 'pt-PT', false],
    ['/es/developers/api', 'pt-PT', 'es', false],
    ['/en/developers/nope', 'es', 'en', false],
    // Not a language root: the segment must be the root exactly.
    ['/pt-ptx/nope', 'es', 'es', true],
    ['/PT-PT/developers', 'es', 'es', true],
    ['/nope', 'pt-BR,pt;q=0.8', 'pt-PT', true],
    ['/nope', 'fr, es;q=0.5', 'es', true],
    ['/nope', 'de', 'en', true],
    ['/nope', undefined, 'en', true],
    ['/nope', '*;q=x', 'en', true],
  ] as const;
  for (const [path, acceptLanguage, tag, negotiated] of cases)
    assert.deepEqual(
      errorPageLanguage(path, acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
      { tag, negotiated },
      `${path} with ${acceptLanguage}`,
    );
});
