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
  { concept: 'header (HTTP)', term: 'cabeçalho', variants: ['header', 'headers', 'cabeçalho HTTP de resposta'] },
  { concept: 'request', term: 'pedido', variants: ['requisição', 'requisições', 'solicitação', 'solicitações', 'request', 'requests'] },
  { concept: 'break (in a shift)', term: 'pausa', variants: ['intervalo', 'intervalos', 'descanso', 'descansos'] },
  {
    concept: 'customer API boundary',
    term: 'restrições de acesso da API de clientes',
    variants: ['limites da API de clientes', 'limite de acesso', 'limites de acesso', 'fronteiras da API'],
  },
  { concept: 'tenant', term: 'inquilino', variants: ['tenant', 'tenants', 'locatário', 'locatários'] },
  { concept: 'file', term: 'ficheiro', variants: ['arquivo', 'arquivos'] },
  { concept: 'user', term: 'utilizador', variants: ['usuário', 'usuários'] },
  { concept: 'screen', term: 'ecrã', variants: ['tela', 'telas'] },
  { concept: 'parser', term: 'analisador', variants: ['parser', 'parsers'] },
  { concept: 'self-serve', term: 'autosserviço', variants: ['self-service', 'self-serve'] },
  { concept: 'Markdown (never plural)', term: 'Markdown', variants: ['Markdowns'] },
  { concept: 'website', term: 'site', variants: ['sítio web', 'sítios web', 'website', 'websites'] },
  { concept: 'host (HTTP Host)', term: 'host', variants: ['anfitrião', 'anfitriões'] },
  { concept: 'role (customer API)', term: 'função', variants: ['papel', 'papéis', 'perfil de acesso', 'perfis de acesso'] },
  { concept: 'employee', term: 'funcionário', variants: ['empregado', 'empregados', 'colaborador', 'colaboradores'] },
  { concept: 'offset (from UTC)', term: 'desvio', variants: ['deslocamento', 'deslocamentos', 'offset', 'offsets'] },
  // The ecosystem's own names, said in Portuguese; the English name once, in brackets, where a reader must recognise it.
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
