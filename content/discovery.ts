// Where agents look before they read a page: every discovery file's path, type and purpose, the content signals, and what the catalogs say; the build writes the files, the docs and llms.txt list them.
import { agentSkillName, paths, productDomain, productName } from './constants.ts';
import { mcpServerInfo } from './mcp.ts';

/**
 * contentsignals.org preferences, in robots.txt and on every Markdown answer. This is public product documentation
 * with no personal or customer data: it exists to be found (search), read by agents answering a question (ai-input),
 * and known by models without a fetch (ai-train).
 */
const contentSignals = { search: 'yes', 'ai-input': 'yes', 'ai-train': 'yes' } as const;

/** The signals as the `Content-Signal` field and robots.txt line write them. */
export const contentSignal = Object.entries(contentSignals)
  .map(([use, allowed]) => `${use}=${allowed}`)
  .join(', ');

/** The media types of the discovery files that their extension does not tell. */
export const discoveryMediaTypes = {
  markdown: 'text/markdown; charset=utf-8',
  plainText: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  json: 'application/json',
  /** RFC 9727 §4.1: a linkset with the api-catalog profile. */
  apiCatalog: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  serverCard: 'application/mcp-server-card+json',
  aiCatalog: 'application/ai-catalog+json',
} as const;

/** Where llms.txt lists a file: the MCP section, the Optional section, or not at all (itself, duplicates, crawler files). */
export type LlmsSection = 'mcp' | 'optional' | undefined;

/** The JSON catalogs, by the shape they have (each has its schema in schemas/ and its document in the build). */
export type CatalogKind = 'apiCatalog' | 'serverCard' | 'ard' | 'agentSkills';

/** One file an agent or crawler finds in a well-known place; what it is for, in each language, is `discoveryNotes` in that language's words.ts. */
export interface DiscoveryFile {
  readonly path: string;
  readonly title: string;
  readonly contentType: string;
  readonly llmsSection: LlmsSection;
  /** Which JSON catalog it is, if it is one. */
  readonly catalog?: CatalogKind;
}

/** Every discovery file, in the order the overview lists them. */
export const discoveryFiles: readonly DiscoveryFile[] = [
  {
    path: paths.llms,
    title: 'llms.txt',
    contentType: discoveryMediaTypes.markdown,
    llmsSection: undefined,
  },
  {
    path: paths.llmsFull,
    title: 'All documentation in one file',
    contentType: discoveryMediaTypes.markdown,
    llmsSection: 'optional',
  },
  {
    path: paths.mcpServerCard,
    title: 'MCP server card',
    contentType: discoveryMediaTypes.serverCard,
    llmsSection: 'mcp',
    catalog: 'serverCard',
  },
  {
    path: paths.wellKnownServerCard,
    title: 'MCP server card (well-known copy)',
    contentType: discoveryMediaTypes.serverCard,
    llmsSection: undefined,
    catalog: 'serverCard',
  },
  {
    path: paths.ard,
    title: 'AI catalog (ARD)',
    contentType: discoveryMediaTypes.aiCatalog,
    llmsSection: 'optional',
    catalog: 'ard',
  },
  {
    path: paths.aiCatalog,
    title: 'AI catalog (earlier name)',
    contentType: discoveryMediaTypes.aiCatalog,
    llmsSection: undefined,
    catalog: 'ard',
  },
  {
    path: paths.apiCatalog,
    title: 'API catalog',
    contentType: discoveryMediaTypes.apiCatalog,
    llmsSection: 'optional',
    catalog: 'apiCatalog',
  },
  {
    path: paths.agentSkills,
    title: 'Agent skills index',
    contentType: discoveryMediaTypes.json,
    llmsSection: 'optional',
    catalog: 'agentSkills',
  },
  {
    path: paths.agentSkill,
    title: 'Agent skill: how to use this interface',
    contentType: discoveryMediaTypes.markdown,
    llmsSection: 'optional',
  },
  {
    path: paths.sitemap,
    title: 'Sitemap',
    contentType: discoveryMediaTypes.xml,
    llmsSection: 'optional',
  },
  {
    path: paths.robots,
    title: 'robots.txt',
    contentType: discoveryMediaTypes.plainText,
    llmsSection: undefined,
  },
];

/** The agent skill: the SKILL.md front matter and the skills index say the same. */
export const agentSkill = {
  name: agentSkillName,
  description: `Find out what ${productName} (workforce scheduling software) is and offers through its public, read-only discovery interface: product facts, capabilities and limitations, access boundaries and a fictional sample week of shifts, over REST or MCP, with no account. Use it before answering questions about ${productName} or testing a client against it.`,
} as const;

/** The AI catalog's one entry (at both of its addresses): the MCP server, named by an ARD URN under the product's domain. */
export const aiCatalogEntry = {
  identifier: `urn:air:${productDomain}:mcp:${mcpServerInfo.name}`,
  representativeQueries: [
    `What is ${productName} and what does its workforce scheduling software do?`,
    `What does ${productName} not do (payroll, legal compliance, customer data)?`,
    `Show a fictional sample week of shifts from ${productName}.`,
    `Which public endpoints and MCP tools does ${productName} offer without an account?`,
  ],
} as const;
