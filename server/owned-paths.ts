// Which route of the table (content/routing.ts) owns each path of a build: what the router answers, and its 405s' Allow.
import { errorPagePaths } from '../content/error-pages.ts';
import { type Route, routeTable, siteWidePaths } from '../content/routing.ts';
import type { ArtifactTable } from './artifacts.ts';

/**
 * Every path the router owns for the build `artifacts`, with its route: the table's own paths, and each other path the
 * build emits for the `built` route. Pages the build did not emit are not owned; error pages never are (they are only
 * ever answers to other paths); the site-wide paths only with `siteWide`.
 */
export function ownedPaths(artifacts: ArtifactTable, siteWide: boolean): ReadonlyMap<string, Route> {
  const owned = new Map<string, Route>();
  for (const route of routeTable) {
    if (route.paths === 'built') continue;
    for (const path of route.paths) if (route.routeClass !== 'page' || artifacts.byPath.has(path)) owned.set(path, route);
  }
  const built = routeTable.find((route) => route.paths === 'built');
  if (built !== undefined)
    for (const path of artifacts.byPath.keys()) if (!owned.has(path) && !errorPagePaths.has(path)) owned.set(path, built);
  if (!siteWide) for (const path of siteWidePaths) owned.delete(path);
  return owned;
}
