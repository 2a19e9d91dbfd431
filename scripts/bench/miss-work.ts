// The answer cache's own CPU per miss (key, lookup, doorkeeper), measured on the built origin's module in a process of its own; prints {"microsPerMiss": …}.
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mcpTools } from '../../content/constants.ts';
import { smoke } from './args.ts';
import { modernCall, modernCallHeaders } from './mcp-requests.ts';
import { median } from './measure.ts';

// The module the origin runs; its types are the source's.
const { AnswerCache, cacheableRequest } = (await import(
  pathToFileURL(join(process.cwd(), 'dist/origin/server/mcp/answer-cache.js')).href
)) as typeof import('../../server/mcp/answer-cache.ts');

// The origin's default bounds, and the request the benchmark's misses send, with the header fields a client writes.
const cache = new AnswerCache({ maxEntries: 1_024, maxBytes: 16 * 2 ** 20 });
const fields = { host: '127.0.0.1:8080', ...modernCallHeaders(mcpTools.productInfo), 'content-length': '400' };
// cacheableRequest reads only the raw header fields.
const req = { rawHeaders: Object.entries(fields).flat() } as IncomingMessage;

/**
 * CPU microseconds per miss over a batch of never-seen requests: what the endpoint does on a miss with the cache
 * on and not with it off. A first miss is never offered, and the endpoint parses the body either way.
 */
let sent = 0;
function batch(size: number): number {
  const parsed = Array.from({ length: size }, () => JSON.parse(modernCall(mcpTools.productInfo, `bench ${sent++}`)) as unknown);
  const before = process.cpuUsage();
  for (const message of parsed) {
    const request = cacheableRequest(req, message);
    if (request === undefined || cache.get(request.key) !== undefined || cache.recordMiss(request.key)) {
      throw new Error('a never-seen benchmark request must be cacheable, missing, and seen for the first time');
    }
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / size;
}

// Warmed until optimised, then the median of twenty batches.
for (let i = 0; i < (smoke ? 1 : 10); i++) batch(10_000);
const microsPerMiss = median(Array.from({ length: smoke ? 1 : 20 }, () => batch(10_000)));
process.stdout.write(`${JSON.stringify({ microsPerMiss })}\n`);
