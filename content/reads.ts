// What a read was of and how it ended: the surface of a path (a page, its Markdown, a document, the contract, a discovery file, MCP) and the outcome of a status, as the origin counts them and the insights report reads them from any log.
import { paths, publicEndpoints } from './constants.ts';
import { documentationPages } from './pages.ts';

/** What was read. */
export const surfaces = ['page', 'markdown', 'document', 'contract', 'discovery', 'mcp', 'other'] as const;
export type Surface = (typeof surfaces)[number];

/** How a read ended, by its status. */
export const outcomes = ['served', 'not-modified', 'redirected', 'limited', 'refused', 'error'] as const;
export type Outcome = (typeof outcomes)[number];

const surfaceOfPaths = new Map<string, Surface | undefined>([
  ...documentationPages.flatMap((page): [string, Surface][] => [
    [page.path, 'page'],
    [page.markdownPath, 'markdown'],
  ]),
  ...publicEndpoints.map((endpoint): [string, Surface] => [endpoint.path, 'document']),
  [paths.home, 'page'],
  [paths.openapi, 'contract'],
  [paths.mcp, 'mcp'],
  [paths.llms, 'discovery'],
  [paths.llmsFull, 'discovery'],
  [paths.robots, 'discovery'],
  [paths.sitemap, 'discovery'],
  [paths.mcpServerCard, 'discovery'],
  // The origin's own liveness and readiness are nobody's read.
  [paths.health, undefined],
  [paths.readiness, undefined],
]);

/**
 * The surface a request for `path` reads, `markdown` for a page answered as Markdown (`answeredMarkdown`), or
 * undefined for what is not a read (health and readiness probes).
 */
export function surfaceOf(path: string, answeredMarkdown = false): Surface | undefined {
  const surface = surfaceOfPaths.get(path);
  if (surface !== undefined) return surface === 'page' && answeredMarkdown ? 'markdown' : surface;
  if (surfaceOfPaths.has(path)) return undefined;
  return path.startsWith('/.well-known/') ? 'discovery' : 'other';
}

/** The outcome of an answer with `status`. */
export function outcomeOf(status: number): Outcome {
  if (status >= 500) return 'error';
  if (status === 429) return 'limited';
  if (status >= 400) return 'refused';
  if (status === 304) return 'not-modified';
  return status >= 300 ? 'redirected' : 'served';
}
