// npm start's process: reads the settings and the build, serves the app (app.ts) on node:http, and drains on SIGTERM or SIGINT.
import { setTimeout as delay } from 'node:timers/promises';
import { loadBuild } from '../artifacts.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { describeError, jsonLineLogger as logger, throttledErrorLog } from '../logger.ts';
import { createApp } from './app.ts';
import { createHttpServer } from './http-server.ts';

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const artifacts = loadBuild(config.publicBaseUrl);
  // Metrics stay readable while requests drain; prom-client is loaded only with METRICS_PORT.
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : await (await import('./metrics-listener.ts'))
          .startMetricsListener(config.metricsHost, config.metricsPort, logger)
          .catch((error: Error) => cannotListen('metrics', config.metricsHost, config.metricsPort, error));
  const draining = new AbortController();
  const stopped = new AbortController();
  const listening = Promise.withResolvers<void>();
  const app = await createApp({
    config,
    artifacts,
    logger,
    ...(metrics && { metrics: metrics.registry }),
    draining: draining.signal,
    signal: stopped.signal,
    loadMcpAfter: listening.promise.then(() => delay(1_000)),
  });
  const { server, shutDown } = createHttpServer(app, config, () => draining.abort());
  if (config.announceRequests) server.on('request', () => logger.info('request received'));
  // Before listening, an error means the port cannot be had; after, an accept that failed, which ends one connection.
  const reportServerError = throttledErrorLog(logger, 'server error');
  server.on('error', (error) => {
    if (server.listening) reportServerError(error);
    else cannotListen('public', config.host ?? '*', config.port, error);
  });
  // A crowd connecting at once waits in the kernel's queue (up to the usual somaxconn) rather than overflow Node's 511.
  server.listen({ port: config.port, host: config.host, backlog: 4_096 }, () => {
    logger.info('listening', { address: server.address(), publicBaseUrl: config.publicBaseUrl });
    listening.resolve();
  });
  // Logged, not fatal as Node's default: a rejection no one awaited leaves no half-run code behind, unlike a throw.
  process.on('unhandledRejection', throttledErrorLog(logger, 'unhandled rejection'));
  const stopOn = (signal: string) => {
    logger.info('shutting down', { signal });
    shutDown()
      .then(() => stopped.abort())
      .then(() => metrics?.server.close())
      .finally(() => process.exit(0));
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stopOn(signal));
}

function cannotListen(listener: string, host: string, port: number | undefined, error: Error): never {
  process.stderr.write(`Cannot listen (${listener}) on ${host}:${port}: ${error.message}\n`);
  process.exit(1);
}

start().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : JSON.stringify({ message: 'startup failed', error: describeError(error) });
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
