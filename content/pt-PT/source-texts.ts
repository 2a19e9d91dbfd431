// Português europeu: the English texts the pages quote from the contract, the error catalogue, the MCP errors and the documents, each keyed by the exact English it translates (content/source-texts.ts says why).
import type { SourceTexts } from '../source-texts.ts';

export const sourceTexts: SourceTexts = {
  // The contract: operations.
  'Product information': 'Informação do produto',
  'What the service is: name, website, category, markets, languages, capabilities, limitations, contact, location and links to every public resource. Read-only; needs no account, key or OAuth. Capability: `product:read`.':
    'O que é o serviço: nome, site, categoria, mercados, idiomas, funcionalidades, limitações, contacto, localização e as hiperligações para todos os recursos públicos. Só de leitura; não exige conta, chave nem OAuth. Capacidade: `product:read`.',
  'Public capabilities and access boundaries': 'Capacidades públicas e restrições de acesso',
  'The public read-only capabilities and the endpoints they cover, and the boundaries of the separate customer API (authentication, roles, tenant isolation). Read-only; needs no account, key or OAuth. Capability: `product:read`.':
    'As capacidades públicas, só de leitura, e os endpoints que abrangem, bem como as restrições de acesso (autenticação, perfis e isolamento entre contas de empresa) da API de clientes, que é separada desta. Só de leitura; não exige conta, chave nem OAuth. Capacidade: `product:read`.',
  'Fixed fictional sample week of shifts': 'Semana de exemplo de turnos, fixa e fictícia',
  'One fixed, fictional, deterministic week of shifts in the `Europe/Lisbon` time zone, for testing clients without credentials or personal data. It is not customer data. Read-only; needs no account, key or OAuth. Capability: `examples:read`.':
    'Uma semana de turnos fixa, fictícia e determinista no fuso horário `Europe/Lisbon`, para testar aplicações cliente sem credenciais nem dados pessoais. Não se trata de dados de clientes do Turno. Só de leitura; não exige conta, chave nem OAuth. Capacidade: `examples:read`.',
  'An ETag from an earlier response; the server answers 304 when it still matches.':
    'O ETag de uma resposta anterior; o servidor responde com 304 se a representação não tiver mudado.',
  'Public read-only response; no customer data.': 'Resposta pública, só de leitura; sem dados de clientes.',
  'The representation matching `If-None-Match` is still current.': 'A representação que corresponde a `If-None-Match` não mudou.',
  'Rate limit exceeded. Wait the number of seconds in `Retry-After` before retrying.':
    'Limite de pedidos ultrapassado. Aguarde o número de segundos indicado em `Retry-After` antes de tentar de novo.',

  // The contract: the product document's fields.
  "The service's own product name.": 'O nome do produto.',
  "The service's website.": 'O site do serviço.',
  'What the service is, in one paragraph.': 'O que é o serviço, num parágrafo.',
  'The kind of software the service is.': 'A categoria de software do serviço.',
  'Names of the markets served.': 'Os nomes dos mercados em que o serviço está disponível.',
  'BCP 47 language tags.': 'Etiquetas de idioma BCP 47.',
  'Feature descriptions.': 'Descrições das funcionalidades.',
  'Statements of what the service does not do.': 'Frases que indicam o que o serviço não faz.',
  'The public contact email address.': 'O endereço de e-mail público de contacto.',
  'Where the company behind the service is based.': 'Onde está sediada a empresa responsável pelo serviço.',
  'City name.': 'Nome da cidade.',
  'ISO 3166-1 alpha-2 country code.': 'Código de país ISO 3166-1 alfa-2.',
  'Absolute URLs of the public resources.': 'Os URL absolutos dos recursos públicos.',
  'The developer documentation page.': 'A página da documentação para programadores.',
  'The OpenAPI contract.': 'A especificação OpenAPI.',
  'The permissions endpoint.': 'O endpoint de permissões.',
  'The weekly example endpoint.': 'O endpoint da semana de exemplo.',
  'The MCP endpoint.': 'O endpoint MCP.',

  // The contract: the permissions document's fields.
  'The public interface needs no account, key, token or OAuth.': 'A interface pública não exige conta, chave, token nem OAuth.',
  'What anyone may read without an account.': 'O que qualquer pessoa pode ler sem conta.',
  'Capability label; not an OAuth scope.': 'O nome da capacidade; não é um âmbito (scope) OAuth.',
  'What the capability lets a client read.': 'O que a capacidade permite ler a uma aplicação cliente.',
  'Paths of the endpoints the capability covers.': 'Os caminhos dos endpoints que a capacidade abrange.',
  'No public capability changes data.': 'Nenhuma capacidade pública altera dados.',
  'The customer-side API, separate from this public interface.': 'A API de clientes, separada desta interface pública.',
  'How people sign in to the customer API.': 'Como as pessoas iniciam sessão na API de clientes.',
  'Whether the customer API offers OAuth.': 'Indica se a API de clientes admite OAuth.',
  'Whether customers can create API keys themselves.': 'Indica se os clientes do Turno podem criar chaves de API por conta própria.',
  'Whether an AI agent can act for a customer.': 'Indica se um agente de IA pode agir em nome de um cliente do Turno.',
  'The restrictions the customer API applies to every access, one per item.':
    'As restrições que a API de clientes aplica a todos os acessos, uma por elemento.',
  'The roles of the customer API and the access restriction of each.': 'Os perfis da API de clientes e a restrição de acesso de cada um.',
  'Role name.': 'O nome do perfil.',
  'The access restriction of the role.': 'A restrição de acesso do perfil.',

  // The contract: the sample week's fields.
  'Whether the week is fictional.': 'Indica se a semana é fictícia.',
  'What the week shows, in one paragraph.': 'O que a semana mostra, num parágrafo.',
  'IANA time zone the shifts are planned in.': 'O fuso horário IANA em que os turnos são planeados.',
  'The Monday the week starts on, as a calendar date (RFC 3339 full-date).':
    'A segunda-feira em que a semana começa, como data completa (full-date, RFC 3339).',
  'Every shift of the week.': 'Todos os turnos da semana.',
  'Identifier of the shift, unique within the week.': 'O identificador do turno, único na semana.',
  'Identifier of a fictional employee.': 'O identificador de um funcionário fictício.',
  'RFC 3339 date-time with an explicit offset (Z or +HH:MM/-HH:MM).':
    'Data e hora RFC 3339 com desfasamento UTC explícito (Z ou +HH:MM/-HH:MM).',
  'Breaks within the shift; empty when there are none.': 'As pausas do turno; lista vazia quando não há nenhuma.',

  // The contract: response headers and the error object.
  'Strong validator of this representation.': 'Validador forte desta representação.',
  "Caching policy of the response: `private, max-age=300` with 200 and 304 (each answer carries the client's own rate-limit state, so shared caches must not store it), `no-store` with 429 (an error is never cached).":
    'A política de cache da resposta: `private, max-age=300` com 200 e 304 (cada resposta traz o estado do limite de pedidos do próprio cliente, pelo que as caches partilhadas não a podem guardar) e `no-store` com 429 (um erro nunca fica em cache).',
  'IETF RateLimit header field (draft-ietf-httpapi-ratelimit-headers-08): the policy name, the requests remaining (`r`) and the seconds until the window resets (`t`), e.g. `"product";r=119;t=60`. Absent while the limiter\'s state is unknown (its store unreachable, when requests are served without a limit).':
    'O cabeçalho RateLimit do IETF (draft-ietf-httpapi-ratelimit-headers-08): o nome da política, os pedidos que restam (`r`) e os segundos até a janela recomeçar (`t`), por exemplo `"product";r=119;t=60`. Não é enviado enquanto o estado do limitador for desconhecido (quando o armazenamento dos contadores está inacessível e os pedidos são servidos sem limite).',
  'IETF RateLimit-Policy header field (draft-ietf-httpapi-ratelimit-headers-08): the policy name, its quota (`q`) and window in seconds (`w`), e.g. `"product";q=120;w=60`. Absent, like `RateLimit`, while the limiter\'s state is unknown.':
    'O cabeçalho RateLimit-Policy do IETF (draft-ietf-httpapi-ratelimit-headers-08): o nome da política, a quota (`q`) e a janela em segundos (`w`), por exemplo `"product";q=120;w=60`. Tal como o `RateLimit`, não é enviado enquanto o estado do limitador for desconhecido.',
  'Seconds to wait before retrying.': 'Os segundos a aguardar antes de tentar de novo.',
  'The HTTP status code.': 'O código de estado HTTP.',
  'The HTTP reason phrase.': 'O texto do código de estado HTTP (reason phrase).',
  'What went wrong and what to do.': 'O que correu mal e o que fazer.',

  // The error catalogue: each message in Portuguese, saying what the message says and no more, beside the message as the origin sends it.
  'The request could not be parsed: check the URL encoding and the request syntax.':
    'Não foi possível interpretar o pedido: verifique a codificação do URL e a sintaxe do pedido.',
  'No public resource at this path. Paths are exact and case-sensitive; see /openapi.json for the public endpoints.':
    'Não há nenhum recurso público neste caminho. O caminho tem de ser escrito exatamente, respeitando maiúsculas e minúsculas. Consulte /openapi.json para ver os endpoints públicos.',
  'This resource does not support this method: use one of the methods in the Allow header.':
    'Este recurso não aceita este método: use um dos métodos indicados no cabeçalho `Allow`.',
  'None of the media types in the Accept header is available here. Available: text/html; charset=utf-8, text/markdown; charset=utf-8.':
    'Nenhum dos tipos de conteúdo indicados no cabeçalho `Accept` está disponível aqui. Disponíveis: text/html; charset=utf-8, text/markdown; charset=utf-8.',
  'The request did not arrive in time: send it again, whole, without pauses.':
    'O pedido não chegou a tempo: envie-o de novo, completo, sem interrupções.',
  'The request body is too large.': 'O corpo do pedido é demasiado grande.',
  'The request target is too long.': 'O destino do pedido é demasiado longo.',
  'This server meets no expectation other than 100-continue: send the request without that Expect header.':
    'Este servidor só admite a expetativa `100-continue`: envie o pedido sem esse cabeçalho `Expect`.',
  'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.':
    'Limite de pedidos ultrapassado: aguarde o número de segundos indicado em `Retry-After` antes de tentar de novo.',
  'The request headers are too large.': 'Os cabeçalhos do pedido são demasiado grandes.',
  'Something went wrong on our side; the request changed nothing. Try again later.':
    'Ocorreu um erro no servidor; o pedido não alterou nada. Tente de novo mais tarde.',
  'No origin server answered; the request changed nothing. Try again shortly.':
    'Nenhum servidor de origem respondeu; o pedido não alterou nada. Tente de novo dentro de momentos.',
  'The server is shutting down or not yet ready and could not finish this request; it changed nothing. Retry on a new connection.':
    'O servidor está a encerrar ou ainda não está pronto e não conseguiu concluir este pedido; o pedido não alterou nada. Repita o pedido numa nova ligação.',
  'The origin server did not answer in time; the request may not have been served. Try again shortly.':
    'O servidor de origem não respondeu a tempo; o pedido pode não ter sido processado. Tente de novo dentro de momentos.',

  // The error catalogue: when the origin, or the reference nginx, answers each status.
  'Bytes that do not parse as HTTP/1.1, an HTTP/1.1 request without `Host` or with two, or an absolute-form target that does not parse or names another host than `Host`.':
    'Bytes que não formam um pedido HTTP/1.1 válido, um pedido HTTP/1.1 sem `Host` ou com dois, ou um destino do pedido na forma absoluta que não é possível interpretar ou que indica um host diferente do de `Host`.',
  'A path that is not valid percent-encoding.': 'Um caminho com codificação percentual inválida.',
  'A request nginx cannot parse.': 'Um pedido que o nginx não consegue interpretar.',
  'Nothing public at the path; a client that asks for HTML or Markdown gets the page described above.':
    'Não há nada público no caminho; a quem pede HTML ou Markdown, o servidor devolve a página descrita na secção anterior.',
  'A method the path does not support, `Allow` listing those it does; a client that asks for HTML or Markdown gets the page described above.':
    'Um método que o caminho não admite (`Allow` indica os que admite); a quem pede HTML ou Markdown, o servidor devolve a página descrita na secção anterior.',
  '`CONNECT`, whatever its target.': '`CONNECT`, seja qual for o destino.',
  'A documentation page asked for with an `Accept` that allows neither HTML nor Markdown; the message names both types. A path with one type is served in it whatever the `Accept`, a page asked for with no `Accept` (or an empty one) is served as HTML, and `Accept-Encoding` never causes a 406, since with no acceptable coding the body is sent uncompressed.':
    'Uma página da documentação pedida com um `Accept` que não admite HTML nem Markdown; a mensagem indica os dois tipos. Se um caminho só estiver disponível num formato, é servido nesse formato, seja qual for o `Accept`. Uma página pedida sem `Accept` (ou com um vazio) é servida em HTML. O `Accept-Encoding` nunca dá origem a um 406: se nenhuma codificação for aceitável, o corpo segue sem compressão.',
  'The request line and header fields have not all arrived within 20 s (the default of `HEADERS_TIMEOUT_MS`).':
    'A linha de pedido e os cabeçalhos não chegaram todos no prazo de 20 s (valor por omissão de `HEADERS_TIMEOUT_MS`).',
  'The header fields have not all arrived within 10 s, or nothing of the body for 10 s.':
    'Os cabeçalhos não chegaram todos no prazo de 10 s, ou passaram 10 s sem chegar nenhum dado do corpo.',
  'A body over 64 KiB, on any path; the origin itself refuses a body only on `/mcp`, over 32 KiB, with the JSON-RPC error below.':
    'Um corpo com mais de 64 KiB, em qualquer caminho. O servidor de origem, por seu lado, só recusa em `/mcp` os corpos com mais de 32 KiB, com o erro JSON-RPC descrito mais adiante.',
  'A request line over 16 KiB; without nginx, the origin answers it with 431.':
    'Uma linha de pedido com mais de 16 KiB; sem o nginx, o servidor de origem responde com 431.',
  'An `Expect` header other than `100-continue`.': 'Um cabeçalho `Expect` que não é `100-continue`.',
  'More than 120 requests a minute from one client to one REST endpoint, or 60 to `/mcp` (a batch counting one per message); with `Retry-After` and the `RateLimit` fields.':
    'Mais de 120 pedidos por minuto de um cliente a um endpoint REST, ou 60 a `/mcp` (num lote, cada mensagem conta como um pedido); com `Retry-After` e os cabeçalhos `RateLimit`.',
  'More than 64 requests in progress at once from one address, or more than 100 a second (with bursts of up to 1000); with `Retry-After: 1` and no `RateLimit` field.':
    'Mais de 64 pedidos em curso ao mesmo tempo vindos do mesmo endereço IP ou mais de 100 por segundo (com rajadas até 1000 pedidos); com `Retry-After: 1` e sem o cabeçalho `RateLimit`.',
  'The request line and header fields together over 16 KiB.': 'A linha de pedido e os cabeçalhos, juntos, com mais de 16 KiB.',
  'A header field over 16 KiB.': 'Um cabeçalho com mais de 16 KiB.',
  "A failure of the origin's own.": 'Uma falha do próprio servidor de origem.',
  "A failure of nginx's own.": 'Uma falha do próprio nginx.',
  'No origin could be reached.': 'Não foi possível contactar nenhum servidor de origem.',
  '`/readyz`, as soon as a shutdown begins.': '`/readyz`, a partir do momento em que o servidor começa a encerrar.',
  'No origin is ready.': 'Nenhum servidor de origem está pronto.',
  'An origin did not answer in time.': 'Um servidor de origem não respondeu a tempo.',

  // The MCP errors: when each happens and what to do.
  "The `Host` header names neither the public host nor `localhost` (protection against DNS rebinding); the message is the SDK's.":
    'O cabeçalho `Host` não indica o host público nem `localhost`. O servidor verifica-o para se proteger de ataques de DNS rebinding. A mensagem é a do SDK.',
  'Call the endpoint by its public address.': 'Chame o endpoint pelo seu URL público.',
  'Any method but `POST` and `OPTIONS`: there is no SSE stream to `GET` and no session to `DELETE`.':
    'Qualquer método que não seja `POST` nem `OPTIONS`: não há fluxo SSE para obter com `GET` nem sessão para apagar com `DELETE`.',
  'Send every message with `POST`; the `Allow` header lists the methods.':
    'Envie todas as mensagens com `POST`; o cabeçalho `Allow` indica os métodos.',
  'A `Content-Type` other than `application/json`.': 'Um `Content-Type` que não é `application/json`.',
  'Send `Content-Type: application/json`.': 'Envie `Content-Type: application/json`.',
  'A compressed request body.': 'Um corpo de pedido comprimido.',
  'Send the body uncompressed.': 'Envie o corpo sem compressão.',
  'A body over 32 KiB, by `Content-Length` or, for one sent with `Transfer-Encoding: chunked`, counted as it is read. Behind the reference nginx, a body over 64 KiB is refused by nginx itself, with the error object above.':
    'Um corpo com mais de 32 KiB, segundo o `Content-Length` ou, se chegar com `Transfer-Encoding: chunked`, contado à medida que é lido. Atrás do nginx de referência, é o próprio nginx que recusa os corpos com mais de 64 KiB, com o objeto de erro REST.',
  'Send smaller messages: no message this endpoint supports is that large.':
    'Envie mensagens mais pequenas: nenhuma mensagem que este endpoint aceite chega a esse tamanho.',
  'A body whose arrays and objects nest more than 64 levels deep.': 'Um corpo cujas listas e objetos se aninham em mais de 64 níveis.',
  'Send the message as the protocol defines it: no MCP message nests that deep.':
    'Envie a mensagem tal como o protocolo a define: nenhuma mensagem MCP tem tantos níveis.',
  'An application that mounts the endpoint has already consumed the body and left nothing that reads as JSON text.':
    'Uma aplicação que monta o endpoint já consumiu o corpo e não deixou nada que se possa ler como texto JSON.',
  'Mount the endpoint before any middleware that reads the body, or do not consume the body before it.':
    'Monte o endpoint antes de qualquer middleware que leia o corpo, ou não consuma o corpo antes.',
  'The body is not JSON.': 'O corpo não é JSON.',
  'Send one JSON-RPC message as JSON.': 'Envie uma mensagem JSON-RPC em JSON.',
  'A JSON-RPC batch under any protocol version but 2025-03-26 (2025-06-18 removed batches).':
    'Um lote JSON-RPC em qualquer versão do protocolo que não seja a 2025-03-26 (a versão 2025-06-18 retirou os lotes).',
  'Send one message per request.': 'Envie uma mensagem por pedido.',
  'An empty batch, or one of more than 10 messages.': 'Um lote vazio ou com mais de 10 mensagens.',
  'Send 1 to 10 messages per batch; each counts against the rate limit.':
    'Envie de 1 a 10 mensagens por lote; cada uma conta para o limite de pedidos.',
  "An answer that would exceed 512 KiB; only a batch's answer can be that large.":
    'Uma resposta que ultrapassaria 512 KiB; só a resposta a um lote pode ser tão grande.',
  'Split the batch.': 'Divida o lote.',
  "An `Accept` that allows neither the answer's type nor a wildcard that covers it: `application/json`, or `text/event-stream` for `subscriptions/listen` (2026-07-28), whose stream closes at once, since no list ever changes.":
    'Um `Accept` que não admite o tipo da resposta nem um tipo genérico que o abranja: `application/json` ou, para `subscriptions/listen` (2026-07-28), `text/event-stream`, um fluxo que se fecha de imediato, porque as listas nunca mudam.',
  'Accept `application/json` (`text/event-stream` for `subscriptions/listen`), or send no `Accept` header.':
    'Inclua `application/json` no cabeçalho `Accept` (`text/event-stream` para `subscriptions/listen`) ou não envie esse cabeçalho.',
  '2026-07-28: an `Mcp-Method` or `Mcp-Name` header that disagrees with the body.':
    'Versão 2026-07-28: um cabeçalho `Mcp-Method` ou `Mcp-Name` que não corresponde ao corpo.',
  'Send the headers the body implies, or none.': 'Envie cabeçalhos coerentes com o corpo, ou não os envie.',
  'An `MCP-Protocol-Version` header naming a version the endpoint does not support, whatever the method, `initialize` included; `data.supported` lists every version it supports. The `protocolVersion` parameter in the body of an `initialize` is negotiated instead, never refused.':
    'Um cabeçalho `MCP-Protocol-Version` com uma versão que o endpoint não admite, seja qual for o método, incluindo o `initialize`; `data.supported` indica todas as versões que admite. O parâmetro `protocolVersion`, no corpo de um `initialize`, é negociado e nunca é recusado.',
  'Retry with a version from `data.supported`; a client of 2024-11-05 to 2025-11-25 negotiates its version with `initialize`.':
    'Tente de novo com uma versão de `data.supported`. Um cliente das versões 2024-11-05 a 2025-11-25 negoceia a versão com o `initialize`.',
  '2026-07-28: a method the server does not implement, such as `prompts/list`, `logging/setLevel` or `completion/complete`.':
    'Versão 2026-07-28: um método que o servidor não implementa, como `prompts/list`, `logging/setLevel` ou `completion/complete`.',
  'Call `tools/list`, `tools/call`, `resources/list`, `resources/read` or `server/discover`.':
    'Chame `tools/list`, `tools/call`, `resources/list`, `resources/read` ou `server/discover`.',
  '2024-11-05 to 2025-11-25: a method the server does not implement, such as `prompts/list`, `logging/setLevel` or `completion/complete`.':
    'Versões 2024-11-05 a 2025-11-25: um método que o servidor não implementa, como `prompts/list`, `logging/setLevel` ou `completion/complete`.',
  'Call `tools/list`, `tools/call`, `resources/list` or `resources/read`.':
    'Chame `tools/list`, `tools/call`, `resources/list` ou `resources/read`.',
  '`tools/call` names a tool that does not exist.': 'Uma chamada a `tools/call` indica uma ferramenta que não existe.',
  'Call `get_product_info` or `get_sample_schedule`.': 'Chame `get_product_info` ou `get_sample_schedule`.',
  '2024-11-05 to 2025-11-25: `resources/read` of an unknown URI, which `data.uri` names.':
    'Versões 2024-11-05 a 2025-11-25: um `resources/read` de um URI desconhecido, indicado em `data.uri`.',
  '2026-07-28: `resources/read` of an unknown URI, which `data.uri` names.':
    'Versão 2026-07-28: um `resources/read` de um URI desconhecido, indicado em `data.uri`.',
  'Read a URI from `resources/list`.': 'Leia um URI da lista de `resources/list`.',
  'An HTTP/1.1 request without `Host` or with two, or whose body breaks its `Transfer-Encoding: chunked` framing or ends before its `Content-Length`.':
    'Um pedido HTTP/1.1 sem `Host` ou com dois, ou cujo corpo viola o formato de `Transfer-Encoding: chunked` ou termina antes do que o `Content-Length` anuncia.',
  'Send a well-formed HTTP/1.1 request.': 'Envie um pedido HTTP/1.1 bem formado.',
  'Send the request without that `Expect` header.': 'Envie o pedido sem esse cabeçalho `Expect`.',
  "The body has not arrived whole within 30 s of the request's start (the default of `REQUEST_TIMEOUT_MS`).":
    'O corpo não chegou completo nos 30 s seguintes ao início do pedido (o valor por omissão de `REQUEST_TIMEOUT_MS`).',
  'Send it again, whole, without pauses.': 'Envie de novo o pedido, completo e sem interrupções.',
  'The server is shutting down, and the request was still arriving when its grace ended.':
    'O servidor está a encerrar, e o pedido ainda estava a chegar quando terminou o prazo de tolerância.',
  'Retry on a new connection.': 'Repita o pedido numa nova ligação.',
  "A failure of the server's own; the request changed nothing.": 'Uma falha do próprio servidor; o pedido não alterou nada.',
  'Try again later.': 'Tente de novo mais tarde.',

  // The product document's capabilities and limitations.
  'Plan employee shifts across one or more stores': 'Planear os turnos dos funcionários de uma ou mais lojas',
  'AI-assisted schedule proposals': 'Propostas de horário geradas com apoio de IA',
  'Manager review and publication of schedules': 'Revisão e publicação dos horários pelo gestor',
  'Employee availability and absences': 'Disponibilidade e ausências dos funcionários',
  'Employee shift swaps': 'Trocas de turnos entre funcionários',
  'Turno does not do payroll or payment processing.': 'O Turno não processa salários nem pagamentos.',
  'Turno gives no guarantee of full legal compliance.': 'O Turno não garante o cumprimento integral da lei.',
  'The public API and MCP endpoint return product information and synthetic examples only; they grant no access to customer accounts.':
    'A API pública e o endpoint MCP devolvem apenas informação do produto e exemplos sintéticos; não dão acesso às contas dos clientes.',
  'No self-serve business trial and no delegated agent access are offered.':
    'As empresas não podem ativar uma versão de avaliação por conta própria, e não existe acesso delegado a agentes.',

  // The permissions document's customer API boundaries and roles.
  'active membership': 'vínculo ativo à conta de empresa',
  'tenant isolation': 'isolamento entre contas de empresa (tenants)',
  'assigned stores': 'lojas atribuídas',
  'server-side role checks': 'verificação dos perfis no servidor',
  "Own tenant and its stores; no other tenant's data.": 'A conta da própria empresa e as respetivas lojas; nenhum dado de outra conta.',
  'Assigned stores within the active tenant membership.':
    'As lojas atribuídas, dentro da conta de empresa a que está ativamente vinculado.',
  'Own schedule and permitted employee workflows in assigned stores.':
    'O seu próprio horário e os fluxos de trabalho permitidos aos funcionários nas lojas atribuídas.',

  // What tools/list and resources/list say, in the MCP guide's tables.
  'What Turno is: workforce scheduling software; its capabilities, its limitations (no payroll, no guaranteed legal compliance, no customer data over this interface), contact, location and links to every public resource. Same JSON as GET /api/public/product. Read-only, takes no input.':
    'O que é o Turno: uma aplicação de planeamento de horários de trabalho; as funcionalidades, as limitações (não processa salários, não garante o cumprimento integral da lei e não há dados de clientes nesta interface), o contacto, a localização e as hiperligações para todos os recursos públicos. O mesmo JSON que devolve GET /api/public/product. Só de leitura, não recebe argumentos.',
  'A fixed, fictional, deterministic week of shifts in Europe/Lisbon (RFC 3339 date-times with offsets, breaks, several employees) to test a client against. Not customer data. Same JSON as GET /api/public/examples/weekly. Read-only, takes no input.':
    'Uma semana de turnos fixa, fictícia e determinista no fuso horário Europe/Lisbon (datas e horas RFC 3339 com desfasamento UTC, pausas e vários funcionários), para testar uma aplicação cliente. Não se trata de dados de clientes do Turno. O mesmo JSON que devolve GET /api/public/examples/weekly. Só de leitura, não recebe argumentos.',
  'The OpenAPI 3.1.0 contract of the three public REST endpoints.': 'A especificação OpenAPI 3.1.0 dos três endpoints REST públicos.',
  'Public capabilities and the boundaries of the customer API (roles, tenant isolation, no OAuth).':
    'As capacidades públicas e as restrições de acesso da API de clientes: perfis, isolamento entre contas de empresa e ausência de OAuth.',
  'What this interface offers, which tool or endpoint answers what, the limits and what is not available (the agent skill, also the instructions of initialize).':
    'O que esta interface oferece, que ferramenta ou endpoint responde a quê, os limites e o que não está disponível (a competência de agente, que é também o texto das instruções do initialize).',
};
