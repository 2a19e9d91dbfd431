// Português europeu: the words around the facts (content/words.ts says what each is for); the pages' prose is content/pt-PT/*.md.
import { paths, productName } from '../constants.ts';
import { lowerInitial } from '../lower-initial.ts';
import { initializeVersions, modernProtocolVersion } from '../mcp.ts';
import type { DateParts, ErrorPageWords, ErrorWords, LayoutWords, PageWords, ReferenceWords, TableWords, WeekWords } from '../words.ts';

/** After a colon mid-sentence Portuguese writes lower case, but for a name. */
export const afterColon = (text: string): string => lowerInitial(text, [productName, 'Markdown']);

/** The reader's own deployment, where a public address is needed and the build has none to show. */
export const yourOrigin = 'https://o-seu-dominio';

export const series = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

export const pages: PageWords = {
  overview: {
    navLabel: 'Introdução',
    title: `${productName} para programadores: API pública de descoberta e MCP`,
    description: `Como usar a interface pública de descoberta do ${productName}, só de leitura: os endpoints de produto, de permissões e da semana de exemplo, a especificação OpenAPI e o endpoint MCP.`,
  },
  apiReference: {
    navLabel: 'Referência da API',
    title: `Referência da API do ${productName}: cada endpoint, resposta e campo`,
    description: `Todas as operações da API REST pública do ${productName}, com as respostas e os seus cabeçalhos, tabelas de campos, exemplos e comandos curl; tudo gerado a partir da especificação OpenAPI.`,
  },
  mcpGuide: {
    navLabel: 'Guia do MCP',
    title: `Guia do MCP do ${productName}: ligar o Claude, o Cursor, o VS Code e outros`,
    description: `Como ligar clientes MCP ao endpoint MCP só de leitura do ${productName}, com excertos de configuração, pedidos com curl para as versões do protocolo ${initializeVersions.at(-1)} a ${initializeVersions[0]} e para a versão ${modernProtocolVersion}, as ferramentas, os recursos, os limites e os erros.`,
  },
  limitsAndErrors: {
    navLabel: 'Limites e erros',
    title: `Limites e erros do ${productName}: cada código de estado e o que fazer`,
    description: `Os limites de pedidos da interface pública do ${productName}, todos os códigos de estado de erro com que responde, o objeto de erro, os cabeçalhos \`Retry-After\` e \`RateLimit\` e os erros JSON-RPC do endpoint MCP.`,
  },
  sampleWeek: {
    navLabel: 'Semana de exemplo',
    title: `Semana de exemplo do ${productName}: os turnos fictícios, em gráfico`,
    description: `A semana de exemplo, fixa e fictícia, da API pública do ${productName}, representada num gráfico e listada numa tabela, incluindo o turno da noite que atravessa o fim da hora de verão.`,
  },
  forAgents: {
    navLabel: 'Para agentes',
    title: `${productName} para agentes: páginas em Markdown, ficheiros de descoberta e cabeçalhos`,
    description: `Como os agentes de IA e os robôs de indexação encontram a documentação do ${productName} através do Markdown de cada página, do llms.txt, do catálogo de API, da ficha do servidor MCP, das competências de agente e dos cabeçalhos \`Link\` que apontam para eles.`,
  },
};

export const layout: LayoutWords = {
  skipToContent: 'Saltar para o conteúdo',
  brand: (product) => `${product} para programadores`,
  documentationNav: 'Documentação',
  menu: 'Menu',
  onThisPage: 'Nesta página',
  languageNav: 'Idioma',
  pageElsewhere: 'Outras formas de ler esta página',
  viewAsMarkdown: 'Ver em Markdown',
  openInChatGpt: 'Abrir no ChatGPT',
  openInClaude: 'Abrir no Claude',
  handOverPrompt: (markdownUrl) => `Lê ${markdownUrl} e ajuda-me com o que essa página documenta.`,
  pageTurn: 'Página anterior e página seguinte',
  previous: 'Anterior',
  next: 'Seguinte',
  pageAsMarkdown: (navLabel) => `${navLabel} em Markdown`,
  contract: 'Especificação OpenAPI',
  fictional: 'Produto fictício; sem dados de clientes.',
  agentPointer: (llms, llmsFull, markdown) =>
    `Para agentes de IA: o índice da documentação é ${llms} e a documentação completa está num só ficheiro em ${llmsFull}. A versão em Markdown desta página está em ${markdown}, e também pode ser obtida no URL da própria página, se for pedida no formato text/markdown.`,
  tableLabel: (section) => `Tabela: ${section}`,
  samplesPane: (operation) => `Exemplos e respostas: ${operation}`,
  showAllLines: (lines) => `Mostrar as ${lines} linhas`,
};

