// English: the words around the facts (content/words.ts says what each is for); the pages' prose is content/*.md.
import { paths, productName } from '../constants.ts';
import { initializeVersions, modernProtocolVersion } from '../mcp.ts';
import type { DateParts, ErrorPageWords, ErrorWords, LayoutWords, PageWords, ReferenceWords, TableWords, WeekWords } from '../words.ts';

/** The reader's own deployment, where a public address is needed and the build has none to show. */
export const yourOrigin = 'https://your-domain';

export const series = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const pages: PageWords = {
  overview: {
    navLabel: 'Overview',
    title: `${productName} developers: public discovery API and MCP`,
    description: `How to use ${productName}'s public, read-only discovery interface: product, permissions and sample-week endpoints, the OpenAPI contract and the MCP endpoint.`,
  },
  apiReference: {
    navLabel: 'API reference',
    title: `${productName} API reference: every endpoint, response and field`,
    description: `Every operation of ${productName}'s public REST API, with its responses and their headers, field tables, examples and curl commands; all generated from the OpenAPI contract.`,
  },
  mcpGuide: {
    navLabel: 'MCP guide',
    title: `${productName} MCP guide: connect Claude, Cursor, VS Code and more`,
    description: `How to connect MCP clients to ${productName}'s read-only MCP endpoint, with configuration snippets, raw curl for protocol versions ${initializeVersions.at(-1)} to ${initializeVersions[0]} and for ${modernProtocolVersion}, the tools, resources, limits and errors.`,
  },
  limitsAndErrors: {
    navLabel: 'Limits and errors',
    title: `${productName} limits and errors: every status and what to do`,
    description: `The rate limits of ${productName}'s public interface, every error status it answers with, the error object, the \`Retry-After\` and \`RateLimit\` fields, and the JSON-RPC errors of its MCP endpoint.`,
  },
  sampleWeek: {
    navLabel: 'Sample week',
    title: `${productName} sample week: the fictional shifts, drawn`,
    description: `The fixed, fictional sample week of ${productName}'s public API drawn as a picture and listed as a table, including the overnight shift across the end of summer time.`,
  },
  forAgents: {
    navLabel: 'For agents',
    title: `${productName} for agents: Markdown pages, discovery files and headers`,
    description: `How AI agents and crawlers find ${productName}'s documentation through every page's Markdown, llms.txt, the API catalog, the MCP server card, agent skills and the \`Link\` headers that point to them.`,
  },
};

export const layout: LayoutWords = {
  skipToContent: 'Skip to content',
  brand: (product) => `${product} developers`,
  documentationNav: 'Documentation',
  menu: 'Menu',
  onThisPage: 'On this page',
  languageNav: 'Language',
  pageElsewhere: 'This page elsewhere',
  viewAsMarkdown: 'View as Markdown',
  openInChatGpt: 'Open in ChatGPT',
  openInClaude: 'Open in Claude',
  handOverPrompt: (markdownUrl) => `Read ${markdownUrl} and help me with what it documents.`,
  pageTurn: 'Previous and next pages',
  previous: 'Previous',
  next: 'Next',
  pageAsMarkdown: (navLabel) => `${navLabel} as Markdown`,
  contract: 'OpenAPI contract',
  fictional: 'Fictional product; no customer data.',
  agentPointer: (llms, llmsFull, markdown) =>
    `For AI agents: the documentation index is ${llms}, and all of it is in one file at ${llmsFull}. This page is Markdown at ${markdown}, and at its own address when asked for text/markdown.`,
  tableLabel: (section) => `Table: ${section}`,
  samplesPane: (operation) => `Samples and responses: ${operation}`,
  showAllLines: (lines) => `Show all ${lines} lines`,
};

export const tables: TableWords = {
  endpoints: ['Method', 'Path', 'Operation id', 'Capability', '200 body'],
  roles: ['Role', 'Boundary'],
  mcpTools: ['Tool', 'Title, as sent', 'What it returns', 'Output schema'],
  mcpResources: ['URI', 'MIME type', 'Name', 'What it is'],
  restErrors: ['Status', 'Who answers, and when', 'Message (what to do)'],
  mcpErrors: ['HTTP status', 'JSON-RPC code', 'When', 'What to do'],
  responseHeaders: ['Header', 'Sent with', 'Type', 'Description'],
  shifts: ['Shift', 'Employee', 'Starts', 'Ends', 'Length', 'Breaks'],
};

export const reference: ReferenceWords = {
  fieldsHeading: (schema) => `Fields of ${schema} (the 200 body)`,
  samples: 'Samples',
  responses: 'Responses',
  operationId: (id) => `Operation id ${id}.`,
  request: 'Request.',
  noParameters: 'No path parameters, no query parameters, no body.',
  optionalParameter: (location, name, description) => `Optional ${location} ${name}: ${description}`,
  required: 'required',
  optional: 'optional',
  typeName: (type) => type,
  arrayOf: (type) => `array of ${type}`,
  always: (value) => `always ${value}`,
  format: (name) => `format ${name}`,
  pattern: (pattern) => `pattern ${pattern}`,
  samePatternAs: (field) => `same pattern as ${field}`,
  atLeast: (value) => `at least ${value}`,
  atMost: (value) => `at most ${value}`,
  atLeastCharacters: (value) => `at least ${value} characters`,
  atMostCharacters: (value) => `at most ${value} characters`,
  oneOf: (values) => `one of ${values}`,
  noOtherFields: 'no other fields',
  response: (status, description, headers, body) => `**${status}**: ${description} Headers: ${headers}. ${body}`,
  none: 'none',
  noBody: 'No body.',
  body: (mediaType, schema) => `Body: ${mediaType}, ${schema}:`,
};

