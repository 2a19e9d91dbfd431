// Which paths only the origin can answer, and why: the static host's and the edge's routing rules are derived from this list (deploy/README.md explains it).
import { paths, publicEndpoints } from './constants.ts';
import { errorPagePaths } from './error-pages.ts';
import { negotiatedPages } from './response-headers.ts';

/** A path a static host or CDN must forward to the origin, with the reason it cannot answer it itself. */
export interface OriginOnlyPath {
  readonly path: string;
  readonly reason: string;
}

/**
 * Every path that must reach the origin. Everything else the build emits is static: the same bytes and headers
 * for every client, which any static host can serve from its files with the generated header rules.
 */
export const originOnlyPaths: readonly OriginOnlyPath[] = [
  ...publicEndpoints.map((endpoint) => ({
    path: endpoint.path,
    reason: 'rate-limited per client address: a static host cannot count requests per client',
  })),
  {
    path: paths.home,
    reason: 'negotiated on Accept (Markdown for agents, a redirect for browsers): a static host cannot branch on a request header',
  },
  ...Object.keys(negotiatedPages).map((path) => ({
    path,
    reason: 'negotiated on Accept (HTML or Markdown): a static host cannot branch on a request header',
  })),
  { path: paths.mcp, reason: 'POST, rate-limited per client, answers depend on the request body and headers' },
  ...[...errorPagePaths].map((path) => ({
    path,
    reason: "the origin's 404 and 405 answers for people and agents, sent with the error's status and never at their own address",
  })),
  { path: paths.health, reason: "the origin's own liveness" },
  { path: paths.readiness, reason: "the origin's own readiness (whether its shared rate-limit store is reachable)" },
];

const originOnly: ReadonlySet<string> = new Set(originOnlyPaths.map((entry) => entry.path));

/** Whether `path` must be answered by the origin. */
export function isOriginOnly(path: string): boolean {
  return originOnly.has(path);
}
