// Entry point of npm start, the card's minimal Express server: an express() app that mounts the discovery router, then the not-found and the error middleware, listening on node:http and shutting down gracefully on SIGTERM/SIGINT.
// First: the heap settings apply before any module allocates.
import './standalone/heap-flags.ts';
import express from 'express';
import { loadBuild } from './artifacts.ts';
import { ConfigError, loadConfig } from './config.ts';
import { errorMiddleware } from './errors.ts';
import { describeError, jsonLineLogger as logger, throttledErrorLog } from './logger.ts';
import { OriginCounters } from './metric-counts.ts';
import { routeClassOf } from './owned-paths.ts';
import { createDiscoveryRouter } from './router.ts';
import { createHttpServer } from './standalone/http-server.ts';
import { startMetricsListener } from './standalone/metrics-listener.ts';
import { notFound } from './standalone/not-found.ts';

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const artifacts = loadBuild(config.publicBaseUrl);
  const counters = new OriginCounters();
  const draining = new AbortController();
  const stopped = new AbortController();

  const app = express();
  app.disable('x-powered-by');
  app.use(await createDiscoveryRouter({ config, artifacts, logger, counters, draining: draining.signal, signal: stopped.signal }));
  app.use(notFound(artifacts));
  app.use(errorMiddleware(logger));

  const metricsOn = config.metricsPort !== undefined;
  const { server, shutDown } = createHttpServer(app, config, {
    counters,
    logger,
    onDrain: () => draining.abort(),
    ...(metricsOn && { routeClass: routeClassOf(artifacts) }),
  });
  const metrics = metricsOn
    ? await startMetricsListener(counters, config.metricsHost, config.metricsPort ?? 0, logger).catch((error: Error) =>
        cannotListen('metrics', config.metricsHost, config.metricsPort, error),
      )
    : undefined;
  // Before listening, an error means the port cannot be had; after, an accept that failed, which ends one connection.
  const reportServerError = throttledErrorLog(logger, 'server error');
  server.on('error', (error) => {
    if (server.listening) reportServerError(error);
    else cannotListen('public', config.host ?? '*', config.port, error);
  });
  // A burst of arrivals (a crowd connecting at once) waits in the kernel's queue, up to the usual somaxconn (4,096),
  // instead of overflowing Node's default 511 and being dropped, each client then retrying only a second later.
  server.listen({ port: config.port, host: config.host, backlog: 4_096 }, () => {
    logger.info('listening', { address: server.address(), publicBaseUrl: config.publicBaseUrl });
  });
  // A promise rejected with no handler is a bug in one request's path: logged (with its stack), it must not end
  // every other client's service, as Node's default (exit) would.
  process.on('unhandledRejection', throttledErrorLog(logger, 'unhandled rejection'));
  const stopOn = (signal: string) => {
    logger.info('shutting down', { signal });
    // Metrics stay readable while requests drain.
    shutDown()
      .then(() => stopped.abort())
      .then(() => metrics?.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => stopOn('SIGTERM'));
  process.once('SIGINT', () => stopOn('SIGINT'));
}

function cannotListen(listener: string, host: string, port: number | undefined, error: Error): never {
  process.stderr.write(`Cannot listen (${listener}) on ${host}:${port}: ${error.message}\n`);
  process.exit(1);
}

start().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : JSON.stringify({ message: 'startup failed', error: describeError(error) })}\n`,
  );
  process.exit(1);
});
