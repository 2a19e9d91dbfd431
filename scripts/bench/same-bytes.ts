// The very bytes the origin writes for each benchmark scenario (header fields included), written by the bare node:http baseline and by the express() floors alike.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { errorBody } from '../../content/error-body.ts';
import { corsReadHeaders, responseHeaders } from '../../content/response-headers.ts';
import type { Manifest } from '../../schemas/manifest.ts';

const siteDir = 'dist/site';
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;

/**
 * A built file with the very header fields the origin writes for it (the entry's, the representation's, the
 * validator, type, length and coding, then a client's rate-limit fields, fixed here): the same bytes on the wire,
 * so the ratio measures what the origin does to produce them, not how many fields it sends.
 */
const file = (path: string, index: number, encoding: 'identity' | 'br') => {
  const entry = manifest.entries.find((candidate) => candidate.path === path);
  const representation = entry?.representations[index];
  const chosen = representation?.files[encoding];
  if (entry === undefined || representation === undefined || chosen === undefined) throw new Error(`${path} is not built`);
  const body = readFileSync(join(siteDir, chosen.file));
  const notModified = { ...entry.headers, ...representation.headers, ETag: chosen.etag, ...rateLimitFields };
  const ok = {
    ...entry.headers,
    ...representation.headers,
    ETag: chosen.etag,
    'Content-Type': representation.contentType,
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    ...rateLimitFields,
  };
  return { body, etag: chosen.etag, ok: Object.entries(ok).flat(), notModified: Object.entries(notModified).flat() };
};

const rateLimitFields = { RateLimit: '"product";r=999999999;t=60', 'RateLimit-Policy': '"product";q=1000000000;w=60' };
export const product = file('/api/public/product', 0, 'identity');
const markdown = file('/en/developers', 1, 'br');
const tooMany = Buffer.from(JSON.stringify(errorBody(429)));
const tooManyFields = Object.entries({
  ...corsReadHeaders,
  RateLimit: '"product";r=0;t=60',
  'RateLimit-Policy': '"product";q=1;w=60',
  'Retry-After': '60',
  ...responseHeaders('error'),
  'Content-Type': 'application/json',
  'Content-Length': String(tooMany.length),
}).flat();

const sendProduct = (res: ServerResponse): void => {
  res.writeHead(200, product.ok);
  res.end(product.body);
};

/** Each scenario's fixed answer, by path. */
export const answers: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/rest': (_req, res) => sendProduct(res),
  '/markdown': (_req, res) => {
    res.writeHead(200, markdown.ok);
    res.end(markdown.body);
  },
  // A revalidation reads the client's validator at least: the least any server answering a 304 does.
  '/not-modified': (req, res) => {
    if (req.headers['if-none-match'] === product.etag) {
      res.writeHead(304, product.notModified);
      res.end();
    } else sendProduct(res);
  },
  '/too-many': (_req, res) => {
    res.writeHead(429, tooManyFields);
    res.end(tooMany);
  },
};
