// The public discovery interface as a plain Express Router: every path it owns in one list, mounted by npm start's express() app (server/main.ts) or by an operator's.
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { paths } from '../content/constants.ts';
import { homePage } from '../content/pages.ts';
import { corsReadHeaders, responseHeaders } from '../content/response-headers.ts';
import { type Route, type RouteName, routeTable } from '../content/routing.ts';
import { type Artifact, type ArtifactTable, builtArtifact, loadBuild } from './artifacts.ts';
import { discardReadBody, isPageWithSlash, otherMethods, redirectPageWithSlash, serveBuilt } from './built-paths.ts';
import { compileTrustProxy, createClientKey } from './client-address.ts';
import { type Config, loadConfig } from './config.ts';
import { errorPageAnswer } from './error-pages.ts';
import { errorMiddleware } from './errors.ts';

import { health, readiness } from './health.ts';
import { homeHandler } from './home.ts';
import { jsonLineLogger, type Logger, throttledErrorLog } from './logger.ts';
import { lazyMcpEndpoint } from './mcp-loader.ts';
import { OriginCounters } from './metric-counts.ts';
import { ownedPaths } from './owned-paths.ts';
import { createRateLimits, type RateLimitPolicy } from './rate-limits.ts';
import { requestPath } from './request-path.ts';
import { serveArtifact } from './serve-artifact.ts';

/** What the router is built from; every option defaults to what `npm start` uses. */
export interface DiscoveryRouterOptions {
  /** Validated settings; by default read from the environment (server/config.ts). */
  readonly config?: Config;
  /** The build output; by default dist/, refused if it was built for another PUBLIC_BASE_URL. */
  readonly artifacts?: ArtifactTable;
  /** Where the router logs; by default one JSON line per event on stderr. */
  readonly logger?: Logger;
  /** Where it counts what operators read as metrics, its rate-limit stores' readings included; a fresh set by default. */
  readonly counters?: OriginCounters;
  /** Aborted on shutdown, once the server has stopped taking requests: the router releases the Redis client and its stores' timers. */
  readonly signal?: AbortSignal;
  /** Aborted when a drain begins: `/readyz` answers 503 from then on. */
  readonly draining?: AbortSignal;
  /**
   * Whether to serve the paths of a whole site (`siteWidePaths` in content/routing.ts: `/`, `/robots.txt`,
   * `/sitemap.xml`, `/favicon.svg`); off by default, so a mounted router leaves them to the operator's app.
   */
  readonly siteWide?: boolean;
  /**
   * The MCP SDK takes a few hundred milliseconds to load, during which nothing else is answered: it starts loading once
   * this settles (npm start: a second after it listens, so its first answers are not kept waiting) or at the first MCP
   * request, whichever comes first; by default at once.
   */
  readonly loadMcpAfter?: Promise<unknown>;
}

/**
 * The public discovery interface as a plain Express Router: `app.use(await createDiscoveryRouter())` in an Express 5
 * application, as `npm start`'s own (server/main.ts) does. Paths it does not own go to `next()`, untouched.
 */