/** Small numbers as running prose writes them. */
const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** `Sat 24 Oct`, in tables and sentences alike. */
const dayLabel = ({ weekday, day, month }: DateParts): string => `${weekdays[weekday]} ${day} ${months[month]}`;

export const week: WeekWords = {
  dayLabel,
  dayInSentence: dayLabel,
  dateWithYear: (date, year) => `${dayLabel(date)} ${year}`,
  noBreaks: 'none',
  clockChange: (change) =>
    `On ${dayLabel(change.day)} at ${change.clockBefore} (${change.offsetBefore}) the clocks go ${change.direction} to ${change.clockAfter} (${change.offsetAfter}), so that day lasts ${change.dayLength}${change.direction === 'back' ? ` and the hour from ${change.clockAfter} repeats` : ''}.`,
  shiftAcross: (shift) =>
    `Shift ${shift.shift} (${shift.employee}) runs from ${shift.startsAt} to ${shift.endsAt}: ${shift.elapsed} from start to end, ${shift.worked} of it worked${shift.breaks === undefined ? '' : ` and ${shift.breaks} on break`}, though the clock moves only ${shift.wall}. The picture draws it at ${shift.elapsed}.`,
  noClockChanges: (dayLength) => `No clock changes this week: every day lasts ${dayLength}.`,
  pictureIntro: (rows, firstDay) =>
    `The picture draws the week as ${numberWords[rows] ?? rows} rows, one per day from ${firstDay}, with a bar for each shift from its start to its end, a gap for each break, and one colour per employee. What each row shows:`,
  pictureDay: (day, bars) => `- ${day}: ${bars.join('; ') || 'no shifts'}.`,
  breakAt: (span) => `break ${span}`,
  continuedFromDayBefore: 'continued from the day before',
  continuingIntoNextDay: 'continuing into the next day',
  svgTitle: 'The sample week, drawn by day',
  svgSummary: (shifts, employees, firstDay, lastDay, timeZone) =>
    `${shifts} shifts of ${employees} fictional employees from ${firstDay} to ${lastDay}, ${timeZone}.`,
  svgRows:
    'Each day is a row from local midnight to local midnight; each bar is a shift at its true length and the gaps in bars are breaks.',
  svgLongDay: (day, length) => `${day} has ${length} because the clocks change.`,
  svgTableBelow: 'The table below lists the same shifts.',
  dayLength: (hours, wide) => (wide ? `${hours} hours` : `${hours} h`),
  clocksGo: (direction, before, after) => `clocks go ${direction} ${before} → ${after}`,
  legend: ['shift (one colour per employee)', 'break', 'clock change', 'repeated hour'],
};

export const discoveryNotes: Readonly<Record<string, string>> = {
  [paths.llms]:
    'The index for language models (llmstxt.org), which lists the English pages as Markdown and the overview of each other language, the contract, the endpoints and the MCP server card.',
  [paths.llmsFull]: 'Every documentation page in English, in navigation order, as one Markdown file.',
  [paths.mcpServerCard]: `The MCP endpoint's name, version, protocol versions, tools and resources, to read before connecting (draft SEP-2127); the endpoint itself is ${paths.mcp} (POST, and OPTIONS for CORS preflights).`,
  [paths.wellKnownServerCard]: 'The same card, where domain-level scanners look.',
  [paths.ard]: 'The AI resources of this origin (Agentic Resource Discovery v0.91), whose one entry is the MCP server card.',
  [paths.aiCatalog]: 'The same catalog under its earlier name, for clients that still look there.',
  [paths.apiCatalog]:
    'The RFC 9727 linkset that links the API to its contract (`service-desc`), documentation (`service-doc`) and health (`status`).',
  [paths.agentSkills]: 'Agent Skills discovery (0.2.0), with one skill and the SHA-256 digest of its `SKILL.md`.',
  [paths.agentSkill]: 'Which tool or endpoint answers what, the limits and what is not available; also the MCP instructions.',
  [paths.sitemap]: 'Every documentation page in every language, with its alternates.',
  [paths.robots]: 'Lets every crawler in, states the content signals and says where the sitemap is.',
};

export const errorPages: ErrorPageWords = {
  title: (heading) => `${heading} · ${productName} developers`,
  notFound: 'Page not found',
  notFoundExplanation: (llms) =>
    `Nothing public lives at this address (status 404). Addresses are exact and case-sensitive: check the spelling, or start from one of the pages below. Agents: the index of everything here is ${llms}.`,
  methodNotAllowed: 'Method not allowed',
  methodNotAllowedExplanation: (mcp, llms) =>
    `This address can only be read (status 405): use GET or HEAD, as the Allow header says. Nothing here accepts a form or a request body; the MCP endpoint ${mcp} is the one address that takes POST. Agents: the index of everything here is ${llms}.`,
  whereToGo: 'Where to go',
  otherLanguages: 'In other languages',
  agentIndex: (llms, llmsFull) => `[The documentation index for agents](${llms}) (Markdown), and [all of it in one file](${llmsFull})`,
  contract: (openapi) => `[The OpenAPI contract](${openapi}): every public endpoint`,
};

/** English keeps the capital after a colon. */
export const afterColon = (text: string): string => text;

export const errors: ErrorWords = {
  answeredBy: { origin: 'Origin', edge: 'Reference nginx' },
  connectionClosed: 'Then the connection is closed.',
  connectionKeptUpTo: (size) => `The connection stays open while the whole body is at most ${size}, and is closed beyond.`,
  restAction: (_advice, message) => message,
};