export const tables: TableWords = {
  endpoints: ['Método', 'Caminho', 'ID da operação', 'Capacidade', 'Corpo da resposta 200'],
  roles: ['Perfil', 'Restrição de acesso'],
  mcpTools: ['Ferramenta', 'Título, como é enviado', 'O que devolve', 'Esquema de saída'],
  mcpResources: ['URI', 'Tipo MIME', 'Nome', 'O que é'],
  restErrors: ['Código de estado', 'Quem responde e quando', 'Mensagem (o que fazer)'],
  mcpErrors: ['Código de estado HTTP', 'Código JSON-RPC', 'Quando', 'O que fazer'],
  responseHeaders: ['Cabeçalho', 'Enviado com', 'Tipo', 'Descrição'],
  shifts: ['Turno', 'Funcionário', 'Início', 'Fim', 'Duração', 'Pausas'],
};

/** Where an optional request field goes, by OpenAPI's `in`, as the sentence opens with it. */
const parameterPlaces: Readonly<Record<string, string>> = {
  header: 'Cabeçalho',
  query: 'Parâmetro de consulta',
  path: 'Parâmetro de caminho',
  cookie: 'Cookie',
};

/** JSON Schema's types as the reference names them: in Portuguese, every one (content/pt-PT/glossary.ts). */
const typeNames: Readonly<Record<string, string>> = {
  string: 'cadeia de caracteres',
  object: 'objeto',
  boolean: 'booleano',
  integer: 'inteiro',
  number: 'número',
};
/** A type named by typeNames, in the plural, for a list of it. */
const plurals: Readonly<Record<string, string>> = {
  'cadeia de caracteres': 'cadeias de caracteres',
  objeto: 'objetos',
  booleano: 'booleanos',
  inteiro: 'inteiros',
  número: 'números',
};

export const reference: ReferenceWords = {
  fieldsHeading: (schema) => `Campos de ${schema} (corpo da resposta 200)`,
  samples: 'Exemplos',
  responses: 'Respostas',
  operationId: (id) => `ID da operação: ${id}.`,
  request: 'Pedido.',
  noParameters: 'Sem parâmetros de caminho, sem parâmetros de consulta, sem corpo.',
  optionalParameter: (location, name, description) =>
    `${parameterPlaces[location] ?? location} opcional ${name}: ${afterColon(description)}`,
  required: 'obrigatório',
  optional: 'opcional',
  typeName: (type) => typeNames[type] ?? type,
  arrayOf: (type) => `lista de ${plurals[type] ?? type}`,
  always: (value) => `sempre ${value}`,
  format: (name) => `formato ${name}`,
  pattern: (pattern) => `expressão regular ${pattern}`,
  samePatternAs: (field) => `a mesma expressão regular que ${field}`,
  atLeast: (value) => `no mínimo ${value}`,
  atMost: (value) => `no máximo ${value}`,
  atLeastCharacters: (value) => `no mínimo ${value} caracteres`,
  atMostCharacters: (value) => `no máximo ${value} caracteres`,
  oneOf: (values) => `um de ${values}`,
  noOtherFields: 'não admite outros campos',
  response: (status, description, headers, body) => `**${status}**: ${afterColon(description)} Cabeçalhos: ${headers}. ${body}`,
  none: 'nenhum',
  noBody: 'Sem corpo.',
  body: (mediaType, schema) => `Corpo: ${mediaType}, ${schema}:`,
};

