// The class of every path the router owns: which of its routes answers it, for the metrics' `route` label and for the 405 of a method the path does not take.
import { paths } from '../content/constants.ts';
import { errorPagePaths } from '../content/error-pages.ts';
import { type BuiltPathClass, builtPathClass } from '../content/response-headers.ts';
import type { ArtifactTable } from './artifacts.ts';
import type { RouteClass } from './metric-counts.ts';
import { requestPath } from './request-path.ts';

/** The metrics' name for each class of built path. */
const builtRouteClasses: Readonly<Record<BuiltPathClass, RouteClass>> = {
  limited: 'document',
  page: 'page',
  home: 'home',
  static: 'static',
  hashedAsset: 'static',
  apiCatalog: 'static',
  serverCard: 'static',
  // Never routed (left out below): the error pages are only ever answers to other paths.
  errorPage: 'unrouted',
};

/** Every path the router owns for the build `artifacts`, with its class. */
export function ownedPaths(artifacts: ArtifactTable): ReadonlyMap<string, RouteClass> {
  return new Map<string, RouteClass>([
    ...[...artifacts.byPath.keys()]
      .filter((path) => !errorPagePaths.has(path))
      .map((path): [string, RouteClass] => [path, builtRouteClasses[builtPathClass(path)]]),
    [paths.home, 'home'],
    [paths.health, 'health'],
    [paths.readiness, 'readiness'],
    [paths.mcp, 'mcp'],
  ]);
}

/** The metrics' class of a request target's route for the build `artifacts`: `unrouted` for what the router does not own. */
export function routeClassOf(artifacts: ArtifactTable): (target: string | undefined) => RouteClass {
  const owned = ownedPaths(artifacts);
  return (target) => owned.get(requestPath(target)) ?? 'unrouted';
}
