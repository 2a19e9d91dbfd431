// The peer a user would otherwise write: an express() application with express-rate-limit as its documentation sets it up, serving the product document's built bytes with res.json's sibling res.send.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import { paths } from '../../content/constants.ts';
import type { Manifest } from '../../schemas/manifest.ts';

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
const file = manifest.entries.find((entry) => entry.path === paths.product)?.representations[0]?.files.identity.file;
if (file === undefined) throw new Error(`${paths.product} is not built`);
const product = readFileSync(join('dist/site', file));

const app = express();
// As express-rate-limit's README shows it, with the limit out of the way so that the benchmark measures serving.
app.use(rateLimit({ windowMs: 60_000, limit: 1_000_000_000, standardHeaders: 'draft-8', legacyHeaders: false }));
app.get(paths.product, (_req, res) => {
  res.type('application/json').send(product);
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
