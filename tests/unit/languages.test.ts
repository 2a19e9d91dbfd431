// Locks in the languages of the documentation: the product document's, in one path form derived from each tag, English where the seed put it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { defaultLanguage, languages } from '../../content/languages.ts';
import { documentationPages, pageKeys, pagesIn } from '../../content/pages.ts';
import { productDocument } from '../../content/product.ts';

test('the documentation speaks exactly the languages the product document names, English first and by default', () => {
  assert.deepEqual(
    languages.map((language) => language.tag),
    productDocument('https://turno.example').languages,
  );
  assert.equal(defaultLanguage, languages[0]);
  assert.equal(defaultLanguage.docsPath, paths.developers, 'English stays where the seed put it');
});

test('each language lives under its tag in lower case, pages and search index alike', () => {
  for (const language of languages) {
    assert.equal(language.root, `/${language.tag.toLowerCase()}`);
    assert.equal(language.docsPath, `${language.root}/developers`);
    assert.equal(language.searchIndexPath, `${language.root}/search-index.json`);
    for (const page of pagesIn(language.tag)) assert.ok(page.path.startsWith(language.docsPath), page.path);
  }
});

test('every page exists in every language, at the same place under each language', () => {
  assert.equal(documentationPages.length, languages.length * pageKeys.length);
  for (const key of pageKeys) {
    const tails = new Set(
      languages.map((language) => {
        const page = pagesIn(language.tag).find((candidate) => candidate.key === key);
        assert.ok(page !== undefined, `${key} in ${language.tag}`);
        return page.path.slice(language.docsPath.length);
      }),
    );
    assert.equal(tails.size, 1, `${key} has one place in every language`);
  }
});