/** Small numbers as running prose writes them, for a feminine noun (linhas). */
const numberWords = ['zero', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];

const weekdays = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;
const weekdayNames = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;
const months = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'] as const;
const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** `sáb. 24 out.` */
const dayLabel = ({ weekday, day, month }: DateParts): string => `${weekdays[weekday]} ${day} ${months[month]}`;
/** `domingo, 25 de outubro` */
const dayInSentence = ({ weekday, day, month }: DateParts): string => `${weekdayNames[weekday]}, ${day} de ${monthNames[month]}`;
/** The article a clock time takes: `a 01:00`, `as 02:00` (one o'clock is singular). */
const article = (clock: string): string => (clock.startsWith('01:') ? 'a' : 'as');

export const week: WeekWords = {
  dayLabel,
  dayInSentence,
  dateWithYear: (date, year) => `${dayInSentence(date)} de ${year}`,
  noBreaks: 'nenhuma',
  // «No domingo, 25 de outubro, às 02:00 (+01:00), os relógios atrasam para a 01:00 (+00:00), …»: the day, then the
  // time, then what the clocks do, as a sentence in Portugal says it (no «Domingo, 25 de outubro:» label before it).
  clockChange: (change) => {
    // Sábado and domingo are masculine; every -feira is feminine.
    const on = change.day.weekday === 0 || change.day.weekday === 6 ? 'No' : 'Na';
    const moves = change.direction === 'back' ? 'atrasam' : 'adiantam';
    const at = `${article(change.clockBefore) === 'a' ? 'à' : 'às'} ${change.clockBefore} (${change.offsetBefore})`;
    const to = `${article(change.clockAfter)} ${change.clockAfter} (${change.offsetAfter})`;
    const repeated =
      change.direction === 'back'
        ? `, e a hora entre ${article(change.clockAfter)} ${change.clockAfter} e ${article(change.clockBefore)} ${change.clockBefore} repete-se`
        : '';
    return `${on} ${dayInSentence(change.day)}, ${at}, os relógios ${moves} para ${to}, pelo que esse dia dura ${change.dayLength}${repeated}.`;
  },
  shiftAcross: (shift) =>
    `O turno ${shift.shift} (${shift.employee}) vai de ${shift.startsAt} a ${shift.endsAt}: decorrem ${shift.elapsed} do início ao fim, ${shift.breaks === undefined ? `todas de trabalho` : `das quais ${shift.worked} de trabalho e ${shift.breaks} de pausa`}, embora o relógio avance apenas ${shift.wall}. O gráfico representa-o com ${shift.elapsed}.`,
  noClockChanges: (dayLength) => `Não há mudanças de hora nesta semana: todos os dias duram ${dayLength}.`,
  pictureIntro: (rows, firstDay) =>
    `O gráfico representa a semana em ${numberWords[rows] ?? rows} linhas, uma por dia a partir de ${firstDay}, com uma barra para cada turno, do início ao fim, interrompida em cada pausa, e uma cor por funcionário. O que mostra cada linha:`,
  pictureDay: (day, bars) => `- ${day.charAt(0).toUpperCase()}${day.slice(1)}: ${bars.join('; ') || 'sem turnos'}.`,
  breakAt: (span) => `pausa ${span}`,
  continuedFromDayBefore: 'vem do dia anterior',
  continuingIntoNextDay: 'continua no dia seguinte',
  svgTitle: 'A semana de exemplo, dia a dia',
  svgSummary: (shifts, employees, firstDay, lastDay, timeZone) =>
    `${shifts} turnos de ${employees} funcionários fictícios, de ${firstDay}, a ${lastDay} (${timeZone}).`,
  svgRows:
    'Cada dia é uma linha, da meia-noite local à meia-noite local; cada barra é um turno com a duração real e as interrupções nas barras são pausas.',
  svgLongDay: (day, length) => `${day.charAt(0).toUpperCase()}${day.slice(1)}, tem ${length}, por causa da mudança de hora.`,
  svgTableBelow: 'A tabela seguinte lista os mesmos turnos.',
  dayLength: (hours, wide) => (wide ? `${hours} horas` : `${hours} h`),
  clocksGo: (direction, before, after) => `os relógios ${direction === 'back' ? 'atrasam' : 'adiantam'} ${before} → ${after}`,
  legend: ['turno (uma cor por funcionário)', 'pausa', 'mudança de hora', 'hora repetida'],
};

