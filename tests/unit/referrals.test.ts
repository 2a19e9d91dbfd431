// Locks in which assistant a read came from: a Referer whose host is one of the assistant's pages, else the first utm_source of the query by its value; anything else, however long or strange, names none.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { referralLabels, referralOf, referralSources } from '../../content/referrals.ts';
import { attackRuns, attackSeed } from '../helpers/attacks.ts';

describe('referralOf', () => {
  const cases: [string | undefined, string, string | undefined][] = [
    ['https://chatgpt.com/', '/en/developers', 'chatgpt'],
    ['https://chatgpt.com', '/en/developers', 'chatgpt'],
    ['https://chat.openai.com/c/123?model=x', '/en/developers', 'chatgpt'],
    ['https://CLAUDE.AI/', '/en/developers', 'claude'],
    ['https://www.perplexity.ai/search/abc', '/en/developers', 'perplexity'],
    ['https://gemini.google.com:443/app', '/en/developers', 'gemini'],
    ['https://chatgpt.com.evil.example/', '/en/developers', undefined],
    ['https://notchatgpt.com/', '/en/developers', undefined],
    ['https://www.google.com/', '/en/developers', undefined],
    [undefined, '/en/developers?utm_source=chatgpt.com', 'chatgpt'],
    [undefined, '/en/developers?ref=1&UTM_SOURCE=ChatGPT.com', 'chatgpt'],
    [undefined, '/en/developers?utm_source=perplexity', undefined],
    [undefined, '/en/developers?utm_source=newsletter&utm_source=chatgpt.com', undefined],
    [undefined, '/en/developers?utm_source=chatgpt%2Ecom', undefined],
    ['https://claude.ai/', '/en/developers?utm_source=chatgpt.com', 'claude'],
    ['not a url at all', '/en/developers', undefined],
  ];
  for (const [referer, target, source] of cases)
    test(`${JSON.stringify(referer)} ${target}: ${source ?? 'none'}`, () => assert.equal(referralOf(referer, target), source));

  test('every source has an operator, hosts, and a public page as evidence; a utm_source only where that page documents it', () => {
    for (const { source, operator, hosts, utmSources, evidence } of referralSources) {
      assert.ok(operator.length > 0 && hosts.length > 0, source);
      assert.match(evidence, /^https:\/\//, source);
      for (const utm of utmSources) assert.ok(evidence.includes(`utm_source=${utm}`), `${source}: ${utm} is documented`);
    }
  });

  test(`8 KiB, control characters and bytes that are not UTF-8 (fast-check seed ${attackSeed}): a label of the list or none, never a throw`, () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'binary', maxLength: 8_192 }), { nil: undefined }),
        fc.string({ maxLength: 2_000 }),
        (referer, query) => {
          const source = referralOf(referer, `/en/developers?${query}`);
          return source === undefined || referralLabels.includes(source);
        },
      ),
      { seed: attackSeed, numRuns: attackRuns(2_000) },
    );
  });
});
