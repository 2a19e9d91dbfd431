// What counting reads adds to a request (the router's observing step, the User-Agent's class and its claim's check, the counters), measured on the built origin's modules in a process of its own for the metrics rows' three requests; prints {"<row>": µs per request, …}.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Request as ExpressRequest, type Response, Router } from 'express';
import { Registry } from 'prom-client';
import { mcpTools, paths } from '../../content/constants.ts';
import { smoke } from './args.ts';
import { metricsRequests, modernCall } from './mcp-requests.ts';
import { median } from './measure.ts';

// The modules the origin runs; their types are the source's.
const built = async <T>(module: string) => (await import(pathToFileURL(join(process.cwd(), 'dist/origin', module)).href)) as T;
const { observeReads } = await built<typeof import('../../server/reads.ts')>('server/reads.js');
const { countInto } = await built<typeof import('../../server/metrics.ts')>('server/metrics.js');
const { signatureChecks } = await built<typeof import('../../server/signatures.ts')>('server/signatures.js');
const { mcpLabels } = await built<typeof import('../../content/mcp-labels.ts')>('content/mcp-labels.js');

const counts = countInto(new Registry());
const labels = mcpLabels(JSON.parse(modernCall(mcpTools.productInfo, 'bench')));
const observe = observeReads({
  counts,
  accessLog: undefined,
  logAddresses: false,
  observes: () => true,
  trustsPeer: () => false,
  // An address in none of the lists: a claim checked against every prefix of its agent's lists.
  clientAddress: () => '192.0.2.1',
  signatures: signatureChecks([]),
});

/** The metrics rows' requests, as the bench sends them (metricsRequests), with what the endpoint counts for MCP. */
const requests = Object.entries(metricsRequests).map(([row, request]) => ({
  row,
  method: 'method' in request ? request.method : 'GET',
  path: request.path,
  headers: request.headers,
  mcp: request.path === paths.mcp,
}));
type RowRequest = (typeof requests)[number];

/** What answers in both routers: the endpoint's counting for MCP (with `counted`), then the response's end. */
const answer = (counted: boolean) => (req: IncomingMessage & { mcp?: boolean }, res: ServerResponse) => {
  if (counted && req.mcp === true) {
    counts.mcpMessage(labels);
    counts.mcpAnswer('table');
  }
  res.emit('finish');
};
const withCounting = Router().use(observe).use(answer(true));
const without = Router().use(answer(false));

/** CPU microseconds per request through `router`, on a connection of its own as a client's would be. */
function batch(router: typeof without, request: RowRequest, size: number): number {
  const socket = new EventEmitter();
  const before = process.cpuUsage();
  for (let i = 0; i < size; i++) {
    const req = {
      method: request.method,
      url: request.path,
      headers: request.headers,
      socket,
      mcp: request.mcp,
    } as unknown as ExpressRequest;
    const res = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as Response;
    // node:http listens for each response's end itself, so the router's listener is a second one, as it is there.
    res.on('finish', () => undefined);
    router(req, res, () => undefined);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / size;
}

// Warmed until optimised; then batches alternate, and the median of the pairs' differences is the counting's work.
const size = smoke ? 1_000 : 100_000;
const work: Record<string, number> = {};
for (const request of requests) {
  for (let i = 0; i < (smoke ? 1 : 5); i++) for (const router of [withCounting, without]) batch(router, request, size);
  const differences = Array.from({ length: smoke ? 1 : 20 }, () => batch(withCounting, request, size) - batch(without, request, size));
  work[request.row] = median(differences);
}
process.stdout.write(`${JSON.stringify(work)}\n`);
