// The documentation pages under /en/developers, in navigation order: the one list the build renders, the origin negotiates, and llms.txt and the sitemap read.
import { paths, productName } from './constants.ts';

/** The pages, by the key their source and generator use. */
export type PageKey = 'overview' | 'apiReference' | 'mcpGuide' | 'limitsAndErrors' | 'sampleWeek' | 'forAgents';

/** One documentation page: HTML for people and Markdown for agents at `path`, the Markdown also at `markdownPath`. */
export interface DocumentationPage {
  readonly key: PageKey;
  readonly path: string;
  readonly markdownPath: string;
  /** The document title (`<title>`); the page's own h1 comes from its Markdown. */
  readonly title: string;
  /** Its name in the navigation. */
  readonly navLabel: string;
  /** The meta description, and a one-line note wherever the page is listed. */
  readonly description: string;
}

const page = (key: PageKey, path: string, navLabel: string, title: string, description: string): DocumentationPage => ({
  key,
  path,
  markdownPath: `${path}.md`,
  title,
  navLabel,
  description,
});

const overview = page(
  'overview',
  paths.developers,
  'Overview',
  `${productName} developers: public discovery API and MCP`,
  `How to use ${productName}'s public, read-only discovery interface: product, permissions and sample-week endpoints, the OpenAPI contract and the MCP endpoint.`,
);

/** What `/` stands for: agents asking for Markdown get this page's Markdown there, everyone else a redirect to it. */
export const homePage: DocumentationPage = overview;

/** Every documentation page, the overview first. */
export const documentationPages: readonly DocumentationPage[] = [
  overview,
  page(
    'apiReference',
    paths.apiReference,
    'API reference',
    `${productName} API reference: every endpoint, response and field`,
    `Every operation of ${productName}'s public REST API, generated from its OpenAPI contract: responses with their headers, field tables, examples and curl commands.`,
  ),
  page(
    'mcpGuide',
    paths.mcpGuide,
    'MCP guide',
    `${productName} MCP guide: connect Claude, Cursor, VS Code and more`,
    `How to connect MCP clients to ${productName}'s read-only MCP endpoint, with configuration snippets, raw curl for both protocol eras, the tools, resources, limits and errors.`,
  ),
  page(
    'limitsAndErrors',
    paths.limitsAndErrors,
    'Limits and errors',
    `${productName} limits and errors: every status and what to do`,
    `The rate limits of ${productName}'s public interface, every error status it answers with, the error object, Retry-After and RateLimit fields, and the JSON-RPC errors of its MCP endpoint.`,
  ),
  page(
    'sampleWeek',
    paths.sampleWeekPicture,
    'Sample week',
    `${productName} sample week: the fictional shifts, drawn`,
    `The fixed, fictional sample week of ${productName}'s public API drawn as a picture and listed as a table, including the overnight shift across the end of summer time.`,
  ),
  page(
    'forAgents',
    paths.forAgents,
    'For agents',
    `${productName} for agents: Markdown pages, discovery files and headers`,
    `How AI agents and crawlers find ${productName}'s documentation: every page as Markdown, llms.txt, the API catalog, the MCP server card, agent skills and the Link headers that point to them.`,
  ),
];
