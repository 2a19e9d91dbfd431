// Português europeu: the one term for each concept and the variants it replaces (content/glossary.ts says how the build holds the prose to it).
import type { GlossaryEntry } from '../glossary.ts';

export const glossary: readonly GlossaryEntry[] = [
  {
    concept: 'rate limit',
    term: 'limite de pedidos',
    variants: ['rate limit', 'rate limits', 'rate-limit', 'limite de taxa', 'limites de taxa', 'limitação de taxa', 'limite de débito'],
  },
  {
    concept: 'responses of the rate-limited endpoints',
    term: 'respostas dos endpoints sujeitos ao limite de pedidos',
    variants: ['respostas limitadas', 'resposta limitada'],
  },
  { concept: 'endpoint', term: 'endpoint', variants: ['ponto de acesso', 'pontos de acesso', 'ponto final', 'ponto terminal'] },
  {
    concept: 'header (HTTP)',
    term: 'cabeçalho',
    variants: ['header', 'headers', 'cabeçalho HTTP de resposta', 'campo de cabeçalho', 'campos de cabeçalho'],
    // "Campo" is a JSON field's word: before a header's name it would call the header one.
    beforeHeaderName: ['campo', 'campos'],
  },
  { concept: 'request', term: 'pedido', variants: ['requisição', 'requisições', 'solicitação', 'solicitações', 'request', 'requests'] },
  { concept: 'break (in a shift)', term: 'pausa', variants: ['intervalo', 'intervalos', 'descanso', 'descansos'] },
  {
    concept: 'capability (what the product does; "capacidade" is a capability label such as product:read)',
    term: 'funcionalidade',
    variants: [
      'capacidades do produto',
      'capacidades do Turno',
      'capacidades e as limitações',
      'capacidades e limitações',
      'capacidades, limitações',
      'as suas capacidades',
    ],
  },
  // Where the English says MIME type (the MCP guide's resources table, as MCP's own `mimeType` does), «Tipo MIME» is
  // the name a developer searches for: it is no variant.
  {
    concept: 'media type (MIME type where the English says so)',
    term: 'tipo de conteúdo',
    variants: ['tipo de mídia', 'tipos de mídia', 'tipo de media', 'tipos de media'],
  },
  {
    concept: 'client (software), beside the customers of Turno',
    term: 'aplicação cliente',
    variants: ['testar clientes', 'testar um cliente', 'clientes possam ser testados'],
  },
  { concept: 'hyperlink', term: 'hiperligação', variants: ['ligação para', 'ligações para', 'ligação de acesso', 'ligações de acesso'] },
  { concept: 'customer API', term: 'API de clientes', variants: ['API do lado dos clientes', 'API do lado do cliente'] },
  { concept: 'shutdown (of a server)', term: 'encerramento', variants: ['está a reiniciar'] },
  {
    concept: 'customer API boundary',
    term: 'restrições de acesso da API de clientes',
    variants: ['limites da API de clientes', 'limite de acesso', 'limites de acesso', 'fronteiras da API'],
  },
  // «Inquilino» reads as someone who rents a flat: a company's tenant is its account. The English name once, in
  // brackets, where the overview lists `tenant isolation`, as the permissions document says it; the page explains
  // no more than the English does.
  {
    concept: 'tenant',
    term: 'conta de empresa',
    variants: ['tenant', 'tenants', 'inquilino', 'inquilinos', 'locatário', 'locatários'],
    english: ['tenant', 'tenants'],
  },
  { concept: 'file', term: 'ficheiro', variants: ['arquivo', 'arquivos'] },
  { concept: 'user', term: 'utilizador', variants: ['usuário', 'usuários'] },
  { concept: 'screen', term: 'ecrã', variants: ['tela', 'telas'] },
  { concept: 'parser', term: 'analisador', variants: ['parser', 'parsers'] },
  {
    concept: 'self-serve (a trial, API keys)',
    // «Que as empresas ativem sozinhas» read as a calque: the companies cannot do it por conta própria.
    term: 'por conta própria; criadas pelo próprio cliente',
    variants: ['self-service', 'self-serve', 'autosserviço', 'período experimental', 'ativem sozinhas', 'ativam sozinhas'],
  },
  { concept: 'Markdown (never plural)', term: 'Markdown', variants: ['Markdowns'] },
  { concept: 'website', term: 'site', variants: ['sítio web', 'sítios web', 'website', 'websites'] },
  { concept: 'host (HTTP Host)', term: 'host', variants: ['anfitrião', 'anfitriões'] },
  // "Função" would also read as a function, or as a job.
  {
    concept: 'role (customer API)',
    term: 'perfil',
    variants: ['papel', 'papéis', 'perfil de acesso', 'perfis de acesso', 'função', 'funções'],
  },
  { concept: 'employee', term: 'funcionário', variants: ['empregado', 'empregados', 'colaborador', 'colaboradores'] },
  {
    concept: 'offset (from UTC)',
    term: 'desfasamento',
    variants: ['deslocamento', 'deslocamentos', 'offset', 'offsets', 'desvio', 'desvios'],
  },
  { concept: 'array (JSON)', term: 'lista', variants: ['array', 'arrays'] },
  { concept: 'JSON Schema (the schemas)', term: 'esquemas JSON', variants: ['JSON Schemas'] },
  {
    concept: 'the OpenAPI document',
    term: 'especificação OpenAPI',
    variants: ['contrato', 'contratos', 'contrato OpenAPI'],
  },
  {
    concept: "a role's access restriction (âmbito is an OAuth scope only)",
    term: 'restrição de acesso',
    variants: ['âmbito a que', 'o âmbito de cada', 'âmbito de cada'],
  },
  { concept: 'software (the product)', term: 'aplicação', variants: ['um software'] },
  { concept: 'deterministic', term: 'determinista', variants: ['determinística', 'determinísticas', 'determinístico', 'determinísticos'] },
  { concept: 'ISO 3166-1 alpha-2', term: 'alfa-2', variants: ['alpha-2'] },
  // RFC (Request for Comments) is masculine, as o pedido de comentários.
  { concept: 'RFC (gender)', term: 'o RFC', variants: ['da RFC', 'a RFC', 'na RFC', 'pela RFC'] },
  { concept: 'unchanged (a 304)', term: 'não mudou', variants: ['continua atual', 'continua atualizado'] },
  { concept: 'the picture shows (the sample week)', term: 'representa', variants: ['desenha', 'desenha-o', 'desenhada', 'desenhado'] },
  { concept: 'an hour that repeats (clocks going back)', term: 'repete-se', variants: ['acontece duas vezes'] },
  // The ecosystem's own names, said in Portuguese; the English name once, in brackets, only where a reader will meet
  // it elsewhere (a document the API sends, a specification, a tool).
  { concept: 'crawler', term: 'robô de indexação', variants: ['crawler', 'crawlers'], english: ['crawlers'] },
  // What HTTP writes is shown as code, as it is sent: no Portuguese name and no gloss.
  {
    concept: 'chunked (transfer coding)',
    term: '`Transfer-Encoding: chunked`, as code',
    variants: ['chunked', 'codificação por blocos', 'divisão em blocos', 'enviado por blocos', 'enviados por blocos'],
  },
  {
    concept: 'CORS preflight (an OPTIONS request, shown as `OPTIONS`)',
    term: 'pedido de verificação prévia',
    variants: ['preflight', 'preflights'],
  },
  // What Portuguese names plainly needs no gloss.
  { concept: 'sitemap', term: 'mapa do site', variants: ['sitemap', 'sitemaps'] },
  { concept: 'linkset (RFC 9727)', term: 'conjunto de hiperligações', variants: ['linkset', 'linksets'], english: ['linkset'] },
  // Security writing in Portugal names the attack in English («ataques de DNS rebinding»); «reassociação de DNS» is
  // no established term.
  {
    concept: 'DNS rebinding',
    term: 'ataques de DNS rebinding',
    variants: ['reassociação de DNS', 'revinculação de DNS'],
  },
  {
    concept: 'server card (MCP)',
    term: 'ficha do servidor',
    variants: ['server card', 'server cards', 'cartão do servidor'],
    english: ['server card'],
  },
  {
    concept: 'agent skill',
    term: 'competência de agente',
    variants: ['agent skill', 'agent skills', 'skill', 'skills'],
    english: ['agent skill', 'agent skills'],
  },
  // robots.txt writes them as `Content-Signal`, which the page for agents shows as code.
  { concept: 'content signals', term: 'sinais de conteúdo', variants: ['content signals', 'content signal'] },
  // «Resumo SHA-256» stopped a reader in Lisbon, and «resumo» is an API summary here: a file's digest is its hash.
  { concept: 'digest (of a file)', term: 'hash', variants: ['digest', 'digests', 'resumo SHA-256', 'resumos SHA-256'] },
  // The English means the standard places agents know to look in, /llms.txt and /robots.txt among them: «caminhos
  // reservados (well-known)» was invented, and «endereços conhecidos» lost the meaning (known to whom?). No gloss:
  // «(well-known)», or «(`/.well-known/`)» as a reader proposed, would say they all sit under /.well-known/, and the
  // English page names no such path (the facts check refuses it).
  {
    concept: 'well-known (locations)',
    term: 'endereços normalizados',
    variants: ['well-known', 'caminhos reservados', 'endereços conhecidos', 'caminhos normalizados'],
  },
  // One term for the build everywhere: the site is gerado, as the build generates it. «Compilação do site» read wrong
  // to a reader in Lisbon (a compilation serves no answers), as «esta versão do site» did before it.
  {
    concept: 'build (of the site)',
    term: 'geração do site; quando o site é gerado',
    variants: ['construir', 'construído', 'construída', 'construção', 'versão do site', 'compilação do site', 'compilação'],
  },
  {
    concept: 'protocol version (MCP)',
    term: 'versão do protocolo',
    variants: ['era 2025', 'era de 2025', 'da era', 'era do protocolo', 'eras do protocolo'],
  },
  {
    concept: 'supporting a protocol version (not "answering" it)',
    term: 'admitir',
    variants: ['responde às versões', 'a que o endpoint não responde', 'versões a que responde', 'a resposta vem na'],
  },
  {
    concept:
      'address (URL for a whole address, caminho for a path; endereço only for IP and e-mail addresses, and the endereços normalizados agents look in)',
    term: 'URL',
    variants: [
      'endereço base',
      'no próprio endereço',
      'neste endereço',
      'este endereço',
      'os endereços são',
      'nenhum endereço aqui',
      'endereço da página',
      'um endereço localhost',
      'seu endereço público',
    ],
  },
  // RFC 9110 says reason phrase: the gloss where the field is defined.
  {
    concept: 'reason phrase',
    term: 'texto do código de estado',
    variants: ['frase de motivo', 'reason phrase'],
    english: ['reason phrase'],
  },
  // Debuggers and logs say stack trace.
  {
    concept: 'stack trace',
    term: 'rastreio de pilha',
    variants: ['rastreio da pilha', 'stack trace', 'stack traces'],
    english: ['stack trace'],
  },
  // The customer API's `authentication` value says `email magic link`.
  {
    concept: 'magic link',
    term: 'hiperligação de acesso enviada por e-mail',
    variants: ['magic link', 'ligação mágica', 'hiperligação mágica'],
    english: ['magic link'],
  },
  // OAuth's own parameter is `scope`.
  { concept: 'OAuth scope', term: 'âmbito', variants: ['scope', 'scopes'], english: ['scope'] },
  // «Visão geral» is how Brazilian localisations say overview; a documentation set in Portugal opens with an introdução.
  { concept: "overview (the documentation's first page)", term: 'introdução', variants: ['visão geral'] },
  // Acronyms take no plural -s (as os URL).
  { concept: 'API, in the plural (the API catalog is the catálogo de API)', term: 'API', variants: ['APIs'] },
  // JSON's types in Portuguese words throughout, as the API reference names them (cadeia de caracteres, inteiro,
  // booleano, número, objeto, lista), never JSON's English names beside them.
  { concept: 'string (JSON type)', term: 'cadeia de caracteres', variants: ['string', 'strings'] },
  { concept: 'integer (JSON type)', term: 'inteiro', variants: ['integer', 'integers'] },
  { concept: 'boolean (JSON type)', term: 'booleano', variants: ['boolean', 'booleans'] },
  { concept: 'pattern (a regular expression; "padrão" reads as a default)', term: 'expressão regular', variants: ['padrão'] },
  { concept: 'the error that changes nothing (500)', term: 'ocorreu um erro no servidor', variants: ['algo correu mal'] },
  // A status by its number, in the one form the pages use for it everywhere («código de estado»), as in Spanish: the
  // error pages' «(erro 404)» beside the tables' «código de estado» named one thing two ways. A bare «(estado 404)» is
  // a calque.
  {
    concept: 'status (by its number)',
    term: 'código de estado 404',
    variants: ['(estado 404)', '(estado 405)', 'erro 404', 'erro 405'],
  },
  // "Paths are exact" carried over word for word; a Portuguese writer says what the reader must do. «Têm de
  // corresponder exatamente, incluindo maiúsculas e minúsculas» and «exatamente como existe» read as English in Lisbon.
  {
    concept: 'exact paths and addresses',
    term: 'tem de ser escrito exatamente, respeitando maiúsculas e minúsculas',
    variants: [
      'caminhos são exatos',
      'URL são exatos',
      'corresponder exatamente',
      'incluindo maiúsculas e minúsculas',
      'exatamente como existe',
    ],
  },
  // What the error table shows beside a message in Portuguese: the message's exact text. «Mensagem enviada:» before
  // every message read badly and repeated the column's name.
  { concept: 'the message exactly as sent (error table)', term: 'Texto literal', variants: ['Mensagem enviada:'] },
  // What the docs welcome (indexing, answering from them, training on them) they may be, livremente: «a sua
  // indexação… são bem-vindos» was a noun chain off an English predicate.
  {
    concept: 'welcome (indexing, answering, training)',
    term: 'pode ser livremente…',
    variants: ['são bem-vindos', 'são bem-vindas'],
  },
  // The Inspector's command line is its CLI (`--cli`), as the command the page shows names it.
  // The English says "command line", and Portuguese has the plain words; «a CLI do Inspector» as the subject read as English.
  { concept: "the Inspector's command line", term: 'na linha de comandos, o Inspector', variants: ['CLI do Inspector'] },
  // A 429 is no exception a client throws by name: the clients treat it as a transport error, and throw.
  {
    concept: 'surface as a thrown transport error',
    term: 'tratam-no como um erro de transporte (lançam uma exceção)',
    variants: ['lançam-no como'],
  },
  // Clocks in Portugal atrasam and adiantam at the change of time; «recuam» read as a translation.
  { concept: 'clocks go back / forward', term: 'atrasam; adiantam', variants: ['relógios recuam', 'relógios avançam'] },
  // An application mounts the endpoint (Express's app.use), in the error's "when" as in its "what to do".
  { concept: 'mount (an endpoint in an application)', term: 'montar', variants: ['integra o endpoint', 'integre o endpoint'] },
  { concept: 'rate-limit window starting again', term: 'a janela recomeçar', variants: ['a janela ficar livre'] },
];
