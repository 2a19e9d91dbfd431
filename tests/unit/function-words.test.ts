// Locks in how a translated page's language share is counted: function words in the prose, code blocks and link targets left out, code spans counted as prose (a sentence moved into one still reads as English).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countFunctionWords } from '../../scripts/function-words.ts';

test('code blocks and link targets are not prose; code spans and quoted literals are', () => {
  const markdown = [
    'Envie o pedido para [a página](/the/path/of/the/page) com `the body of the request` e «the message».',
    '',
    '```sh',
    'echo the and of to is for with this that are',
    '```',
  ].join('\n');
  const count = countFunctionWords(markdown, 'pt-PT');
  assert.equal(count.own, 2, 'para and com; o, a and e are not on the list');
  assert.equal(count.english, 4, 'the ×2 and of in the code span, the in the quoted literal; none from the code block or the link target');
});

test('the same word can count in both lists only where both list it: Spanish "es" is not English', () => {
  const count = countFunctionWords('El cuerpo es JSON y no es para la API.', 'es');
  assert.deepEqual([count.own, count.english], [5, 0]);
});
