// Locks in that the HTML≡Markdown check compares facts as whole tokens, so an operator's address cannot fake or hide one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { factsMissingFromHtml } from '../../site/lib/build/page-agreement.ts';

test('digits and names in the base address are no facts: the port 8060 does not state the limit 60', () => {
  const markdown = 'Send `POST https://api.example.com:8060/mcp`; host turno120.example: see https://turno120.example/llms.txt.';
  const html = '<p>Send <code>POST /mcp</code>; see <a href="https://turno120.example/llms.txt">llms.txt</a>.</p>';
  assert.deepEqual(factsMissingFromHtml(markdown, html), []);
});

test('a fact the Markdown states in prose and the HTML lacks is reported, whatever the address', () => {
  const markdown = 'At most 60 requests per minute at http://10.60.0.5:32768/mcp.';
  const html = '<p>At most sixty requests per minute at <a href="http://10.60.0.5:32768/mcp">the endpoint</a>.</p>';
  assert.deepEqual(factsMissingFromHtml(markdown, html), ['60']);
});

test('a longer path or number does not state a shorter one', () => {
  const markdown = 'The card is at `/mcp/server-card`; the cap is 600.';
  assert.deepEqual(factsMissingFromHtml(markdown, '<p>nothing</p>'), ['/mcp/server-card']);
  assert.deepEqual(factsMissingFromHtml('Wait for `Retry-After`, at most 120.', '<p>Retry-After: 120.</p>'), []);
});
