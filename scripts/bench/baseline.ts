// The benchmark's physical limit: bare node:http writing the very bytes the origin writes for each scenario, with no routing, negotiation or limits.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Manifest } from '../../schemas/manifest.ts';

const siteDir = 'dist/site';
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
const file = (path: string, index: number, encoding: 'identity' | 'br') => {
  const entry = manifest.entries.find((candidate) => candidate.path === path);
  const chosen = entry?.representations[index]?.files[encoding];
  if (entry === undefined || chosen === undefined) throw new Error(`${path} is not built`);
  return {
    body: readFileSync(join(siteDir, chosen.file)),
    etag: chosen.etag,
    contentType: entry.representations[index]?.contentType ?? '',
  };
};

const product = file('/api/public/product', 0, 'identity');
const markdown = file('/en/developers', 1, 'br');
const tooMany = Buffer.from(
  JSON.stringify({
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.',
  }),
);

/** Each scenario's fixed answer, by path. */
const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/rest': (res) => {
    res.writeHead(200, { 'Content-Type': product.contentType, 'Content-Length': product.body.length, ETag: product.etag });
    res.end(product.body);
  },
  '/markdown': (res) => {
    res.writeHead(200, {
      'Content-Type': markdown.contentType,
      'Content-Encoding': 'br',
      'Content-Length': markdown.body.length,
      ETag: markdown.etag,
    });
    res.end(markdown.body);
  },
  '/not-modified': (res) => {
    res.writeHead(304, { ETag: product.etag });
    res.end();
  },
  '/too-many': (res) => {
    res.writeHead(429, { 'Content-Type': 'application/json', 'Content-Length': tooMany.length, 'Retry-After': '60' });
    res.end(tooMany);
  },
};

const server = createServer((req, res) => {
  const answer = answers[req.url ?? ''];
  if (answer === undefined) {
    res.writeHead(404);
    res.end();
  } else answer(res);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
