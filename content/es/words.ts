// Español (de España): the words around the facts (content/words.ts says what each is for); the pages' prose is content/es/*.md.
import { paths, productName } from '../constants.ts';
import { lowerInitial } from '../lower-initial.ts';
import { initializeVersions, modernProtocolVersion } from '../mcp.ts';
import type { DateParts, ErrorPageWords, ErrorWords, LayoutWords, PageWords, ReferenceWords, TableWords, WeekWords } from '../words.ts';

/** After a colon mid-sentence Spanish writes lower case, but for a name. */
export const afterColon = (text: string): string => lowerInitial(text, [productName, 'Markdown']);

/** The reader's own deployment, where a public address is needed and the build has none to show. */
export const yourOrigin = 'https://tu-dominio';

/** `y` becomes `e` before a word that starts with the sound i (`e inquilinos`, `e hijos`), but for a diphthong (`y hielo`). */
export const series = (items: readonly string[]): string => {
  if (items.length < 2) return items.join('');
  const last = items.at(-1) ?? '';
  return `${items.slice(0, -1).join(', ')} ${/^h?[iíIÍ](?![aeoáéó])/.test(last) ? 'e' : 'y'} ${last}`;
};

export const pages: PageWords = {
  overview: {
    navLabel: 'Introducción',
    title: `${productName} para desarrolladores: API pública de descubrimiento y MCP`,
    description: `Cómo usar la interfaz pública de descubrimiento de ${productName}, de solo lectura: los endpoints de producto, permisos y semana de ejemplo, la especificación OpenAPI y el endpoint MCP.`,
  },
  apiReference: {
    navLabel: 'Referencia de la API',
    title: `Referencia de la API de ${productName}: cada endpoint, respuesta y campo`,
    description: `Todas las operaciones de la API REST pública de ${productName}, con sus respuestas y cabeceras, tablas de campos, ejemplos y comandos curl; todo generado a partir de la especificación OpenAPI.`,
  },
  mcpGuide: {
    navLabel: 'Guía de MCP',
    title: `Guía de MCP de ${productName}: conecta Claude, Cursor, VS Code y más`,
    description: `Cómo conectar clientes MCP al endpoint MCP de solo lectura de ${productName}, con ejemplos de configuración, peticiones con curl para las versiones del protocolo ${initializeVersions.at(-1)} a ${initializeVersions[0]} y para la versión ${modernProtocolVersion}, las herramientas, los recursos, los límites y los errores.`,
  },
  limitsAndErrors: {
    navLabel: 'Límites y errores',
    title: `Límites y errores de ${productName}: cada código de estado y qué hacer`,
    description: `Los límites de peticiones de la interfaz pública de ${productName}, todos los códigos de estado de error con los que responde, el objeto de error, las cabeceras \`Retry-After\` y \`RateLimit\` y los errores JSON-RPC de su endpoint MCP.`,
  },
  sampleWeek: {
    navLabel: 'Semana de ejemplo',
    title: `Semana de ejemplo de ${productName}: los turnos ficticios en un gráfico`,
    description: `La semana de ejemplo, fija y ficticia, de la API pública de ${productName}, en un gráfico y en una tabla, incluido el turno de noche durante el cual termina el horario de verano.`,
  },
  forAgents: {
    navLabel: 'Para agentes',
    title: `${productName} para agentes: páginas en Markdown, archivos de descubrimiento y cabeceras`,
    description: `Cómo encuentran los agentes de IA y los rastreadores la documentación de ${productName} a través del Markdown de cada página, llms.txt, el catálogo de API, la ficha del servidor MCP, las habilidades de agente y las cabeceras \`Link\` que apuntan a ellos.`,
  },
};

