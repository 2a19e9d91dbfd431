// Locks in that every English text a translated page shows in its own words (the contract's descriptions, the error catalogue's messages, the MCP errors, the documents' lists) is translated in every language, keyed by the English it translates: a changed English text fails the build, one line per text, until every language has caught up.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { restErrors } from '../../content/error-body.ts';
import { sourceTextsByLanguage, translator } from '../../content/source-texts.ts';
import { contract } from '../../site/lib/build/build-context.ts';
import { englishSourceTexts, sourceTextProblems } from '../../site/lib/pages/source-texts.ts';

/** The contract with the product operation's summary reworded, as an edit to content/constants.ts would. */
function withChangedSummary(from: string, to: string): Readonly<Record<string, unknown>> {
  return JSON.parse(JSON.stringify(contract).replace(JSON.stringify(from), JSON.stringify(to)));
}

describe('the translations of the English source texts', () => {
  test('every language translates every text the pages show, and keeps no translation of a text they no longer show', () => {
    assert.deepEqual(sourceTextProblems(contract), []);
  });

  test("the texts are what the API reference, the error tables and the document lists show, the catalogue's messages among them", () => {
    const texts = englishSourceTexts(contract);
    // Each message as the origin sends it: the 406's with its list of available types, which the page translates too.
    for (const error of Object.values(restErrors)) {
      const sent = 'sent' in error ? error.sent : error.message;
      assert.ok(texts.includes(sent), sent);
    }
    assert.ok(texts.includes('Product information'));
    assert.ok(texts.includes('tenant isolation'));
  });

  test('a changed English text: one line per language for the text it lacks, one per stale entry, naming the file', () => {
    const problems = sourceTextProblems(withChangedSummary('Product information', 'Product facts'));
    assert.deepEqual(problems, [
      'content/pt-PT/source-texts.ts: no translation of "Product facts" (new, or its English changed)',
      'content/pt-PT/source-texts.ts: stale entry "Product information": no page shows that English any more',
      'content/es/source-texts.ts: no translation of "Product facts" (new, or its English changed)',
      'content/es/source-texts.ts: stale entry "Product information": no page shows that English any more',
    ]);
  });

  test('a language that lags: only its lines', () => {
    const { 'Split the batch.': _dropped, ...lagging } = sourceTextsByLanguage.es;
    assert.deepEqual(sourceTextProblems(contract, { ...sourceTextsByLanguage, es: lagging }), [
      'content/es/source-texts.ts: no translation of "Split the batch." (new, or its English changed)',
    ]);
  });

  test('rendering a text with no translation throws, naming the file; English is its own source', () => {
    assert.throws(() => translator('pt-PT')('Product facts'), /content\/pt-PT\/source-texts\.ts: no translation of "Product facts"/);
    assert.equal(translator('en')('Product facts'), 'Product facts');
    assert.equal(translator('es')('Product information'), 'Información del producto');
  });
});
