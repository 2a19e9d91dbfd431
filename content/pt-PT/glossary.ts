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
  {
    concept: 'media type',
    term: 'tipo de conteúdo',
    variants: ['tipo MIME', 'tipos MIME', 'tipo de mídia', 'tipos de mídia', 'tipo de media', 'tipos de media'],
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
  // The English name once, in brackets, where the overview explains the word.
  { concept: 'tenant', term: 'inquilino', variants: ['tenant', 'tenants', 'locatário', 'locatários'], english: ['tenant'] },
  { concept: 'file', term: 'ficheiro', variants: ['arquivo', 'arquivos'] },
  { concept: 'user', term: 'utilizador', variants: ['usuário', 'usuários'] },
  { concept: 'screen', term: 'ecrã', variants: ['tela', 'telas'] },
  { concept: 'parser', term: 'analisador', variants: ['parser', 'parsers'] },
  {
    concept: 'self-serve (a trial, API keys)',
    term: 'que as empresas ativam sozinhas; criadas pelo próprio cliente',
    variants: ['self-service', 'self-serve', 'autosserviço', 'período experimental'],
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
  // The ecosystem's own names, said in Portuguese; the English name once, in brackets, where a reader must recognise it.
  { concept: 'crawler', term: 'robô de indexação', variants: ['crawler', 'crawlers'], english: ['crawlers'] },
  {
    concept: 'chunked (transfer coding)',
    term: 'codificação por blocos',
    variants: ['chunked', 'divisão em blocos', 'enviado por blocos', 'enviados por blocos'],
    english: ['chunked'],
  },
  { concept: 'sitemap', term: 'mapa do site', variants: ['sitemap', 'sitemaps'], english: ['sitemap'] },
  { concept: 'linkset (RFC 9727)', term: 'conjunto de hiperligações', variants: ['linkset', 'linksets'], english: ['linkset'] },
  { concept: 'DNS rebinding', term: 'reassociação de DNS', variants: ['DNS rebinding'], english: ['DNS rebinding'] },
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
  { concept: 'content signals', term: 'sinais de conteúdo', variants: ['content signals', 'content signal'], english: ['content signals'] },
  { concept: 'digest (of a file)', term: 'resumo', variants: ['digest', 'digests'], english: ['digest'] },
  { concept: 'well-known (locations)', term: 'endereços normalizados', variants: ['well-known'], english: ['well-known'] },
  { concept: 'build (of the site)', term: 'compilação', variants: ['construir', 'construído', 'construída', 'construção'] },
  {
    concept: 'protocol version (MCP)',
    term: 'versão do protocolo',
    variants: ['era 2025', 'era de 2025', 'da era', 'era do protocolo', 'eras do protocolo'],
  },
];
