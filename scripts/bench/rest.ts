// The REST scenarios: a limited document, the negotiated Markdown page, a 304 and a 429 flood, each against bare node:http writing the same bytes.
import { readFileSync } from 'node:fs';
import { paths } from '../../content/constants.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import { selected } from './args.ts';
import { compare, type Row, unlimited } from './measure.ts';
import { expressPeerArgs, fastifyPeerArgs, honoPeerArgs, mountedArgs, originArgs, type Server, start, stop } from './processes.ts';

/** The limit: a REST document and a 304 within 2.3× of bare node:http writing the same bytes, a page within 1.8×. */
const maxRestRatio = 2.3;
const maxPageRatio = 1.8;
/** The binding target: the origin's own work, above an express() app (with rateLimit() where it counts) writing the same bytes. */
const maxFloorRatio = 1.15;

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
const productEtag = manifest.entries.find((entry) => entry.path === paths.product)?.representations[0]?.files.identity.etag ?? '';

/** What a Markdown reader and a revalidating client send: the baseline gets the very same request as the origin. */
const markdownRequest = { headers: { accept: 'text/markdown', 'accept-encoding': 'br' } };
const revalidation = { headers: { 'if-none-match': productEtag }, expect: '3xx' } as const;

/**
 * The rows served by `origin` (limits out of the way): against bare node:http (`baseline`), then against the design's
 * floor (`floor`, scripts/bench/express-floor.ts), each writing the same bytes.
 */
export async function restScenarios(origin: Server, baseline: Server, floor: Server): Promise<(Row | undefined)[]> {
  return [
    await compare('REST document 200 (limits active)', [origin, paths.product, {}], [baseline, '/rest', {}], maxRestRatio),
    await compare(
      'Markdown page, brotli',
      [origin, paths.developers, markdownRequest],
      [baseline, '/markdown', markdownRequest],
      maxPageRatio,
    ),
    await compare('304 revalidation', [origin, paths.product, revalidation], [baseline, '/not-modified', revalidation], maxRestRatio),
    await compare(
      'REST document 200, over the express() + rateLimit() floor',
      [origin, paths.product, {}],
      [floor, '/rest', {}],
      maxFloorRatio,
    ),
    await compare(
      'Markdown page, brotli, over the express() floor',
      [origin, paths.developers, markdownRequest],
      [floor, '/markdown', markdownRequest],
      maxFloorRatio,
    ),
    await compare(
      '304 revalidation, over the express() + rateLimit() floor',
      [origin, paths.product, revalidation],
      [floor, '/not-modified', revalidation],
      maxFloorRatio,
    ),
  ];
}

/**
 * Comparison rows, no target, each against bare node:http writing the same bytes: the router mounted in an operator's
 * express() app; the documented express() + express-rate-limit app; Fastify 5 + @fastify/rate-limit; Hono +
 * hono-rate-limiter. The framework's own per-request work, not the router's, dominates each.
 */
export async function expressScenarios(baseline: Server): Promise<(Row | undefined)[]> {
  const rows: (Row | undefined)[] = [];
  for (const [scenario, args, path] of [
    ['REST document 200, router mounted in express()', mountedArgs, paths.product],
    ['REST document 200, express() + express-rate-limit (the peer)', expressPeerArgs, paths.product],
    ['REST document 200, Fastify 5 + @fastify/rate-limit', fastifyPeerArgs, '/rest'],
    ['REST document 200, Hono + hono-rate-limiter', honoPeerArgs, '/rest'],
  ] as const) {
    if (!selected(scenario)) continue;
    const server = await start(scenario, [...args], unlimited, path);
    rows.push(await compare(scenario, [server, path, {}], [baseline, '/rest', {}], Number.POSITIVE_INFINITY));
    await stop(server);
  }
  return rows;
}

/** One client past its limit: every answer a 429. */
export async function tooManyFlood(baseline: Server): Promise<Row | undefined> {
  const limited = await start('origin (limit 1/min)', originArgs, { RATE_LIMIT_REST_PER_MINUTE: '1' }, paths.permissions);
  await (await fetch(`http://127.0.0.1:${limited.port}${paths.product}`)).arrayBuffer(); // The one allowed request.
  const row = await compare(
    '429 flood from one client',
    [limited, paths.product, { expect: '4xx' }],
    [baseline, '/too-many', { expect: '4xx' }],
    maxRestRatio,
  );
  await stop(limited);
  return row;
}