export const layout: LayoutWords = {
  skipToContent: 'Saltar al contenido',
  brand: (product) => `${product} para desarrolladores`,
  documentationNav: 'Documentación',
  menu: 'Menú',
  onThisPage: 'En esta página',
  languageNav: 'Idioma',
  pageElsewhere: 'Otras formas de leer esta página',
  viewAsMarkdown: 'Ver en Markdown',
  openInChatGpt: 'Abrir en ChatGPT',
  openInClaude: 'Abrir en Claude',
  handOverPrompt: (markdownUrl) => `Lee ${markdownUrl} y ayúdame con lo que documenta.`,
  pageTurn: 'Página anterior y página siguiente',
  previous: 'Anterior',
  next: 'Siguiente',
  pageAsMarkdown: (navLabel) => `${navLabel} en Markdown`,
  contract: 'Especificación OpenAPI',
  fictional: 'Producto ficticio; sin datos de empresas cliente.',
  agentPointer: (llms, llmsFull, markdown) =>
    `Para agentes de IA: el índice de la documentación es ${llms} y toda la documentación está en un solo archivo en ${llmsFull}. La versión en Markdown de esta página está en ${markdown}, y también se obtiene en la URL de la propia página si se solicita en formato text/markdown.`,
  tableLabel: (section) => `Tabla: ${section}`,
  samplesPane: (operation) => `Ejemplos y respuestas: ${operation}`,
  showAllLines: (lines) => `Mostrar las ${lines} líneas`,
};

export const tables: TableWords = {
  endpoints: ['Método', 'Ruta', 'ID de operación', 'Capacidad', 'Cuerpo de la respuesta 200'],
  roles: ['Rol', 'Restricción de acceso'],
  mcpTools: ['Herramienta', 'Título, tal como se envía', 'Qué devuelve', 'Esquema de salida'],
  mcpResources: ['URI', 'Tipo MIME', 'Nombre', 'Qué es'],
  restErrors: ['Código de estado', 'Quién responde y cuándo', 'Mensaje (qué hacer)'],
  mcpErrors: ['Código de estado HTTP', 'Código JSON-RPC', 'Cuándo', 'Qué hacer'],
  responseHeaders: ['Cabecera', 'Se envía con', 'Tipo', 'Descripción'],
  shifts: ['Turno', 'Empleado', 'Empieza', 'Termina', 'Duración', 'Descansos'],
};

/** Where an optional request field goes, by OpenAPI's `in`, as the sentence opens with it. */
const parameterPlaces: Readonly<Record<string, string>> = {
  header: 'Cabecera',
  query: 'Parámetro de consulta',
  path: 'Parámetro de ruta',
  cookie: 'Cookie',
};

/** JSON Schema's types as the reference names them. */
const typeNames: Readonly<Record<string, string>> = {
  string: 'cadena',
  object: 'objeto',
  boolean: 'booleano',
  integer: 'entero',
  number: 'número',
};
/** A type named by typeNames, in the plural, for an array of it. */
const plurals: Readonly<Record<string, string>> = {
  cadena: 'cadenas',
  objeto: 'objetos',
  booleano: 'booleanos',
  entero: 'enteros',
  número: 'números',
};

export const reference: ReferenceWords = {
  fieldsHeading: (schema) => `Campos de ${schema} (cuerpo de la respuesta 200)`,
  samples: 'Ejemplos',
  responses: 'Respuestas',
  operationId: (id) => `ID de operación: ${id}.`,
  request: 'Petición.',
  noParameters: 'Sin parámetros de ruta, sin parámetros de consulta, sin cuerpo.',
  optionalParameter: (location, name, description) =>
    `${parameterPlaces[location] ?? location} opcional ${name}: ${afterColon(description)}`,
  required: 'obligatorio',
  optional: 'opcional',
  typeName: (type) => typeNames[type] ?? type,
  arrayOf: (type) => `array de ${plurals[type] ?? type}`,
  always: (value) => `siempre ${value}`,
  format: (name) => `formato ${name}`,
  pattern: (pattern) => `patrón ${pattern}`,
  samePatternAs: (field) => `el mismo patrón que ${field}`,
  atLeast: (value) => `como mínimo ${value}`,
  atMost: (value) => `como máximo ${value}`,
  atLeastCharacters: (value) => `como mínimo ${value} caracteres`,
  atMostCharacters: (value) => `como máximo ${value} caracteres`,
  oneOf: (values) => `uno de ${values}`,
  noOtherFields: 'no admite campos adicionales',
  response: (status, description, headers, body) => `**${status}**: ${afterColon(description)} Cabeceras: ${headers}. ${body}`,
  none: 'ninguno',
  noBody: 'Sin cuerpo.',
  body: (mediaType, schema) => `Cuerpo: ${mediaType}, ${schema}:`,
};

