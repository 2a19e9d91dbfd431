// llms.txt (llmstxt.org: title, summary, prose, then sections of absolute links) and llms-full.txt (every page in one file), from content/ and the page list.
import { paths, publicEndpoints } from '../../../content/constants.ts';
import { discoveryFiles, type LlmsSection } from '../../../content/discovery.ts';
import llmsSource from '../../../content/llms.md?raw';
import llmsFullSource from '../../../content/llms-full.md?raw';
import { contract, publicBaseUrl } from '../build/build-context.ts';
import { absoluteLinks } from '../pages/agent-markdown.ts';
import { builtPages } from '../pages/doc-pages.ts';
import { fillPlaceholders } from '../pages/placeholders.ts';

/** One llms.txt entry: `- [Title](absolute URL): note`. */
const entry = (title: string, path: string, note: string): string => `- [${title}](${publicBaseUrl}${path}): ${note}`;

const discoveryEntries = (section: LlmsSection): string =>
  discoveryFiles
    .filter((file) => file.llmsSection === section)
    .map((file) => entry(file.title, file.path, file.note))
    .join('\n');

/** The index for language models at /llms.txt. */
export const llmsTxt = fillPlaceholders(llmsSource, 'content/llms.md', {
  'llms.pages': builtPages.map((page) => entry(page.navLabel, page.markdownPath, page.description)).join('\n'),
  'llms.api': [
    entry(
      'OpenAPI contract',
      paths.openapi,
      `OpenAPI ${String(contract.openapi)}: the three endpoints, their responses, headers and JSON Schemas.`,
    ),
    ...publicEndpoints.map((endpoint) =>
      entry(endpoint.summary, endpoint.path, `GET, JSON (${endpoint.operationId}). ${endpoint.description}`),
    ),
  ].join('\n'),
  'llms.mcp': discoveryEntries('mcp'),
  'llms.optional': discoveryEntries('optional'),
});

/** Every documentation page in one Markdown file at /llms-full.txt, each introduced by its address. */
export const llmsFullTxt = absoluteLinks(
  fillPlaceholders(llmsFullSource, 'content/llms-full.md', {
    'llms.pages': builtPages.map((page) => `Source: ${publicBaseUrl}${page.path}\n\n${page.body.trim()}`).join('\n\n---\n\n'),
  }),
  publicBaseUrl,
);
