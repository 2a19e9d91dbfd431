// Emits every non-HTML artifact: the three documents, the OpenAPI contract, each documentation page's Markdown twin, every file agents and crawlers look for, and the pages' WebMCP script.
import type { APIRoute, GetStaticPaths } from 'astro';
import { paths, publicEndpoints } from '../../content/constants.ts';
import { discoveryFiles } from '../../content/discovery.ts';
import { contract, documents } from '../lib/build-context.ts';
import { catalogDocuments, skillMarkdown } from '../lib/catalogs.ts';
import { robotsTxt, sitemapXml } from '../lib/crawler-files.ts';
import { builtPages } from '../lib/doc-pages.ts';
import { builtErrorPages } from '../lib/error-pages.ts';
import { llmsFullTxt, llmsTxt } from '../lib/llms-txt.ts';
import { searchIndex } from '../lib/search-index.ts';
import { webMcpScript } from '../lib/webmcp-script.ts';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Body of each artifact, by URL path. */
const artifacts: Readonly<Record<string, string>> = {
  ...Object.fromEntries(publicEndpoints.map((endpoint) => [endpoint.path, json(documents[endpoint.document])])),
  [paths.openapi]: json(contract),
  ...Object.fromEntries(builtPages.map((page) => [page.markdownPath, page.markdown])),
  ...Object.fromEntries(builtErrorPages.map((page) => [page.markdownPath, page.markdown])),
  [paths.llms]: llmsTxt,
  [paths.llmsFull]: llmsFullTxt,
  [paths.robots]: robotsTxt,
  [paths.sitemap]: sitemapXml,
  ...Object.fromEntries(
    discoveryFiles.flatMap(({ path, catalog }) => (catalog === undefined ? [] : [[path, json(catalogDocuments[catalog])]])),
  ),
  [paths.agentSkill]: skillMarkdown,
  [webMcpScript.path]: webMcpScript.code,
  // Compact: read by the docs script only, and every byte is fetched on the first search.
  [paths.searchIndex]: `${JSON.stringify(searchIndex)}\n`,
};

export const getStaticPaths = (() =>
  Object.keys(artifacts).map((path) => ({ params: { artifact: path.slice(1) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(artifacts[`/${params.artifact ?? ''}`]);
