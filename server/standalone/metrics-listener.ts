// The operators' listener: GET /metrics in the Prometheus text format, on its own address and port, never the public one.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Logger } from '../logger.ts';
import type { OriginCounters } from '../metric-counts.ts';

/**
 * Listens on `host:port` and answers GET /metrics (404 elsewhere). prom-client is loaded here, only when metrics
 * are on, since loading it costs startup time. Resolves once listening; rejects if it cannot listen.
 */
export async function startMetricsListener(counters: OriginCounters, host: string, port: number, logger: Logger): Promise<Server> {
  const { createMetricsRegistry } = await import('./metrics.ts');
  const registry = createMetricsRegistry(counters);
  const server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        logger.error('metrics collection failed', { error: String(error) });
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
  logger.info('metrics listening', { address: server.address() });
  return server;
}
