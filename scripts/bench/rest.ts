// The REST scenarios: a limited document, the negotiated Markdown page, a 304 and a 429 flood, each against bare node:http writing the same bytes.
import { readFileSync } from 'node:fs';
import { paths } from '../../content/constants.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import { selected } from './args.ts';
import { compare, type Row, unlimited } from './measure.ts';
import { expressPeerArgs, mountedArgs, originArgs, type Server, start, stop } from './processes.ts';

/** Every REST path, and the negotiated page, within 1.5× of bare node:http writing the same bytes. */
const maxRestRatio = 1.5;

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
const productEtag = manifest.entries.find((entry) => entry.path === paths.product)?.representations[0]?.files.identity.etag ?? '';

/** What a Markdown reader and a revalidating client send: the baseline gets the very same request as the origin. */
const markdownRequest = { headers: { accept: 'text/markdown', 'accept-encoding': 'br' } };
const revalidation = { headers: { 'if-none-match': productEtag }, expect: '3xx' } as const;

/** The rows served by `origin` (limits out of the way); `restDocument` is the row MCP's cost is compared with. */
export async function restScenarios(origin: Server, baseline: Server): Promise<(Row | undefined)[]> {
  return [
    await compare('REST document 200 (limits active)', [origin, paths.product, {}], [baseline, '/rest', {}], maxRestRatio),
    await compare(
      'Markdown page, brotli',
      [origin, paths.developers, markdownRequest],
      [baseline, '/markdown', markdownRequest],
      maxRestRatio,
    ),
    await compare('304 revalidation', [origin, paths.product, revalidation], [baseline, '/not-modified', revalidation], maxRestRatio),
  ];
}

/**
 * The same document from the router mounted in an operator's express() app, and from the express() +
 * express-rate-limit setup a user would otherwise write: each against bare node:http writing the same bytes, for
 * comparison (no target: the express() shell's per-request work, not the router's, dominates both).
 */
export async function expressScenarios(baseline: Server): Promise<(Row | undefined)[]> {
  const rows: (Row | undefined)[] = [];
  for (const [scenario, args] of [
    ['REST document 200, router mounted in express()', mountedArgs],
    ['REST document 200, express() + express-rate-limit (the peer)', expressPeerArgs],
  ] as const) {
    if (!selected(scenario)) continue;
    const server = await start(scenario, [...args], unlimited, paths.product);
    rows.push(await compare(scenario, [server, paths.product, {}], [baseline, '/rest', {}], Number.POSITIVE_INFINITY));
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
