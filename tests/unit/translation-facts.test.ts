// Locks in the facts check between a translated page and its English page: the same numbers, paths, names, code spans and links, code blocks byte for byte, the same sections; words may differ, facts may not.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type PageText, translationProblems } from '../../site/lib/build/translation-facts.ts';

const english: PageText = {
  file: 'en/developers/mcp.md',
  markdown: [
    '> For AI agents: the index is [/llms.txt](https://turno120.example:8060/llms.txt).',
    '',
    '# MCP guide',
    '',
    'Send at most 32 KiB; past 60 requests per minute, wait `Retry-After` seconds (sha256 aside). See [Limits](/en/developers/limits-and-errors#json-rpc-errors-on-mcp).',
    '',
    '## Errors on /mcp',
    '',
    'OpenAPI 3.1.0, draft SEP-2127, JSON-RPC errors carry `structuredContent`.',
    '',
    '```sh',
    'curl -s https://turno120.example:8060/en/developers',
    '```',
    '',
    '### Raw curl',
  ].join('\n'),
};

/** A faithful Portuguese version of `english`: every fact in its place, links to its own language's pages and anchors. */
const portuguese: PageText = {
  file: 'pt-pt/developers/mcp.md',
  markdown: [
    '> Para agentes de IA: o índice é [/llms.txt](https://turno120.example:8060/llms.txt).',
    '',
    '# Guia do MCP',
    '',
    'Envie no máximo 32 KiB; depois de 60 pedidos por minuto, aguarde `Retry-After` segundos (sem contar o sha256). Consulte [Limites](/pt-pt/developers/limits-and-errors#erros-json-rpc-em-mcp).',
    '',
    '## Erros em /mcp',
    '',
    'OpenAPI 3.1.0, rascunho SEP-2127; os erros JSON-RPC têm `structuredContent`.',
    '',
    '```sh',
    'curl -s https://turno120.example:8060/pt-pt/developers',
    '```',
    '',
    '### curl em bruto',
  ].join('\n'),
};

const withMarkdown = (page: PageText, edit: (markdown: string) => string): PageText => ({ ...page, markdown: edit(page.markdown) });

