// Remembers the SDK's successful answers by what determines them, so a repeated request gets the same bytes without the SDK.
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { isRecord } from '../../content/mcp-labels.ts';
import type { FieldList } from '../artifacts.ts';

/**
 * An answer the SDK wrote: its status, its own header fields in order (`content-length` among them), and the body,
 * with the request's id written as `idText`.
 */
export interface SdkAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** A remembered answer: everything but the id, which each hit writes in its own place (the body ends with `id}`). */
export interface CachedAnswer {
  readonly status: number;
  /** The answer's own fields as a flat list of names and values, ready for `writeHead`; `Content-Length` among them. */
  readonly fields: FieldList;
  /** Where in `fields` the value of `Content-Length` stands: each hit writes its own, as its id has its own length. */
  readonly lengthAt: number;
  readonly bodyUntilId: Buffer;
}

/** The answer of a success as the SDK serialises it: `{"result":…,"jsonrpc":"2.0","id":<id>}`. */
const successStart = Buffer.from('{"result":');
const successEnd = (idText: string) => `,"jsonrpc":"2.0","id":${idText}}`;
/** Bookkeeping per entry beyond its bytes (map slots, the entry object, its header record), counted against `maxBytes`. */
const entryOverhead = 256;

/**
 * The key of a request whose answer may be remembered, or undefined: only single messages with a string or
 * safe-integer id. Batches, notifications (no answer body), subscriptions/listen (an SSE stream) and other ids
 * (the SDK refuses fractions and unsafe integers, and null) always go to the SDK. The body is keyed as the SDK
 * receives it: the parsed value serialised again, so spacing, escapes and number spellings do not matter, while
 * key order, which the SDK sees, still does. The id's type is in the key: the SDK validates strings and numbers
 * by different rules.
 */
export function cacheableRequest(req: IncomingMessage, parsed: unknown) {
  if (!isRecord(parsed) || parsed.method === 'subscriptions/listen') return undefined;
  const id = parsed.id;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return undefined;
  let key = `${typeof id}\n`;
  // The request headers the SDK reads (found by reading its code; tests/unit/router/mcp-cache.test.ts fails when it
  // reads another): Content-Type, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id and Mcp-Param-* (every
  // `mcp-` name), Last-Event-ID. Accept is not forwarded (the endpoint hands the SDK a fixed one, after the guards
  // negotiated the client's), and Host and Origin are read only by validation this endpoint does itself.
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    if (name.startsWith('mcp-') || name === 'content-type' || name === 'last-event-id') key += `${name}:${raw[i + 1]}\n`;
  }
  // Member by member, without copying the message to leave its id out.
  for (const name in parsed) if (name !== 'id') key += `\n${JSON.stringify(name)}:${JSON.stringify(parsed[name])}`;
  return { key, idText: JSON.stringify(id) };
}

/** A request the cache may answer: its key, and its id as the SDK writes it (JSON.stringify of the parsed value). */
export type CacheableRequest = NonNullable<ReturnType<typeof cacheableRequest>>;

/** FNV-1a over the key's UTF-16 code units: a collision only admits a body one request early. */
function digest(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A bounded cache of answers (lru-cache, by entries and by bytes) behind a doorkeeper: a key is admitted on its
 * second miss only (the doorkeeper remembers 32-bit digests of keys seen once, and forgets them all when full), so a
 * client sending a different body every time never enters the cache at all. A flood of bodies sent twice each can
 * push out the answers other clients repeat; every one of those requests counts against its client's rate limit,
 * and what it achieves at worst is a miss, the cost of no cache.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private readonly seenOnce = new Set<number>();
  private readonly maxEntries: number;

  /** `maxEntries` must be at least 1: a cache that is off is none at all. */
  constructor({ maxEntries, maxBytes }: { readonly maxEntries: number; readonly maxBytes: number }) {
    this.maxEntries = maxEntries;
    this.answers = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // One entry never takes more than an eighth of the cache, so a few large answers cannot push out the many small ones.
      maxEntrySize: maxBytes / 8,
      // What an entry counts against `maxBytes`: its body, its key (a string's characters take up to two bytes each in
      // V8) and its bookkeeping.
      sizeCalculation: (answer, key) => answer.bodyUntilId.length + key.length * 2 + entryOverhead,
    });
  }

  get entries(): number {
    return this.answers.size;
  }

  /** Bytes the entries count now. */
  get bytes(): number {
    return this.answers.calculatedSize;
  }

  /** The answer remembered for `key`, now the most recently used. */
  get(key: string): CachedAnswer | undefined {
    return this.answers.get(key);
  }

  /**
   * Notes a miss of `key`: true when the key missed once before, so that its answer may be offered; a first miss
   * leaves only a 32-bit digest. Called before the SDK answers, so that a request seen for the first time (every
   * request of a client that varies its bodies) holds nothing of the cache's while the SDK works.
   */
  recordMiss(key: string): boolean {
    const seen = digest(key);
    if (this.seenOnce.delete(seen)) return true;
    if (this.seenOnce.size >= this.maxEntries) this.seenOnce.clear();
    this.seenOnce.add(seen);
    return false;
  }

  /** Keeps the SDK's answer to `request`, a key `recordMiss` let through, when it is a success of the usual shape. */
  offer(request: CacheableRequest, answer: SdkAnswer): void {
    if (answer.status !== 200 || this.answers.has(request.key)) return;
    const { body } = answer;
    const end = successEnd(request.idText);
    if (!body.subarray(0, successStart.length).equals(successStart) || body.toString('utf8', body.length - Buffer.byteLength(end)) !== end)
      return;
    const bodyUntilId = body.subarray(0, body.length - Buffer.byteLength(request.idText) - 1);
    const fields = Object.entries(answer.headers).flat();
    const lengthAt = fields.findIndex((field, at) => at % 2 === 0 && field.toLowerCase() === 'content-length') + 1;
    if (lengthAt === 0) return;
    // Copied, so the entry does not hold the whole pooled buffer a slice of the answer may share.
    this.answers.set(request.key, { status: answer.status, fields, lengthAt, bodyUntilId: Buffer.from(bodyUntilId) });
  }
}
