// The public discovery interface as an Express Router: every path it owns in one list, served standalone behind node:http (npm start) or mounted in an operator's Express app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import { paths, publicEndpoints } from '../content/constants.ts';
import { errorBody } from '../content/error-body.ts';
import { errorPagePaths } from '../content/error-pages.ts';
import { homePage } from '../content/pages.ts';
import { type BuiltPathClass, builtPathClass, corsReadHeaders, responseHeaders } from '../content/response-headers.ts';
import { type Artifact, type ArtifactTable, loadBuild } from './artifacts.ts';
import { discardReadBody, otherMethods, redirectPageWithSlash, serveBuilt } from './built-paths.ts';
import { compileTrustProxy, createClientKey } from './client-address.ts';
import { type Config, loadConfig } from './config.ts';
import { errorPageAnswer } from './error-pages.ts';
import { sendError, sendJsonRpcError } from './errors.ts';
import type { ErrorMiddleware, Handler } from './handler.ts';
import { health, readiness } from './health.ts';
import { homeHandler } from './home.ts';
import { jsonLineLogger, type Logger, throttledErrorLog } from './logger.ts';
import type { McpEndpoint } from './mcp/endpoint.ts';
import { lazyMcpEndpoint } from './mcp-loader.ts';
import { OriginCounters, type RouteClass } from './metric-counts.ts';
import { createRateLimits, type RateLimitPolicy, type StoreStatus } from './rate-limits.ts';
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
  /** Where it counts what operators read as metrics; a fresh set by default. */
  readonly counters?: OriginCounters;
}

/** The Router, and what the standalone origin around it (transport, metrics, shutdown) reads and calls. */
export type DiscoveryRouter = Router & {
  readonly counters: OriginCounters;
  /** The metrics' class of a request target's route. */
  routeClass(target: string | undefined): RouteClass;
  /** Clients the in-memory rate-limit stores hold now, and have forgotten early since startup. */
  clientsHeld(): number;
  clientsEvicted(): number;
  storeStatus(): Promise<StoreStatus>;
  /** Set when a drain begins: readiness answers 503 from then on. */
  draining: boolean;
  /** Answers an error found outside the routes (a refusal or timeout of the transport) in the form of the path's route. */
  answerError(req: IncomingMessage, res: ServerResponse, status: number, headers?: Readonly<Record<string, string>>): void;
  /**
   * What the standalone origin answers after the router: an error that reached the end as the error middleware
   * answers it, otherwise a 404 by negotiation (400 for a path that is not valid percent-encoding).
   */
  fallback(req: IncomingMessage, res: ServerResponse, error?: unknown): void;
  /** The MCP endpoint, once its module has loaded. */
  readonly mcpEndpoint: Promise<McpEndpoint>;
  /** Releases what the router holds (the rate-limit stores' timers, the Redis client). */
  close(): Promise<void>;
};

/** The metrics' name for each class of built path. */
const builtRouteClasses: Readonly<Record<BuiltPathClass, RouteClass>> = {
  limited: 'document',
  page: 'page',
  home: 'home',
  static: 'static',
  hashedAsset: 'static',
  apiCatalog: 'static',
  serverCard: 'static',
  // Never routed (left out above): the error pages are only ever answers to other paths.
  errorPage: 'unrouted',
};

/** The error fields of /mcp (CORS), so a browser-hosted client can read an error answered outside its routes too. */
const mcpErrorFields = responseHeaders('mcp');

/**
 * The public discovery interface as an Express Router: `app.use(await createDiscoveryRouter())` in an Express 5
 * application, or the request handler of `npm start`'s node:http server. Paths it does not own go to `next()`.
 */