export async function createDiscoveryRouter(options: DiscoveryRouterOptions = {}): Promise<Router> {
  const config = options.config ?? loadConfig(process.env);
  const artifacts = options.artifacts ?? loadBuild(config.publicBaseUrl);
  const { logger = jsonLineLogger, counters = new OriginCounters(), signal, draining, siteWide = false } = options;
  const clientKey = createClientKey(config.trustProxy);
  const rateLimits = await createRateLimits(config, {
    clientKey,
    logger,
    counters,
    restRefusalFields: corsReadHeaders,
    mcpRefusalFields: responseHeaders('mcp'),
  });
  counters.stores = rateLimits;
  signal?.addEventListener(
    'abort',
    () => void rateLimits.close().catch(throttledErrorLog(logger, 'releasing the rate-limit stores failed')),
    {
      once: true,
    },
  );
  const mcp = lazyMcpEndpoint(options.loadMcpAfter ?? Promise.resolve(), {
    publicBaseUrl: config.publicBaseUrl,
    artifacts,
    rateLimit: rateLimits.mcp,
    trustProxy: compileTrustProxy(config.trustProxy),
    logger,
    counters,
    cacheBounds: { maxEntries: config.mcpCacheMaxEntries, maxBytes: config.mcpCacheMaxBytes },
  });
  const built = (path: string): Artifact => builtArtifact(artifacts, path);
  const owned = ownedPaths(artifacts, siteWide);
  /** The built paths a route of the table owns, for the routes that serve prepared files by one `Map` lookup. */
  const filesOf = (name: RouteName) => new Map([...owned].filter(([, route]) => route.name === name).map(([path]) => [path, built(path)]));
  const document = (path: string): Binding => {
    const policy = rateLimits.rest.get(path);
    if (policy === undefined) throw new Error(`No rate-limit policy for ${path}: content/routing.ts gives it none.`);
    return { get: [policy.middleware, readDocument(built(path), policy)] };
  };

  /**
   * Each route of the table (content/routing.ts) bound to what answers it. The router tries them in the table's
   * order; a method a route has no handler for goes on to the preflight or the 405 below.
   */
  const bindings: Readonly<Record<RouteName, Binding | undefined>> = {
    // The three REST documents: each counted against its own limit, then its prepared bytes.
    product: document(paths.product),
    permissions: document(paths.permissions),
    sampleWeek: document(paths.sampleWeek),
    // MCP: the Host first, whatever the method; then preflights, POSTs through every guard to the SDK, and 405.
    mcp: {
      all: [mcp.hostGuard],
      options: [mcp.preflight],
      post: [mcp.contentGuard, rateLimits.mcp.middleware, mcp.readMessage, mcp.countBatch, mcp.acceptGuard, mcp.cachedAnswer, mcp.sdk],
      otherMethods: [mcp.methodNotAllowed],
    },
    home: siteWide ? { get: [homeHandler(built(paths.home), built(homePage.path))] } : undefined,
    health: { get: [health] },
    readiness: { get: [readiness(rateLimits, draining)] },
    // Pages, then every other built file (the contract, discovery files, assets): one `Map` lookup each.
    pages: { files: serveBuilt(filesOf('pages')) },
    files: { files: serveBuilt(filesOf('files')) },
  };

  const router = Router({ caseSensitive: true, strict: true });
  for (const route of routeTable) {
    const binding = bindings[route.name];
    if (binding !== undefined) bind(router, route, binding);
  }
  router.use(redirectPageWithSlash);
  // Any other method on a path above: a preflight, or 405 with the route's methods.
  router.use(otherMethods(owned, errorPageAnswer(artifacts)));
  // Errors on its own paths get the router's answer; an error that arrived with another request (from the app's
  // middleware before the router, say) goes on to the app's own error middleware, untouched.
  const answerError = errorMiddleware(logger);
  router.use(((error, req, res, next) => {
    if (owned.has(requestPath(req.url)) || isPageWithSlash(req.url)) answerError(error, req, res, next);
    else next(error);
  }) satisfies ErrorRequestHandler);
  return router;
}

/** What answers one route: its handlers by method, or, for a route of many built paths, one middleware that looks them up. */
type Binding =
  | {
      /** Every method, before the others (a guard). */
      readonly all?: readonly RequestHandler[];
      readonly options?: readonly RequestHandler[];
      readonly get?: readonly RequestHandler[];
      readonly post?: readonly RequestHandler[];
      /** Every method the handlers above did not answer. */
      readonly otherMethods?: readonly RequestHandler[];
    }
  | { readonly files: RequestHandler };

/** Registers `binding` for each of the route's paths, as one Express route per path. */
function bind(router: Router, route: Route, binding: Binding): void {
  if ('files' in binding) {
    router.use(binding.files);
    return;
  }
  if (route.paths === 'built') throw new Error(`The route ${route.name} owns every built path: bind it to files.`);
  for (const path of route.paths) {
    const methods = router.route(path);
    methods.get(discardReadBody);
    if (binding.all) methods.all(...binding.all);
    if (binding.options) methods.options(...binding.options);
    if (binding.get) methods.get(...binding.get);
    if (binding.post) methods.post(...binding.post);
    if (binding.otherMethods) methods.all(...binding.otherMethods);
  }
}

/** GET and HEAD of a REST document, once its policy's middleware let the request through: the prepared bytes with the client's count. */
function readDocument(artifact: Artifact, policy: RateLimitPolicy): RequestHandler {
  return (req, res) => {
    // The transport may have answered meanwhile (the bytes after this request did not parse, a shutdown).
    if (!res.headersSent) serveArtifact(req, res, artifact, policy.fields(req));
  };
}
