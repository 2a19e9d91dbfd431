// The answer cache's own CPU per miss (key, lookup, offer), measured on the built origin's module in a process of its own; prints {"microsPerMiss": …}.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mcpTools, paths } from '../../content/constants.ts';
import { modernCall, modernCallHeaders } from './mcp-requests.ts';

/** What this uses of dist/origin/server/mcp/answer-cache.js, the module the origin runs. */
interface AnswerCacheModule {
  cacheableRequest(req: { rawHeaders: string[] }, parsed: unknown): { key: string; idText: string } | undefined;
  AnswerCache: new (bounds: {
    maxEntries: number;
    maxBytes: number;
  }) => {
    get(key: string): unknown;
    offer(request: { key: string; idText: string }, answer: { status: number; headers: Record<string, string>; body: Buffer }): void;
  };
}

const { smoke } = parseArgs({ options: { smoke: { type: 'boolean', default: false } } }).values;
const { AnswerCache, cacheableRequest } = (await import(
  pathToFileURL(join(process.cwd(), 'dist/origin/server/mcp/answer-cache.js')).href
)) as AnswerCacheModule;

// The origin's defaults, and the request the benchmark's misses send, with the headers a client writes.
const cache = new AnswerCache({ maxEntries: 1_024, maxBytes: 16 * 2 ** 20 });
const headers = { host: '127.0.0.1:8080', ...modernCallHeaders(mcpTools.productInfo), 'content-length': '400' };
const req = { rawHeaders: Object.entries(headers).flat() };
const product = readFileSync(join('dist/site', paths.product), 'utf8');
const body = Buffer.from(
  `{"result":{"content":[{"type":"text","text":${JSON.stringify(product)}}],"structuredContent":${product}},"jsonrpc":"2.0","id":1}`,
);
const answer = { status: 200, headers: { 'content-type': 'application/json' }, body };

/** CPU microseconds per miss over a batch of never-seen requests; parsing them is the endpoint's work either way and is left out. */
let sent = 0;
function batch(size: number): number {
  const parsed = Array.from({ length: size }, () => JSON.parse(modernCall(mcpTools.productInfo, `bench ${sent++}`)) as unknown);
  const before = process.cpuUsage();
  for (const message of parsed) {
    const request = cacheableRequest(req, message);
    if (request === undefined) throw new Error('the benchmark request is not cacheable');
    if (cache.get(request.key) !== undefined) throw new Error('a never-seen request hit');
    cache.offer(request, answer);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / size;
}

// Warmed until optimised, then the median of twenty batches.
for (let i = 0; i < (smoke ? 1 : 10); i++) batch(10_000);
const batches = Array.from({ length: smoke ? 1 : 20 }, () => batch(10_000)).sort((a, b) => a - b);
process.stdout.write(`${JSON.stringify({ microsPerMiss: batches[Math.floor(batches.length / 2)] })}\n`);
