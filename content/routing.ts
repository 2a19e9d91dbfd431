// The route table: every path the interface owns, with its methods, its kind, its rate-limit policy and why (if so) only the origin can answer it. The origin binds each route to its handlers in one list (server/router.ts); its registrations, the 405's Allow, the metrics' route classes and the static hosts' and the edge's routing rules are all derived from this table (deploy/README.md explains the last).
import { type DocumentKey, paths, publicEndpoints } from './constants.ts';
import { errorPagePaths } from './error-pages.ts';
import { mcpMethods, negotiatedPages, readOnlyMethods } from './response-headers.ts';

/** The kind of a route. */
export type RouteClass = 'document' | 'page' | 'static' | 'mcp' | 'health' | 'readiness' | 'home';

/** A rate-limit policy: its name, also its Redis key prefix and the `policy` label of its metrics. */
export type RateLimitPolicyName = 'product' | 'permissions' | 'sample-week' | 'mcp';

/** The name the origin binds a route's handlers by. */
export type RouteName = DocumentKey | 'mcp' | 'home' | 'health' | 'readiness' | 'pages' | 'files';

/** One route of the interface. */
export interface Route {
  readonly name: RouteName;
  /** The paths it answers; `built` for every path the build emits that no other route names (error pages aside). */
  readonly paths: readonly string[] | 'built';
  /** The methods it answers, as `Allow` states them on a 405. */
  readonly methods: string;
  readonly routeClass: RouteClass;
  /** The policy that counts its requests per client; none: not limited. */
  readonly rateLimit?: RateLimitPolicyName;
  /** Why a static host or CDN must forward it to the origin; none: a static host serves it from its files. */
  readonly originOnly?: string;
}

/** Each REST document's policy. */
export const documentPolicies: Readonly<Record<DocumentKey, RateLimitPolicyName>> = {
  product: 'product',
  permissions: 'permissions',
  sampleWeek: 'sample-week',
};

/** Every route, in the order the origin tries them. */
export const routeTable: readonly Route[] = [
  ...publicEndpoints.map(
    (endpoint): Route => ({
      name: endpoint.document,
      paths: [endpoint.path],
      methods: readOnlyMethods,
      routeClass: 'document',
      rateLimit: documentPolicies[endpoint.document],
      originOnly: 'rate-limited per client address: a static host cannot count requests per client',
    }),
  ),
  {
    name: 'mcp',
    paths: [paths.mcp],
    methods: mcpMethods,
    routeClass: 'mcp',
    rateLimit: 'mcp',
    originOnly: 'POST, rate-limited per client, answers depend on the request body and headers',
  },
  {
    name: 'home',
    paths: [paths.home],
    methods: readOnlyMethods,
    routeClass: 'home',
    originOnly: 'negotiated on Accept (Markdown for agents, a redirect for browsers): a static host cannot branch on a request header',
  },
  { name: 'health', paths: [paths.health], methods: readOnlyMethods, routeClass: 'health', originOnly: "the origin's own liveness" },
  {
    name: 'readiness',
    paths: [paths.readiness],
    methods: readOnlyMethods,
    routeClass: 'readiness',
    originOnly: "the origin's own readiness (whether its shared rate-limit store is reachable)",
  },
  {
    name: 'pages',
    paths: Object.keys(negotiatedPages),
    methods: readOnlyMethods,
    routeClass: 'page',
    originOnly: 'negotiated on Accept (HTML or Markdown): a static host cannot branch on a request header',
  },
  { name: 'files', paths: 'built', methods: readOnlyMethods, routeClass: 'static' },
];

/** The route of each name. */
export const routes = Object.fromEntries(routeTable.map((route) => [route.name, route])) as Readonly<Record<RouteName, Route>>;

/** Every rate-limit policy name, in the table's order. */
export const rateLimitPolicyNames: readonly RateLimitPolicyName[] = routeTable.flatMap((route) => route.rateLimit ?? []);

/**
 * The paths that belong to a whole site rather than to this interface: a router mounted in an operator's app leaves
 * them to the app unless asked to serve them (npm start asks). `/llms.txt`, `/llms-full.txt` and `/.well-known/*`
 * are not among them: they describe this interface alone, and its pages and answers link to them.
 */
export const siteWidePaths: ReadonlySet<string> = new Set([paths.home, paths.robots, paths.sitemap, paths.favicon]);

/** A path a static host or CDN must forward to the origin, with the reason it cannot answer it itself. */
export interface OriginOnlyPath {
  readonly path: string;
  readonly reason: string;
}

/**
 * Every path that must reach the origin: the table's origin-only routes, and the error pages, which are only ever
 * answers to other paths. Everything else the build emits is static: the same bytes and headers for every client,
 * which any static host can serve from its files with the generated header rules.
 */
export const originOnlyPaths: readonly OriginOnlyPath[] = [
  ...routeTable.flatMap(({ paths: routePaths, originOnly }) =>
    originOnly === undefined || routePaths === 'built' ? [] : routePaths.map((path) => ({ path, reason: originOnly })),
  ),
  ...[...errorPagePaths].map((path) => ({
    path,
    reason: "the origin's 404 and 405 answers for people and agents, sent with the error's status and never at their own address",
  })),
];

const originOnly: ReadonlySet<string> = new Set(originOnlyPaths.map((entry) => entry.path));

/** Whether `path` must be answered by the origin. */
export function isOriginOnly(path: string): boolean {
  return originOnly.has(path);
}
