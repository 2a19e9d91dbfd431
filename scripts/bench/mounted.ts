// The router as an operator mounts it: an express() application with a route of its own before it and its own 404 after it, loading the built router (dist/origin/server/router.js) as an installed package would be.
import { pathToFileURL } from 'node:url';
import express from 'express';

/** The built router: the benchmark measures what `npm start` serves, and scripts/ never import server/ sources. */
const { createDiscoveryRouter } = (await import(pathToFileURL('dist/origin/server/router.js').href)) as {
  createDiscoveryRouter(options: { signal: AbortSignal }): Promise<express.Router>;
};

const shutdown = new AbortController();
const router = await createDiscoveryRouter({ signal: shutdown.signal });
const app = express();
app.get('/operator/status', (_req, res) => {
  res.json({ ok: true });
});
app.use(router);
app.use((_req, res) => {
  res.status(404).end();
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () =>
  server.close(() => {
    shutdown.abort();
    process.exit(0);
  }),
);
