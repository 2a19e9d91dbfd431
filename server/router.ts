// The public discovery interface as a plain Express Router: every path it owns in one list, mounted by npm start's app or an operator's.
import type { IncomingMessage } from 'node:http';
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import type { Registry } from 'prom-client';
import { type DocumentKey, paths } from '../content/constants.ts';
import { errorPagePaths } from '../content/error-pages.ts';
import { homePage } from '../content/pages.ts';
import { type Route, type RouteName, routes, routeTable, siteWidePaths } from '../content/routing.ts';
import { type Artifact, type ArtifactTable, builtArtifact, loadBuild } from './artifacts.ts';
import { otherMethods, pageWithSlash, redirectPageWithSlash, serveBuilt } from './built-paths.ts';
import { compileTrustProxy, createClientAddress } from './client-address.ts';
import { type Config, loadConfig } from './config.ts';
import { uncounted } from './counts.ts';
import { errorPageAnswer } from './error-pages.ts';
import { errorMiddleware } from './errors.ts';
import { health, readiness } from './health.ts';
import { homeHandler } from './home.ts';
import { jsonLineLogger, type Logger, openAccessLog, throttledErrorLog } from './logger.ts';
import { lazyMcpEndpoint } from './mcp-loader.ts';
import { createRateLimits } from './rate-limits.ts';
import { observeReads } from './reads.ts';
import { requestPath } from './request-path.ts';
import { serveArtifact } from './serve-artifact.ts';
import { signatureChecks } from './signatures.ts';

