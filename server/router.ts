// The public discovery interface as a plain Express Router: every path it owns in one list, mounted by npm start's express() app (server/main.ts) or by an operator's.
import { Router } from 'express';
import { paths, publicEndpoints } from '../content/constants.ts';
import { homePage } from '../content/pages.ts';
import { corsReadHeaders, responseHeaders } from '../content/response-headers.ts';
import { type Artifact, type ArtifactTable, loadBuild } from './artifacts.ts';
import { discardReadBody, otherMethods, redirectPageWithSlash, serveBuilt } from './built-paths.ts';
import { compileTrustProxy, createClientKey } from './client-address.ts';
import { type Config, loadConfig } from './config.ts';
import { errorPageAnswer } from './error-pages.ts';
import { errorMiddleware } from './errors.ts';
import type { Handler } from './handler.ts';
import { health, readiness } from './health.ts';
import { homeHandler } from './home.ts';
import { jsonLineLogger, type Logger, throttledErrorLog } from './logger.ts';
import { lazyMcpEndpoint } from './mcp-loader.ts';
import { OriginCounters } from './metric-counts.ts';
import { createRateLimits, type RateLimitPolicy } from './rate-limits.ts';
import { ownedPaths } from './route-classes.ts';
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
}

/**
 * The public discovery interface as a plain Express Router: `app.use(await createDiscoveryRouter())` in an Express 5
 * application, as `npm start`'s own (server/main.ts) does. Paths it does not own go to `next()`, untouched.
 */
export async function createDiscoveryRouter(options: DiscoveryRouterOptions = {}): Promise<Router> {
  const config = options.config ?? loadConfig(process.env);
  const artifacts = options.artifacts ?? loadBuild(config.publicBaseUrl);
  const { logger = jsonLineLogger, counters = new OriginCounters(), signal, draining } = options;
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
  const mcp = lazyMcpEndpoint({
    publicBaseUrl: config.publicBaseUrl,
    artifacts,
    rateLimit: rateLimits.mcp,
    trustProxy: compileTrustProxy(config.trustProxy),
    logger,
    counters,
    cacheBounds: { maxEntries: config.mcpCacheMaxEntries, maxBytes: config.mcpCacheMaxBytes },
  });
  const built = (path: string): Artifact => artifacts.byPath.get(path) ?? notBuilt(path);
  const restPolicy = (path: string): RateLimitPolicy => rateLimits.rest.get(path) ?? notBuilt(path);

  const owned = ownedPaths(artifacts);
  const ownedSet = new Set(owned.keys());
  /** Built paths other than the REST documents and `/`, which have routes of their own. */
  const staticFiles = new Map(
    [...owned.keys()]
      .filter((path) => artifacts.byPath.has(path) && !rateLimits.rest.has(path) && path !== paths.home)
      .map((path) => [path, built(path)]),
  );

  const router = Router({ caseSensitive: true, strict: true });
  router.use(discardReadBody(ownedSet));
  // The three REST documents: each counted against its own limit, then its prepared bytes.
  for (const { path } of publicEndpoints) router.get(path, restPolicy(path).middleware, readDocument(built(path), restPolicy(path)));
  // MCP: the Host first, whatever the method; then preflights, POSTs through every guard to the SDK, and 405.
  router.all(paths.mcp, mcp.hostGuard);
  router.options(paths.mcp, mcp.preflight);
  router.post(
    paths.mcp,
    mcp.contentGuard,
    rateLimits.mcp.middleware,
    mcp.readMessage,
    mcp.countBatch,
    mcp.acceptGuard,
    mcp.cachedAnswer,
    mcp.sdk,
  );
  router.all(paths.mcp, mcp.methodNotAllowed);
  router.get(paths.home, homeHandler(built(paths.home), built(homePage.path)));
  router.get(paths.health, health);
  router.get(paths.readiness, readiness(rateLimits, draining));
  // Every other built path: pages, the contract, discovery files, assets.
  router.use(serveBuilt(staticFiles));
  router.use(redirectPageWithSlash);
  // Any other method on a path above: a preflight, or 405.
  router.use(otherMethods(ownedSet, errorPageAnswer(artifacts)));
  router.use(errorMiddleware(logger));
  return router;
}

/** GET and HEAD of a REST document, once its policy's middleware let the request through: the prepared bytes with the client's count. */
function readDocument(artifact: Artifact, policy: RateLimitPolicy): Handler {
  return (req, res) => {
    // The transport may have answered meanwhile (the bytes after this request did not parse, a shutdown).
    if (!res.headersSent) serveArtifact(req, res, artifact, policy.fields(req));
  };
}

function notBuilt(path: string): never {
  throw new Error(`The build output has no ${path}; run npm run build.`);
}