/** Small numbers as running prose writes them, for a feminine noun (filas). */
const numberWords = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

const weekdays = ['dom.', 'lun.', 'mar.', 'mié.', 'jue.', 'vie.', 'sáb.'] as const;
const weekdayNames = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const months = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'] as const;
const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** `sáb. 24 oct.` */
const dayLabel = ({ weekday, day, month }: DateParts): string => `${weekdays[weekday]} ${day} ${months[month]}`;
/** `domingo 25 de octubre` */
const dayInSentence = ({ weekday, day, month }: DateParts): string => `${weekdayNames[weekday]} ${day} de ${monthNames[month]}`;
/** The article a clock time takes: `la 01:00`, `las 02:00` (one o'clock is singular). */
const article = (clock: string): string => (clock.startsWith('01:') ? 'la' : 'las');

export const week: WeekWords = {
  dayLabel,
  dayInSentence,
  dateWithYear: (date, year) => `${dayInSentence(date)} de ${year}`,
  noBreaks: 'ninguno',
  clockChange: (change) => {
    const moves = change.direction === 'back' ? 'se atrasan' : 'se adelantan';
    const from = `${article(change.clockBefore)} ${change.clockBefore} (${change.offsetBefore})`;
    const to = `${article(change.clockAfter)} ${change.clockAfter} (${change.offsetAfter})`;
    const repeated =
      change.direction === 'back'
        ? ` y la hora entre ${article(change.clockAfter)} ${change.clockAfter} y ${article(change.clockBefore)} ${change.clockBefore} se repite`
        : '';
    return `El ${dayInSentence(change.day)}, a ${from}, los relojes ${moves} a ${to}, por lo que ese día dura ${change.dayLength}${repeated}.`;
  },
  shiftAcross: (shift) =>
    `El turno ${shift.shift} (${shift.employee}) va de ${shift.startsAt} a ${shift.endsAt}: transcurren ${shift.elapsed} de principio a fin, ${shift.breaks === undefined ? 'todas de trabajo' : `de las que ${shift.worked} son de trabajo y ${shift.breaks} de descanso`}, aunque el reloj solo avanza ${shift.wall}. El gráfico lo representa con una duración de ${shift.elapsed}.`,
  noClockChanges: (dayLength) => `Esta semana no hay cambios de hora: todos los días duran ${dayLength}.`,
  pictureIntro: (rows, firstDay) =>
    `El gráfico muestra la semana en ${numberWords[rows] ?? rows} filas, una por día desde el ${firstDay}, con una barra que va del inicio al final de cada turno, un hueco en cada descanso y un color por empleado. Cada fila muestra lo siguiente:`,
  pictureDay: (day, bars) => `- ${day.charAt(0).toUpperCase()}${day.slice(1)}: ${bars.join('; ') || 'sin turnos'}.`,
  breakAt: (span) => `descanso ${span}`,
  continuedFromDayBefore: 'continuación del día anterior',
  continuingIntoNextDay: 'continúa al día siguiente',
  svgTitle: 'La semana de ejemplo, día a día',
  svgSummary: (shifts, employees, firstDay, lastDay, timeZone) =>
    `${shifts} turnos de ${employees} empleados ficticios, del ${firstDay} al ${lastDay}, ${timeZone}.`,
  svgRows:
    'Cada día es una fila de medianoche a medianoche en hora local; cada barra es un turno con su duración real y los huecos en las barras son descansos.',
  svgLongDay: (day, length) => `El ${day} tiene ${length} porque cambia la hora.`,
  svgTableBelow: 'La tabla siguiente recoge los mismos turnos.',
  dayLength: (hours, wide) => (wide ? `${hours} horas` : `${hours} h`),
  clocksGo: (direction, before, after) => `los relojes se ${direction === 'back' ? 'atrasan' : 'adelantan'} ${before} → ${after}`,
  legend: ['turno (un color por empleado)', 'descanso', 'cambio de hora', 'hora repetida'],
};

