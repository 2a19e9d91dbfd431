// Emits every non-HTML artifact: the three documents, the OpenAPI contract, each documentation page's Markdown twin, every file agents and crawlers look for, each language's search index, and the pages' WebMCP script and icon.
import type { APIRoute, GetStaticPaths } from 'astro';
import { paths, publicEndpoints } from '../../content/constants.ts';
import { discoveryFiles } from '../../content/discovery.ts';
import { languages } from '../../content/languages.ts';
import { contract, documents } from '../lib/build/build-context.ts';
import { catalogDocuments, skillMarkdown } from '../lib/discovery/catalogs.ts';
import { robotsTxt, sitemapXml } from '../lib/discovery/crawler-files.ts';
import { llmsFullTxt, llmsTxt } from '../lib/discovery/llms-txt.ts';
import { builtPages } from '../lib/pages/doc-pages.ts';
import { builtErrorPages } from '../lib/pages/error-pages.ts';
import { pageIcon } from '../lib/pages/page-icon.ts';
import { searchIndex } from '../lib/pages/search-index.ts';
import { webMcpScript } from '../lib/pages/webmcp-script.ts';

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
  [pageIcon.path]: pageIcon.svg,
  [paths.favicon]: pageIcon.svg,
  // Compact: read by the docs script only, and every byte is fetched on the first search.
  ...Object.fromEntries(languages.map((language) => [language.searchIndexPath, `${JSON.stringify(searchIndex(language.tag))}\n`])),
};

export const getStaticPaths = (() =>
  Object.keys(artifacts).map((path) => ({ params: { artifact: path.slice(1) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(artifacts[`/${params.artifact ?? ''}`]);