/** What the router is built from; every option defaults to what `npm start` uses. */
export interface DiscoveryRouterOptions {
  /** Validated settings; by default read from the environment (server/config.ts). */
  readonly config?: Config;
  /** The build output; by default dist/, refused if it was built for another PUBLIC_BASE_URL. */
  readonly artifacts?: ArtifactTable;
  /** Where the router logs; by default one JSON line per event on stderr. */
  readonly logger?: Logger;
  /**
   * A prom-client registry the router counts into (its reads by who asked and what, MCP clients and what answered
   * them, rate limits); none by default, and then nothing is counted or classified.
   */
  readonly metrics?: Registry;
  /** Aborted on shutdown, once the server has stopped taking requests: the router releases the Redis client and flushes its access log. */
  readonly signal?: AbortSignal;
  /** Aborted when a drain begins: `/readyz` answers 503 from then on. */
  readonly draining?: AbortSignal;
  /**
   * Whether to serve the paths of a whole site (`siteWidePaths` in content/routing.ts: `/`, `/robots.txt`,
   * `/sitemap.xml`, `/favicon.svg`) and observe every read of it; off by default, so a mounted router leaves them to
   * the operator's app and observes only its own paths.
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
 * application, as `npm start`'s own does. Paths it does not own go to `next()`, untouched.
 */
export async function createDiscoveryRouter(options: DiscoveryRouterOptions = {}): Promise<Router> {
  const config = options.config ?? loadConfig(process.env);
  const artifacts = options.artifacts ?? loadBuild(config.publicBaseUrl);
  const { logger = jsonLineLogger, metrics, signal, draining, siteWide = false, loadMcpAfter = Promise.resolve() } = options;
  for (const variable of config.ignoredVariables) logger.warn('environment variable ignored: the origin no longer reads it', { variable });
  const trustProxy = compileTrustProxy(config.trustProxy);
  /** Whether the peer is a proxy TRUST_PROXY names. */
  const trustsPeer = (req: IncomingMessage) => trustProxy(req.socket.remoteAddress ?? '', 0);
  // prom-client is loaded only when asked for.
  const counts = metrics === undefined ? uncounted : (await import('./metrics.ts')).countInto(metrics);
  const rateLimits = await createRateLimits(config, logger, counts);
  const mcp = lazyMcpEndpoint(loadMcpAfter, { config, artifacts, rateLimit: rateLimits.mcp, trustsPeer, logger, counts });
  if (metrics !== undefined) (await import('./metrics.ts')).gaugeInto(metrics, rateLimits);
  const accessLog = config.accessLog === undefined ? undefined : openAccessLog(config.accessLog, logger);
  const release = () => {
    accessLog?.close();
    void rateLimits.close().catch(throttledErrorLog(logger, 'releasing the rate-limit stores failed'));
  };
  signal?.addEventListener('abort', release, { once: true });
  const built = (path: string): Artifact => builtArtifact(artifacts, path);
  const owned = ownedPaths(artifacts, siteWide);
  /** The built paths a route of the table owns, for the routes that serve prepared files by one `Map` lookup. */
  const filesOf = (name: RouteName) => new Map([...owned].filter(([, route]) => route.name === name).map(([path]) => [path, built(path)]));
  const document = (key: DocumentKey): Binding => {
    const policy = rateLimits.restPolicy(key);
    const artifact = built(paths[key]);
    const read: RequestHandler = (req, res) => {
      // The transport may have answered meanwhile (the bytes after this request did not parse, a shutdown).
      if (!res.headersSent) serveArtifact(req, res, artifact, policy.fields(req));
    };
    return { get: [policy.middleware, read] };
  };

  /**
   * What answers each route of the table (content/routing.ts). The router tries them in the table's order; a method a
   * route has no handler for goes on to the preflight or the 405 below.
   */
  const bindings: Readonly<Record<RouteName, Binding | undefined>> = {
    // The three REST documents: each counted against its own limit, then its prepared bytes.
    product: document('product'),
    permissions: document('permissions'),
    sampleWeek: document('sampleWeek'),
    // MCP: every method through its own route (server/mcp/endpoint.ts), loaded after startup.
    mcp: { all: mcp },
    home: siteWide ? { get: [homeHandler(built(paths.home), built(homePage.path))] } : undefined,
    health: { get: [health] },
    readiness: { get: [readiness(rateLimits.storeStatus, draining)] },
    // Pages, then every other built file (the contract, discovery files, assets): one `Map` lookup each.
    pages: { use: serveBuilt(filesOf('pages')) },
    files: { use: serveBuilt(filesOf('files')) },
  };

  const router = Router({ caseSensitive: true, strict: true });
  if (metrics !== undefined || accessLog !== undefined) {
    router.use(
      observeReads({
        counts,
        accessLog,
        logAddresses: config.accessLogAddresses,
        observes: (path) => siteWide || owned.has(path),
        trustsPeer,
        clientAddress: createClientAddress(config.trustProxy),
        signatures: signatureChecks(config.signatureAgents),
      }),
    );
  }
  for (const route of routeTable) {
    const binding = bindings[route.name];
    if (binding === undefined) continue;
    if ('use' in binding) router.use(binding.use);
    else if (route.paths !== 'built') {
      for (const path of route.paths) {
        if ('all' in binding) router.all(path, binding.all);
        else router.get(path, ...binding.get);
      }
    }
  }
  router.use(redirectPageWithSlash);
  // Any other method on a path above: a preflight, or 405 with the route's methods.
  router.use(otherMethods(owned, errorPageAnswer(artifacts)));
  // Errors on its own paths get the router's answer; an error that arrived with another request (from the app's
  // middleware before the router, say) goes on to the app's own error middleware, untouched.
  const answerError = errorMiddleware(logger);
  router.use(((error, req, res, next) => {
    if (owned.has(requestPath(req.url)) || pageWithSlash(req.url) !== undefined) answerError(error, req, res, next);
    else next(error);
  }) satisfies ErrorRequestHandler);
  return router;
}

/**
 * What answers one route: GET (and HEAD) handlers, or one for every method, on each of its paths; or, for a route of
 * many built paths, one middleware that looks them up.
 */
type Binding = { readonly get: readonly RequestHandler[] } | { readonly all: RequestHandler } | { readonly use: RequestHandler };

/**
 * Every path the router owns for the build `artifacts`, with its route: the table's own paths, and each other path the
 * build emits for the `built` route. Pages the build did not emit are not owned; error pages never are (they are only
 * ever answers to other paths); the site-wide paths only with `siteWide`.
 */
function ownedPaths(artifacts: ArtifactTable, siteWide: boolean): ReadonlyMap<string, Route> {
  const owned = new Map<string, Route>();
  for (const route of routeTable) {
    if (route.paths === 'built') continue;
    for (const path of route.paths) if (route.routeClass !== 'page' || artifacts.byPath.has(path)) owned.set(path, route);
  }
  for (const path of artifacts.byPath.keys()) if (!owned.has(path) && !errorPagePaths.has(path)) owned.set(path, routes.files);
  if (!siteWide) for (const path of siteWidePaths) owned.delete(path);
  return owned;
}
