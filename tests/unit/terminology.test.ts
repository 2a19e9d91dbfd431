// Locks in the glossary and sentence-shape checks: a variant a language's glossary replaces is named wherever that language's own prose uses it, in any case, as a whole word; code (what the interface sends, shown as sent) and link targets are not its prose; an English name stands only in brackets, once per page, and only where the glossary names it; a request never receives a status; no sentence chains clauses with colons and semicolons. Each rule is tried on sentences the readers quoted and on one it must allow.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { glossaries } from '../../content/glossary.ts';
import {
  chainedClauses,
  receivedStatuses,
  repeatedEnglishNames,
  terminologyProblems,
  undeclaredEnglishNames,
  wordsProse,
} from '../../site/lib/build/terminology.ts';

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
    assert.deepEqual(
      terminologyProblems('es/developers/agents.md', 'es', 'El conjunto de enlaces (linkset) y la ficha del servidor (server card).'),
      [],
    );
    assert.deepEqual(terminologyProblems('pt-pt/developers/mcp.md', 'pt-PT', 'O server card descreve-o (server card, rascunho).'), [
      'pt-pt/developers/mcp.md: says "server card" for server card (MCP); content/pt-PT/glossary.ts has "ficha do servidor" for it',
    ]);
    assert.deepEqual(terminologyProblems('es/developers/mcp.md', 'es', 'Clientes en la era 2025.'), [
      'es/developers/mcp.md: says "era 2025" for protocol version (MCP); content/es/glossary.ts has "versión del protocolo" for it',
    ]);
  });

  test('an English name in brackets stands at its first mention on a page only, counted per term', () => {
    assert.deepEqual(
      repeatedEnglishNames(
        'pt-pt/developers/mcp.md',
        'pt-PT',
        'A ficha do servidor (server card). A ficha do servidor, com as ferramentas.',
      ),
      [],
    );
    assert.deepEqual(
      repeatedEnglishNames(
        'es/developers/mcp.md',
        'es',
        'La ficha del servidor (server card). La ficha del servidor (server card): las herramientas. `(server card)`',
      ),
      [
        'es/developers/mcp.md: brackets "(server card)" 2 times; the English name stands beside "ficha del servidor" at its first mention only',
      ],
    );
    assert.deepEqual(
      repeatedEnglishNames(
        'es/developers/agents.md',
        'es',
        'Las habilidades de agente (agent skills) y una habilidad de agente (agent skill).',
      ),
      [
        'es/developers/agents.md: brackets "(agent skill)" and "(agent skills)" 2 times; the English name stands beside "habilidad de agente" at its first mention only',
      ],
    );
  });

  test('an English gloss the glossary does not name is no gloss a reader needs: said in the language, or shown as code', () => {
    const english = 'Every answer exposes `RateLimit`, and preflights are answered. That file starts only local (stdio) servers.';
    assert.deepEqual(
      undeclaredEnglishNames(
        'es/developers/mcp.md',
        'es',
        'El servidor atiende las peticiones de comprobación previa (preflight). Ese archivo solo arranca servidores locales (stdio).',
        english,
      ),
      [
        'es/developers/mcp.md: brackets the English "(preflight)", which content/es/glossary.ts names for no term; say it in the page\'s language, or show it as code if the interface sends it',
      ],
    );
    // A name the English page brackets too, a name the glossary gives, and the page's own words are no undeclared gloss.
    assert.deepEqual(
      undeclaredEnglishNames(
        'pt-pt/developers/mcp.md',
        'pt-PT',
        'Servidores locais (stdio), a ficha do servidor (server card) e os pedidos prévios de CORS (`OPTIONS`) (conectores personalizados).',
        `${english} The server card.`,
      ),
      [],
    );
  });

  test('JSON types in the words the language chose: "string" beside «booleano», «inteiro», «objeto» is caught', () => {
    assert.deepEqual(
      terminologyProblems(
        'pt-pt/developers/api.md',
        'pt-PT',
        '- `name` (string, obrigatório): o nome.\n- `readOnly` (booleano, obrigatório).',
      ),
      ['pt-pt/developers/api.md: says "string" for string (JSON type); content/pt-PT/glossary.ts has "cadeia de caracteres" for it'],
    );
    assert.deepEqual(terminologyProblems('es/developers/api.md', 'es', '- `markets` (array de strings, obligatorio).'), [
      'es/developers/api.md: says "strings" for string (JSON type); content/es/glossary.ts has "cadena" for it',
    ]);
    assert.deepEqual(
      terminologyProblems('pt-pt/developers/api.md', 'pt-PT', '- `name` (cadeia de caracteres, obrigatório), como `"type": "string"`.'),
      [],
    );
    assert.deepEqual(terminologyProblems('es/developers/api.md', 'es', '- `markets` (array de cadenas, obligatorio).'), []);
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

  test("the second round's readers: each word they stopped at is named, and the word chosen instead passes", () => {
    const problems = (tag: 'pt-PT' | 'es', prose: string) =>
      terminologyProblems('x.md', tag, prose).map((line) => line.replace(/^x\.md: says "([^"]+)".*$/, '$1'));
    assert.deepEqual(problems('es', 'Ambos generados a partir del documento con el sitio.'), ['con el sitio']);
    assert.deepEqual(problems('es', 'Así el servidor se protege de la reasignación de DNS (DNS rebinding).'), ['reasignación de DNS']);
    assert.deepEqual(problems('es', 'No hay nada público en esta URL (estado 404). Las URL son exactas.'), [
      '(estado 404)',
      'URL son exactas',
    ]);
    assert.deepEqual(problems('es', 'Una aplicación que integra el endpoint ya ha consumido el cuerpo.'), ['integra el endpoint']);
    assert.deepEqual(
      problems('pt-PT', 'Os ficheiros de descoberta dos caminhos reservados (well-known), tal como esta versão do site os serve.'),
      ['well-known', 'caminhos reservados', 'versão do site'],
    );
    assert.deepEqual(problems('pt-PT', 'Não há versão de avaliação que as empresas ativem sozinhas.'), ['ativem sozinhas']);
    assert.deepEqual(problems('pt-PT', 'Os caminhos são exatos (estado 405).'), ['(estado 405)', 'caminhos são exatos']);
    const chosen = {
      es: 'Ambos se crean al generar el sitio. Así el servidor se protege de ataques de DNS rebinding. Las rutas estándar. Una aplicación que monta el endpoint.',
      'pt-PT':
        'As empresas não podem ativar uma versão de avaliação por conta própria. Um servidor MCP só de leitura. O isolamento entre contas de empresa (tenants).',
    } as const;
    assert.deepEqual(problems('es', chosen.es), []);
    assert.deepEqual(problems('pt-PT', chosen['pt-PT']), []);
  });

  test("the third round's readers: the words they stopped at in the second round's choices are named, and the rewrites pass", () => {
    const problems = (tag: 'pt-PT' | 'es', prose: string) =>
      terminologyProblems('x.md', tag, prose).map((line) => line.replace(/^x\.md: says "([^"]+)".*$/, '$1'));
    assert.deepEqual(
      problems(
        'pt-PT',
        'A resposta exata que esta compilação do site devolve. Publicados em endereços conhecidos. Não há nenhum recurso público neste URL (erro 404). Os URL têm de corresponder exatamente, incluindo maiúsculas e minúsculas.',
      ),
      [
        'endereços conhecidos',
        'compilação do site',
        'compilação',
        'erro 404',
        'corresponder exatamente',
        'incluindo maiúsculas e minúsculas',
      ],
    );
    assert.deepEqual(
      problems(
        'pt-PT',
        'A sua indexação e o treino de modelos com ela são bem-vindos. Mensagem enviada: `x`. A CLI do Inspector lista as ferramentas. Os clientes MCP lançam-no como um erro de transporte. Os relógios recuam das 02:00. O URL tem de estar escrito exatamente como existe.',
      ),
      ['exatamente como existe', 'Mensagem enviada:', 'são bem-vindos', 'CLI do Inspector', 'lançam-no como', 'relógios recuam'],
    );
    assert.deepEqual(
      problems(
        'es',
        'No hay ningún recurso público en esta URL (error 404). Las URL deben coincidir exactamente, también en mayúsculas y minúsculas. Mensaje enviado: `x`.',
      ),
      ['error 404', 'coincidir exactamente', 'también en mayúsculas y minúsculas', 'Mensaje enviado:'],
    );
    assert.deepEqual(
      problems(
        'es',
        'Su indexación y el entrenamiento de modelos con ella son bienvenidos. La línea de comandos del Inspector. Los clientes MCP lo lanzan como un error de transporte. Se permite sin restricciones. La URL debe escribirse exactamente igual.',
      ),
      ['exactamente igual', 'son bienvenidos', 'sin restricciones', 'línea de comandos del Inspector', 'lanzan como un error'],
    );
    const chosen = {
      es: 'No hay ningún recurso público en esta URL (código de estado 404). Las URL distinguen entre mayúsculas y minúsculas y deben escribirse exactamente. Texto literal: `x`. Como es documentación pública de un producto, se permite expresamente indexarla, usarla para responder preguntas y entrenar modelos con ella. La CLI del Inspector. Los clientes MCP lo tratan como un error de transporte (lanzan una excepción). | URI | Tipo MIME | Nombre |',
      'pt-PT':
        'Esta é a resposta exata que esta versão devolve. Criados quando o site é gerado; a geração do site falha. Publicados em endereços normalizados. Não há nenhum recurso público neste URL (código de estado 404). O URL tem de ser escrito exatamente, respeitando maiúsculas e minúsculas. Texto literal: `x`. Como é documentação pública de um produto, pode ser livremente indexada. Na linha de comandos, o Inspector lista as ferramentas. Os clientes MCP tratam-no como um erro de transporte (lançam uma exceção). No domingo, 25 de outubro, às 02:00 (+01:00), os relógios atrasam para a 01:00 (+00:00). | URI | Tipo MIME | Nome |',
    } as const;
    assert.deepEqual(problems('es', chosen.es), []);
    assert.deepEqual(problems('pt-PT', chosen['pt-PT']), []);
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

describe('receivedStatuses', () => {
  test('a request that receives a status or the error object, as the readers quoted it: one line each', () => {
    assert.deepEqual(
      receivedStatuses(
        'es/developers/mcp.md',
        'es',
        'Los errores en `/mcp` son objetos de error JSON-RPC, salvo en tres casos, que reciben el objeto de error REST: el `429` ya descrito.',
      ),
      [
        'es/developers/mcp.md: "reciben el objeto de error" has a request receive a status or an error object; say what the server does («el servidor devuelve…», «se rechaza con…»)',
      ],
    );
    assert.equal(
      receivedStatuses(
        'es/developers/limits-and-errors.md',
        'es',
        'Las peticiones que el servidor de origen rechaza antes de haber leído la línea de petición y las cabeceras (bytes que no forman una petición, cabeceras de más de 16 KiB, o que se agote el tiempo de espera mientras llegan) reciben este objeto en cualquier ruta.',
      ).length,
      1,
    );
    assert.deepEqual(
      receivedStatuses(
        'pt-pt/developers.md',
        'pt-PT',
        'O corpo de um pedido MCP tem no máximo 32 KiB; um pedido com um corpo maior recebe `413`.',
      ),
      [
        'pt-pt/developers.md: "recebe 413" has a request receive a status or an error object; say what the server does («o servidor devolve…», «é recusado com…»)',
      ],
    );
    // The status first, the verb after, within a few words.
    assert.equal(receivedStatuses('es/x.md', 'es', 'Es el `429` que reciben los clientes.').length, 1);
  });

  test("getting anything else is the language's own; the server that returns a status is the shape it wants", () => {
    assert.deepEqual(
      receivedStatuses('es/developers/agents.md', 'es', 'Los agentes reciben las páginas en inglés, salvo que pidan otro idioma.'),
      [],
    );
    assert.deepEqual(receivedStatuses('pt-pt/developers/agents.md', 'pt-PT', 'Por omissão, os agentes recebem as páginas em inglês.'), []);
    assert.deepEqual(
      receivedStatuses('pt-pt/developers.md', 'pt-PT', 'Um corpo maior é recusado com `413`, e o servidor devolve o objeto de erro.'),
      [],
    );
    // A sentence's end is a boundary: the status in the next sentence is not what the agents got.
    assert.deepEqual(receivedStatuses('es/x.md', 'es', 'Los agentes reciben las páginas. `429` si se pasan.'), []);
  });
});

describe('chainedClauses', () => {
  test('a sentence that chains clauses with a colon and a semicolon in English order: one line', () => {
    assert.deepEqual(
      chainedClauses(
        'es/developers/mcp.md',
        '`http://localhost:3000/mcp` es un servidor MCP de solo lectura sobre Streamable HTTP: sin estado (sin `Mcp-Session-Id`), sin autenticación y con respuestas en JSON; la excepción es el método `subscriptions/listen`.',
      ),
      [
        'es/developers/mcp.md: chains clauses with colons and semicolons in one sentence ("`http://localhost:3000/mcp` es un servidor MCP de solo…"); write short sentences, or make like items a list',
      ],
    );
  });

  test('one colon a sentence, an opening label, clock times, emphasised names, lists and tables are no chain', () => {
    const prose = [
      'La versión aparece en dos sitios, y el endpoint no los trata igual:',
      '',
      '- El parámetro `protocolVersion` se negocia: si el cliente pide otra; el servidor responde.',
      '| 429 | Límite: superado; espera |',
      '',
      'Qué hacer: espera los segundos que indica `Retry-After`; después, vuelve a intentarlo.',
      'El domingo, a las 02:00 (+01:00), los relojes se atrasan a la 01:00 (+00:00): ese día dura 25 h.',
      'Se abre con el comando _MCP: Open User Configuration_ (así se llama en inglés): así.',
    ].join('\n');
    assert.deepEqual(chainedClauses('es/developers/mcp.md', prose), []);
  });
});