export const discoveryNotes: Readonly<Record<string, string>> = {
  [paths.llms]:
    'El índice para modelos de lenguaje (llmstxt.org), que enumera las páginas en inglés en Markdown y la introducción de cada uno de los demás idiomas, la especificación OpenAPI, los endpoints y la ficha del servidor MCP.',
  [paths.llmsFull]: 'Todas las páginas de la documentación en inglés, en el orden de la navegación, en un solo archivo Markdown.',
  [paths.mcpServerCard]: `El nombre, la versión, las versiones del protocolo, las herramientas y los recursos del endpoint MCP, para consultarlos antes de conectarse (borrador SEP-2127). El propio endpoint es ${paths.mcp} (POST, y OPTIONS para las peticiones de comprobación previa de CORS).`,
  [paths.wellKnownServerCard]: 'La misma ficha, donde la buscan las herramientas que analizan dominios enteros.',
  [paths.ard]: 'Los recursos de IA de este origen (Agentic Resource Discovery v0.91), cuya única entrada es la ficha del servidor MCP.',
  [paths.aiCatalog]: 'El mismo catálogo con su nombre anterior, para los clientes que aún lo buscan ahí.',
  [paths.apiCatalog]:
    'El conjunto de enlaces del RFC 9727, que enlaza la API con su especificación OpenAPI (`service-desc`), su documentación (`service-doc`) y su estado (`status`).',
  [paths.agentSkills]:
    'El índice de habilidades de agente (agent skills), según la versión 0.2.0 de su especificación de descubrimiento, con una habilidad y el hash SHA-256 de su `SKILL.md`.',
  [paths.agentSkill]:
    'Qué herramienta o endpoint responde a qué, los límites y lo que no está disponible; es también el texto de las instrucciones del servidor MCP.',
  [paths.sitemap]: 'El mapa del sitio, con todas las páginas de la documentación, en todos los idiomas, y sus alternativas.',
  [paths.robots]: 'Permite el acceso a todos los rastreadores e indica las señales de contenido y dónde está el mapa del sitio.',
};

export const errorPages: ErrorPageWords = {
  title: (heading) => `${heading} · ${productName} para desarrolladores`,
  notFound: 'Página no encontrada',
  notFoundExplanation: (llms) =>
    `No hay ningún recurso público en esta URL (código de estado 404). Las URL distinguen entre mayúsculas y minúsculas y deben escribirse exactamente. Comprueba que esté bien escrita o empieza por una de las páginas que se indican a continuación. Si eres un agente, el índice completo del sitio está en ${llms}.`,
  methodNotAllowed: 'Método no permitido',
  methodNotAllowedExplanation: (mcp, llms) =>
    `Esta URL es de solo lectura (código de estado 405). Usa GET o HEAD, como indica la cabecera Allow. Salvo el endpoint MCP, ${mcp}, que acepta POST, ninguna URL de este sitio acepta formularios ni cuerpos de petición. Si eres un agente, el índice completo del sitio está en ${llms}.`,
  whereToGo: 'Adónde ir',
  otherLanguages: 'En otros idiomas',
  agentIndex: (llms, llmsFull) =>
    `[El índice de la documentación para agentes](${llms}) (Markdown) y [toda la documentación en un solo archivo](${llmsFull})`,
  contract: (openapi) => `[La especificación OpenAPI](${openapi}): todos los endpoints públicos`,
};

export const errors: ErrorWords = {
  answeredBy: { origin: 'Servidor de origen', edge: 'nginx de referencia' },
  connectionClosed: 'Después, la conexión se cierra.',
  connectionKeptUpTo: (size) => `La conexión sigue abierta mientras el cuerpo entero no pase de ${size}; por encima, se cierra.`,
  restAction: (advice, message) => `${advice} Texto literal: ${message}`,
};
