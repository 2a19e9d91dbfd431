// The floor of the design's minimal Express server: an express() app writing the baseline's very bytes, its REST document and 304 behind express-rate-limit's rateLimit() with the origin's own store, key and handler options. What the origin costs above this is its own work.
import { pathToFileURL } from 'node:url';
import express, { type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { answers } from './same-bytes.ts';

/** The origin's built store and client key, loaded as the mounted row loads the router: scripts/ never import server/ sources. */
const { MemoryCounterStore } = (await import(pathToFileURL('dist/origin/server/rate-limit-memory-store.js').href)) as {
  MemoryCounterStore: new (windowMs: number, maxClients: number) => Store;
};
const { createClientKey } = (await import(pathToFileURL('dist/origin/server/client-address.js').href)) as {
  createClientKey(trustProxy: false): (req: express.Request) => string;
};

const windowMs = 60_000;
const clientKey = createClientKey(false);
/** As each of the origin's policies sets rateLimit() up (server/rate-limits.ts), with the limit out of the way. */
const limited = rateLimit({
  windowMs,
  limit: 1_000_000_000,
  store: new MemoryCounterStore(windowMs, 100_000),
  keyGenerator: (req) => clientKey(req),
  handler: (_req, res) => {
    res.status(429).end();
  },
  standardHeaders: false,
  legacyHeaders: false,
  requestPropertyName: 'discoveryRateLimit',
  passOnStoreError: true,
});

/** A scenario's fixed answer as an Express handler. */
const answer = (path: string): RequestHandler => {
  const write = answers[path];
  if (write === undefined) throw new Error(`no answer for ${path}`);
  return (req, res) => write(req, res);
};

const app = express();
app.disable('x-powered-by');
app.get('/rest', limited, answer('/rest'));
app.get('/not-modified', limited, answer('/not-modified'));
app.get('/markdown', answer('/markdown'));
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