export async function createDiscoveryRouter(options: DiscoveryRouterOptions = {}): Promise<DiscoveryRouter> {
  const config = options.config ?? loadConfig(process.env);
  const artifacts = options.artifacts ?? loadBuild(config.publicBaseUrl);
  const { logger = jsonLineLogger, counters = new OriginCounters() } = options;
  const clientKey = createClientKey(config.trustProxy);
  const rateLimits = await createRateLimits(config, {
    clientKey,
    logger,
    counters,
    restRefusalFields: corsReadHeaders,
    mcpRefusalFields: mcpErrorFields,
  });
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
  const answerErrorPage = errorPageAnswer(artifacts);

  /** Every built path but the error pages, which are only ever answers to other paths. */
  const served = [...artifacts.byPath].filter(([path]) => !errorPagePaths.has(path));
  /** Built paths other than the REST documents and `/`, which have routes of their own. */
  const staticFiles = new Map(served.filter(([path]) => !rateLimits.rest.has(path) && path !== paths.home));
  /** The class of every path the router owns, for the metrics and for the form of an error. */
  const routeClasses = new Map<string, RouteClass>([
    ...served.map(([path]): [string, RouteClass] => [path, builtRouteClasses[builtPathClass(path)]]),
    [paths.home, 'home'],
    [paths.health, 'health'],
    [paths.readiness, 'readiness'],
    [paths.mcp, 'mcp'],
  ]);
  const owned = new Set(routeClasses.keys());
  const routeClass = (target: string | undefined): RouteClass => routeClasses.get(requestPath(target)) ?? 'unrouted';

  const answerError: DiscoveryRouter['answerError'] = (req, res, status, headers = {}) => {
    if (routeClass(req.url) !== 'mcp') sendError(res, status, { head: req.method === 'HEAD', headers });
    else sendJsonRpcError(res, status, status === 500 ? -32603 : -32000, errorBody(status).message, { ...mcpErrorFields, ...headers });
  };
  const reportFailure = throttledErrorLog(logger, 'request failed');
  /**
   * What escapes a route: a 4xx the error carries (Express's convention), else a 500; never a stack trace. Express
   * knows error middleware by its four parameters, so `_next` stays though it is never called.
   */
  const answerEscaped: ErrorMiddleware = (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status === 500) reportFailure(error);
    // A response already under way is cut rather than finished wrong: its client would be misled.
    if (res.headersSent) res.destroy();
    else answerError(req, res, status);
  };

  const router = Router({ caseSensitive: true, strict: true });
  router.use(discardReadBody);
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
  router.get(
    paths.readiness,
    readiness(rateLimits, () => discovery.draining),
  );
  // Every other built path: pages, the contract, discovery files, assets.
  router.use(serveBuilt(staticFiles));
  router.use(redirectPageWithSlash);
  // Any other method on a path above: a preflight, or 405.
  router.use(otherMethods(owned, answerErrorPage));
  router.use(answerEscaped);

  const discovery: DiscoveryRouter = Object.assign(router, {
    counters,
    routeClass,
    clientsHeld: () => rateLimits.clientsHeld(),
    clientsEvicted: () => rateLimits.clientsEvicted(),
    storeStatus: () => rateLimits.storeStatus(),
    draining: false,
    answerError,
    fallback: (req: IncomingMessage, res: ServerResponse, error?: unknown) => {
      // Express's convention: a falsy value (the router's own `null`) is no error.
      if (error) answerEscaped(error, req, res, () => undefined);
      else if (isWellEncoded(requestPath(req.url))) answerErrorPage(req, res, 404);
      else sendError(res, 400, { head: req.method === 'HEAD' });
    },
    mcpEndpoint: mcp.loaded,
    close: () => rateLimits.close(),
  });
  return discovery;
}

/** GET and HEAD of a REST document, once its policy's middleware let the request through: the prepared bytes with the client's count. */
function readDocument(artifact: Artifact, policy: RateLimitPolicy): Handler {
  return (req, res) => {
    // The transport may have answered meanwhile (the bytes after this request did not parse, a shutdown).
    if (!res.headersSent) serveArtifact(req, res, artifact, policy.fields(req));
  };
}

/** The status of an error that escaped a route: the 4xx it carries (as http-errors and body parsers mark theirs), else 500. */
function clientErrorStatus(error: unknown): number {
  const { status, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; statusCode?: unknown };
  const carried = status ?? statusCode;
  return typeof carried === 'number' && carried >= 400 && carried < 500 ? carried : 500;
}

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function notBuilt(path: string): never {
  throw new Error(`The build output has no ${path}; run npm run build.`);
}