export const discoveryNotes: Readonly<Record<string, string>> = {
  [paths.llms]:
    'O índice para modelos de linguagem (llmstxt.org), que enumera as páginas em inglês em Markdown e a introdução de cada um dos outros idiomas, a especificação OpenAPI, os endpoints e a ficha do servidor MCP.',
  [paths.llmsFull]: 'Todas as páginas da documentação em inglês, pela ordem da navegação, num só ficheiro Markdown.',
  [paths.mcpServerCard]: `O nome, a versão, as versões do protocolo, as ferramentas e os recursos do endpoint MCP, para consultar antes de qualquer ligação (rascunho SEP-2127). O endpoint propriamente dito é ${paths.mcp} (POST, e OPTIONS para os pedidos de verificação prévia de CORS).`,
  [paths.wellKnownServerCard]: 'A mesma ficha, no URL onde a procuram as ferramentas que analisam domínios inteiros.',
  [paths.ard]: 'Os recursos de IA desta origem (Agentic Resource Discovery v0.91), cuja única entrada é a ficha do servidor MCP.',
  [paths.aiCatalog]: 'O mesmo catálogo com o nome anterior, para os clientes que ainda o procuram aí.',
  [paths.apiCatalog]:
    'O conjunto de hiperligações do RFC 9727, que liga a API à especificação OpenAPI (`service-desc`), à documentação (`service-doc`) e ao estado de funcionamento (`status`).',
  [paths.agentSkills]:
    'O índice de competências de agente (agent skills), versão 0.2.0, com uma competência e o hash SHA-256 do seu `SKILL.md`.',
  [paths.agentSkill]:
    'Que ferramenta ou endpoint responde a cada pergunta, os limites e o que não está disponível; é também o texto das instruções do servidor MCP.',
  [paths.sitemap]: 'O mapa do site, com todas as páginas da documentação, em todos os idiomas, e as alternativas de cada uma.',
  [paths.robots]: 'Permite o acesso a todos os robôs de indexação e indica os sinais de conteúdo e onde está o mapa do site.',
};

export const errorPages: ErrorPageWords = {
  title: (heading) => `${heading} · ${productName} para programadores`,
  notFound: 'Página não encontrada',
  notFoundExplanation: (llms) =>
    `Não há nenhum recurso público neste URL (código de estado 404). O URL tem de ser escrito exatamente, respeitando maiúsculas e minúsculas. Verifique se o escreveu bem ou comece por uma das páginas indicadas a seguir. Se for um agente, o índice completo do site está em ${llms}.`,
  methodNotAllowed: 'Método não permitido',
  methodNotAllowedExplanation: (mcp, llms) =>
    `Este URL é só de leitura (código de estado 405). Use GET ou HEAD, como indica o cabeçalho Allow. À exceção do endpoint MCP, ${mcp}, que aceita POST, nenhum URL deste site aceita formulários nem corpos de pedido. Se for um agente, o índice completo do site está em ${llms}.`,
  whereToGo: 'Para onde ir',
  otherLanguages: 'Noutros idiomas',
  agentIndex: (llms, llmsFull) =>
    `[O índice da documentação para agentes](${llms}) (Markdown) e [toda a documentação num só ficheiro](${llmsFull})`,
  contract: (openapi) => `[A especificação OpenAPI](${openapi}): todos os endpoints públicos`,
};

export const errors: ErrorWords = {
  answeredBy: { origin: 'Servidor de origem', edge: 'nginx de referência' },
  connectionClosed: 'Depois, a ligação é fechada.',
  connectionKeptUpTo: (size) => `A ligação mantém-se aberta enquanto o corpo inteiro não passar de ${size}; acima disso, é fechada.`,
  restAction: (advice, message) => `${advice} Texto literal: ${message}`,
};
