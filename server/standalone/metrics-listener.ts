// The operators' listener: GET /metrics in the Prometheus text format, on its own address and port, never the public one.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Logger } from '../logger.ts';

/**
 * Listens on `host:port` and answers GET /metrics (404 elsewhere) from a registry with Node's process metrics
 * (event-loop delay, memory, CPU, GC), which the router is then given to count into. Resolves once listening;
 * rejects if it cannot listen.
 */
export async function startMetricsListener(host: string, port: number, logger: Logger): Promise<{ server: Server; registry: Registry }> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error('metrics collection failed', { error: String(error) });
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  logger.info('metrics listening', { address: server.address() });
  return { server, registry };
}