describe('translationProblems', () => {
  test('a faithful translation: no problem, though its words, its own pages and its anchors differ', () => {
    assert.deepEqual(translationProblems(english, portuguese), []);
  });

  test('a number of its own in the prose is named', () => {
    const stray = withMarkdown(portuguese, (markdown) => markdown.replace('no máximo 32 KiB', 'no máximo 32 KiB (ou 42 mensagens)'));
    assert.deepEqual(translationProblems(english, stray), [
      'pt-pt/developers/mcp.md: states number: 42 under "# MCP guide", which en/developers/mcp.md does not',
    ]);
  });

  test('a changed limit is a fact it states and one it lacks', () => {
    const changed = withMarkdown(portuguese, (markdown) => markdown.replace('60 pedidos', '600 pedidos'));
    assert.deepEqual(translationProblems(english, changed), [
      'pt-pt/developers/mcp.md: states number: 600 under "# MCP guide", which en/developers/mcp.md does not',
      'pt-pt/developers/mcp.md: lacks number: 60 under "# MCP guide", which en/developers/mcp.md states',
    ]);
  });

  test('a path, a header name, a field name or a code span of its own are named', () => {
    const strays = withMarkdown(portuguese, (markdown) =>
      markdown.replace('Consulte', 'Veja /api/private, o header X-Secret-Token, o campo tenantId e `DELETE`. Consulte'),
    );
    assert.deepEqual(translationProblems(english, strays), [
      'pt-pt/developers/mcp.md: states code: DELETE under "# MCP guide", which en/developers/mcp.md does not',
      'pt-pt/developers/mcp.md: states path: /api/private under "# MCP guide", which en/developers/mcp.md does not',
      'pt-pt/developers/mcp.md: states name: X-Secret-Token under "# MCP guide", which en/developers/mcp.md does not',
      'pt-pt/developers/mcp.md: states field: tenantId under "# MCP guide", which en/developers/mcp.md does not',
    ]);
  });

  test('what an English code span quotes may be said in prose; what none quotes is still a fact of its own', () => {
    const quoting = withMarkdown(english, (markdown) => markdown.replace('(sha256 aside)', '(`Paths are exact; see /openapi.json.`)'));
    const saying = (words: string) =>
      withMarkdown(portuguese, (markdown) =>
        markdown.replace('(sem contar o sha256)', `(${words} \`Paths are exact; see /openapi.json.\`)`),
      );
    assert.deepEqual(translationProblems(quoting, saying('os endpoints estão em /openapi.json:')), []);
    assert.deepEqual(translationProblems(quoting, saying('os endpoints estão em /openapi.json e /api/private:')), [
      'pt-pt/developers/mcp.md: states path: /api/private under "# MCP guide", which en/developers/mcp.md does not',
    ]);
    // Quoted in another section, it is no fact of this one.
    assert.deepEqual(
      translationProblems(
        quoting,
        withMarkdown(saying(''), (markdown) => markdown.replace('rascunho SEP-2127', 'rascunho SEP-2127, em /openapi.json')),
      ),
      ['pt-pt/developers/mcp.md: states path: /openapi.json under "## Errors on /mcp", which en/developers/mcp.md does not'],
    );
  });

  test('a fact dropped from one section is named, though its value stands in another section', () => {
    const moved = withMarkdown(portuguese, (markdown) =>
      markdown.replace('depois de 60 pedidos por minuto, ', '').replace('OpenAPI 3.1.0', 'OpenAPI 3.1.0, 60 pedidos'),
    );
    assert.deepEqual(translationProblems(english, moved), [
      'pt-pt/developers/mcp.md: lacks number: 60 under "# MCP guide", which en/developers/mcp.md states',
      'pt-pt/developers/mcp.md: states number: 60 under "## Errors on /mcp", which en/developers/mcp.md does not',
    ]);
  });

  test("a URL in a code span states its scheme and path, not its host: the operator's, or a stand-in for the reader's own in the reader's words", () => {
    const withUrl = (page: PageText, url: string) => withMarkdown(page, (markdown) => markdown.replace('sha256', `\`${url}\` sha256`));
    assert.deepEqual(
      translationProblems(withUrl(english, 'https://your-domain/mcp'), withUrl(portuguese, 'https://o-seu-dominio/mcp')),
      [],
    );
    assert.deepEqual(translationProblems(withUrl(english, 'https://your-domain/mcp'), withUrl(portuguese, 'https://o-seu-dominio/api')), [
      'pt-pt/developers/mcp.md: states code: https://{host}/api under "# MCP guide", which en/developers/mcp.md does not',
      'pt-pt/developers/mcp.md: lacks code: https://{host}/mcp under "# MCP guide", which en/developers/mcp.md states',
    ]);
    assert.deepEqual(translationProblems(withUrl(english, 'https://your-domain/mcp'), withUrl(portuguese, 'http://o-seu-dominio/mcp')), [
      'pt-pt/developers/mcp.md: states code: http://{host}/mcp under "# MCP guide", which en/developers/mcp.md does not',
      'pt-pt/developers/mcp.md: lacks code: https://{host}/mcp under "# MCP guide", which en/developers/mcp.md states',
    ]);
  });

  test('a code block that is not byte for byte the English one is named', () => {
    const edited = withMarkdown(portuguese, (markdown) => markdown.replace('curl -s', 'curl -sS'));
    assert.deepEqual(translationProblems(english, edited), [
      'pt-pt/developers/mcp.md: its code blocks are not those of en/developers/mcp.md byte for byte (1 missing, 1 of its own, 1 against 1)',
    ]);
  });

  test('a missing section, and a section of its own, are named', () => {
    const missing = withMarkdown(portuguese, (markdown) => markdown.replace('\n### curl em bruto', ''));
    assert.deepEqual(translationProblems(english, missing), [
      'pt-pt/developers/mcp.md: lacks a counterpart to section 3 of en/developers/mcp.md ("### Raw curl"): its headings are 2, not 3, or out of order',
    ]);
    const extra = withMarkdown(portuguese, (markdown) => `${markdown}\n\n## Notas`);
    assert.deepEqual(translationProblems(english, extra), [
      'pt-pt/developers/mcp.md: has a section en/developers/mcp.md does not ("## Notas")',
    ]);
  });
});
