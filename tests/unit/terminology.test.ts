// Locks in the glossary check: a variant a language's glossary replaces is named wherever that language's own prose uses it, in any case, as a whole word; code (what the interface sends, shown as sent) and link targets are not its prose, and an ecosystem's English name stands only in brackets.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { glossaries } from '../../content/glossary.ts';
import { repeatedEnglishNames, terminologyProblems, wordsProse } from '../../site/lib/build/terminology.ts';

describe('terminologyProblems', () => {
  test('a planted variant: one line naming where, the variant, the concept and the chosen term', () => {
    assert.deepEqual(terminologyProblems('pt-pt/developers.md', 'pt-PT', 'Ultrapassado o Rate Limit, aguarde.'), [
      'pt-pt/developers.md: says "rate limit" for rate limit; content/pt-PT/glossary.ts has "limite de pedidos" for it',
    ]);
    assert.deepEqual(terminologyProblems('es/developers/sample-week.md', 'es', 'Dos pausas por turno.'), [
      'es/developers/sample-week.md: says "pausas" for break (in a shift); content/es/glossary.ts has "descanso" for it',
    ]);
  });

  test('the chosen term, code and link targets are no variant', () => {
    const prose = [
      'Ultrapassado o limite de pedidos, envie o cabeçalho `Retry-After` ([Limites e erros](/pt-pt/developers/rate-limit-headers)).',
      'A mensagem enviada é `Rate limit exceeded: use one of the methods in the Allow header.`',
      '```js',
      "console.log('Rate limited: retry in', wait, 's');",
      '```',
    ].join('\n');
    assert.deepEqual(terminologyProblems('pt-pt/developers/api.md', 'pt-PT', prose), []);
  });

  test('an English name a reader must recognise stands in brackets; bare, or in brackets with more, it is a variant', () => {
    assert.deepEqual(terminologyProblems('pt-pt/developers/mcp.md', 'pt-PT', 'A ficha do servidor (server card) descreve-o.'), []);
    assert.deepEqual(terminologyProblems('es/developers/agents.md', 'es', 'Las rutas estándar (well-known) y el resumen (digest).'), []);
    assert.deepEqual(terminologyProblems('pt-pt/developers/mcp.md', 'pt-PT', 'O server card descreve-o (server card, rascunho).'), [
      'pt-pt/developers/mcp.md: says "server card" for server card (MCP); content/pt-PT/glossary.ts has "ficha do servidor" for it',
    ]);
    assert.deepEqual(terminologyProblems('es/developers/mcp.md', 'es', 'Clientes en la era 2025.'), [
      'es/developers/mcp.md: says "era 2025" for protocol version (MCP); content/es/glossary.ts has "versión del protocolo" for it',
    ]);
  });

  test('an English name in brackets stands at its first mention on a page only', () => {
    assert.deepEqual(
      repeatedEnglishNames('pt-pt/developers/agents.md', 'pt-PT', 'No mapa do site (sitemap). O mapa do site, com todas as páginas.'),
      [],
    );
    assert.deepEqual(
      repeatedEnglishNames(
        'es/developers/agents.md',
        'es',
        'En el mapa del sitio (sitemap). El mapa del sitio (sitemap): todas las páginas. `(sitemap)`',
      ),
      ['es/developers/agents.md: brackets "(sitemap)" 2 times; the English name stands beside "mapa del sitio" at its first mention only'],
    );
  });

  test('"campo" before an HTTP header, bare or as code, calls the header a JSON field; before a JSON field it is the term', () => {
    assert.deepEqual(terminologyProblems('pt-pt/developers/agents.md', 'pt-PT', 'No campo `Link` de todas as respostas.'), [
      'pt-pt/developers/agents.md: says "campo <header>" for header (HTTP); content/pt-PT/glossary.ts has "cabeçalho" for it',
    ]);
    assert.deepEqual(terminologyProblems('es/developers.md', 'es', 'Los campos Retry-After y RateLimit.'), [
      'es/developers.md: says "campos <header>" for header (HTTP); content/es/glossary.ts has "cabecera" for it',
    ]);
    assert.deepEqual(terminologyProblems('pt-pt/developers/api.md', 'pt-PT', 'O campo `name`, o cabeçalho `Link` e o campo `links`.'), []);
  });

  test('a variant inside another word is no variant: "tasa" is not in "tasas" unless listed, "header" not in "headers-08"', () => {
    assert.deepEqual(terminologyProblems('x.md', 'es', 'draft-ietf-httpapi-ratelimit-headers-08 y extasado'), []);
  });

  test('the words modules are read with their functions: the docs script says the rate limit in the term', () => {
    assert.ok(wordsProse('pt-PT').includes('Limite de pedidos ultrapassado: aguarde … segundos'));
    assert.ok(wordsProse('es').includes('Límite de peticiones superado: espera … segundos'));
  });

  test("each glossary's terms are not its own variants, and every language's words modules already use only the terms", () => {
    for (const [tag, glossary] of Object.entries(glossaries)) {
      for (const entry of glossary) assert.ok(!entry.variants.includes(entry.term), `${tag}: ${entry.term}`);
      assert.deepEqual(terminologyProblems(`content/${tag}/words.ts`, tag as 'pt-PT' | 'es', wordsProse(tag as 'pt-PT' | 'es')), []);
    }
  });
});
