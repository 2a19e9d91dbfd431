// The MCP endpoint: stateless Streamable HTTP at /mcp for 2025-era and 2026-07-28 clients, browsers included, answered as JSON, read-only tools and resources from the built artifacts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createMcpHandler,
  INTERNAL_ERROR,
  isLegacyRequest,
  ProtocolError,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { limits, paths } from '../../content/constants.ts';
import { modernProtocolVersion } from '../../content/mcp.ts';
import { responseHeaders } from '../../content/response-headers.ts';
import type { ArtifactTable, FieldList } from '../artifacts.ts';
import type { ClientKey, TrustProxy } from '../client-address.ts';
import { answerMcpPreflight } from '../cors.ts';
import { sendJsonRpcError } from '../errors.ts';
import type { RateLimiter } from '../limits.ts';
import { type Logger, throttledErrorLog, throttledWarning } from '../logger.ts';
import { OriginCounters } from '../metric-counts.ts';
import { amend, type JsonRpcAnswer, needsAmending } from './amend.ts';
import { AnswerCache, type AnswerCacheBounds, type CachedAnswer, cacheableRequest } from './answer-cache.ts';
import { webHeaders, writeAnswer } from './bridge.ts';
import { mcpContent } from './content.ts';
import { acceptRefusal, hostGuard, methodOrTypeRefusal, type Refusal, readMessage } from './guards.ts';
import { messageLabels } from './labels.ts';
import { ServerPool } from './pool.ts';
import { buildServer, mcpSchemas } from './server.ts';

/** What the endpoint is built from. */
export interface McpOptions {
  readonly publicBaseUrl: string;
  readonly artifacts: ArtifactTable;
  readonly limiter: RateLimiter;
  readonly clientKey: ClientKey;
  /** The proxies TRUST_PROXY names: only their `X-Forwarded-Host` may stand for the client's Host. */
  readonly trustProxy: TrustProxy;
  readonly logger: Logger;
  /** Counts each message by method and tool, and the answer cache's hits and misses. */
  readonly counters?: OriginCounters;
  /** Bounds of the answer cache (MCP_CACHE_MAX_ENTRIES, MCP_CACHE_MAX_BYTES); 0 entries turns it off. */
  readonly cache: AnswerCacheBounds;
}

/** Answers every request to /mcp; `pools` tell how many servers were built for each era, `cache` what it remembers. */
export interface McpEndpoint {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  readonly pools: { readonly modern: ServerPool; readonly legacy: ServerPool };
  readonly cache: AnswerCache;
}

/**
 * The fields of the endpoint's policy (CORS), on refusals, 429s and the SDK's answers alike. They are handed to each
 * answer's one `writeHead`, never set ahead with `setHeader`: that would send every answer, a remembered one
 * included, through node:http's slow path that merges two sets of fields.
 */
const mcpAnswerFields = responseHeaders('mcp');
const mcpAnswerFieldList: FieldList = Object.entries(mcpAnswerFields).flat();

/**
 * The /mcp endpoint, a hot path outside Express: CORS for browser-hosted clients, DNS-rebinding protection,
 * preflights, POST only, limit, JSON bodies up to 32 KiB, batch rules, Accept, then the SDK. Errors are JSON-RPC
 * error objects, except the 429 (the REST error object).
 */
export function createMcpEndpoint({
  publicBaseUrl,
  artifacts,
  limiter,
  clientKey,
  trustProxy,
  logger,
  counters = new OriginCounters(),
  cache: bounds,
}: McpOptions): McpEndpoint {
  const cache = new AnswerCache(bounds);
  const content = mcpContent(artifacts, publicBaseUrl);
  const schemas = mcpSchemas();
  const pools = {
    modern: new ServerPool(() => buildServer(content, schemas)),
    legacy: new ServerPool(() => buildServer(content, schemas)),
  };
  // The SDK reports both its own failures and the requests it refused, often quoting what the client sent
  // ("Unsupported protocol version: …"). A refusal is the client's mistake: a warning naming its kind, never an
  // error with a stack. Anything else is the origin's fault: an error with the class and code, never the message.
  // Either way a client repeating a request adds one line per interval at most.
  const reportSdkError = throttledErrorLog(logger, 'mcp exchange reported an error', {}, { echoesInput: true });
  const reportRefusal = throttledWarning(logger, 'mcp request refused by the SDK');
  const reportError = (error: Error) => {
    const refusal = clientMistake(error);
    if (refusal === undefined) reportSdkError(error);
    else if (refusal !== 'Rejected inbound request') reportRefusal({ reason: refusal });
  };
  // 2026-07-28 requests; 2025-era requests are routed to the legacy leg before this handler sees them.
  const modern = createMcpHandler(() => pools.modern.take(), { legacy: 'reject', onerror: reportError });

  /** 2025 era: a stateless transport per request (the SDK's default legacy leg would answer with SSE). */
  const serveLegacy = async (request: Request, parsedBody: unknown): Promise<Response> => {
    const server = pools.legacy.take();
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      await transport.close();
    }
  };

  const refuseForeignHost = hostGuard(publicBaseUrl, (req) => trustProxy(req.socket.remoteAddress ?? '', 0));
  const endpointUrl = `${publicBaseUrl}${paths.mcp}`;
  const sendRefusal = (res: ServerResponse, refusal: Refusal, headers: Readonly<Record<string, string>> = {}) =>
    sendJsonRpcError(res, refusal.status, refusal.code, refusal.message, { ...mcpAnswerFields, ...headers, ...refusal.headers });

  const endpoint = async (req: IncomingMessage, res: ServerResponse) => {
    // The transport may have answered while the endpoint loaded (bytes that do not parse, a shutdown).
    if (res.headersSent) return;
    // Preflights and refusals by Host, method or Content-Type cost next to nothing and are not counted, as on the REST paths.
    const refusal = refuseForeignHost(req) ?? (req.method === 'OPTIONS' ? undefined : methodOrTypeRefusal(req));
    if (refusal !== undefined) {
      sendRefusal(res, refusal);
      return;
    }
    if (req.method === 'OPTIONS') {
      answerMcpPreflight(res);
      return;
    }
    const key = clientKey(req);
    // The in-memory store decides at once; only Redis answers with a promise.
    const decision = limiter.consume(key);
    let state = decision instanceof Promise ? await decision : decision;
    if (state?.allowed === false) {
      limiter.sendTooManyRequests(res, state, false, mcpAnswerFields);
      return;
    }
    const message = await readMessage(req);
    if ('status' in message) {
      sendRefusal(res, message, state === undefined ? {} : limiter.headers(state));
      return;
    }
    const batch = Array.isArray(message.parsed) ? (message.parsed as unknown[]) : undefined;
    for (const each of batch ?? [message.parsed]) counters.mcpMessages.add(messageLabels(each));
    // Each entry of a batch counts; a batch larger than what is left of the client's budget is refused whole.
    const entries = batch?.length ?? 1;
    if (state !== undefined && entries > 1) {
      state = entries - 1 > state.remaining ? { ...state, allowed: false } : await limiter.consume(key, entries - 1);
      if (state?.allowed === false) {
        limiter.sendTooManyRequests(res, state, false, mcpAnswerFields);
        return;
      }
    }
    const headers = state === undefined ? {} : limiter.headers(state);
    const unacceptable = acceptRefusal(req, message.parsed);
    if (unacceptable !== undefined) {
      sendRefusal(res, unacceptable, headers);
      return;
    }
    // Every guard above runs for a remembered answer too; only the SDK's work is skipped.
    const cacheable = bounds.maxEntries === 0 ? undefined : cacheableRequest(req, message.parsed);
    const remembered = cacheable === undefined ? undefined : cache.get(cacheable.key);
    counters.mcpAnswerCache.add(cacheable === undefined ? 'bypass' : remembered === undefined ? 'miss' : 'hit');
    if (cacheable !== undefined && remembered !== undefined) {
      const rateFields = state === undefined ? noFields : limiter.fields(state);
      if (writeRemembered(res, remembered, cacheable.idText, rateFields)) return;
    }
    // Only a request that missed once before keeps its key until the SDK has answered.
    const offerable = cacheable !== undefined && remembered === undefined && cache.recordMiss(cacheable.key) ? cacheable : undefined;
    const request = new Request(endpointUrl, { method: 'POST', headers: webHeaders(req) });
    const legacy = await isLegacy(req, request, message.parsed);
    const answer = legacy ? await serveLegacy(request, message.parsed) : await modern.fetch(request, { parsedBody: message.parsed });
    const edit = needsAmending(message.parsed, answer.status) ? (each: JsonRpcAnswer) => amend(each, legacy) : undefined;
    const written = await writeAnswer(res, answer, { ...mcpAnswerFields, ...headers }, edit);
    if (offerable !== undefined && written !== undefined) {
      cache.offer(offerable, written);
      counters.mcpAnswerCacheHeld = { entries: cache.entries, bytes: cache.bytes };
    }
  };
  return Object.assign(endpoint, { pools, cache });
}

const noFields: FieldList = [];

/**
 * Writes a remembered answer with this request's id in its place and this request's own rate-limit fields, in the
 * order the SDK's path writes them (policy, rate limit, the SDK's own, length); false when a long id would take it
 * past `limits.mcpAnswerBytes`, which the SDK's path then refuses as it always does.
 */
function writeRemembered(res: ServerResponse, answer: CachedAnswer, idText: string, rateFields: FieldList): boolean {
  const body = Buffer.concat([answer.head, Buffer.from(`${idText}}`)]);
  if (body.length > limits.mcpAnswerBytes) return false;
  // A timeout or a shutdown may have answered while the request was read.
  if (res.headersSent) return true;
  // node:http's types want a mutable array, which it never changes.
  res.writeHead(answer.status, [...mcpAnswerFieldList, ...rateFields, ...answer.fields, 'Content-Length', String(body.length)] as string[]);
  res.end(body);
  return true;
}

/**
 * Whether the 2025-era leg serves the request. One that names the modern revision in its MCP-Protocol-Version
 * header goes straight to the modern handler, which classifies and cross-checks it in full (and rejects a
 * mismatch with -32020/-32022); classifying it here first would do the same work twice.
 */
function isLegacy(req: IncomingMessage, request: Request, parsedBody: unknown): Promise<boolean> | boolean {
  return req.headers['mcp-protocol-version'] !== modernProtocolVersion && isLegacyRequest(request, parsedBody);
}

/**
 * The kind of a request the SDK refused, or undefined for the origin's own faults: its protocol errors (version,
 * header and envelope mismatches, unknown methods: the client's) other than an internal error, the parse errors of
 * the client's JSON, and its transport's refusals, whose messages start with the status text of their 4xx answer.
 */
const sdkRefusal =
  /^(Bad Request|Not Acceptable|Unsupported Media Type|Invalid Request|Parse error|Method not allowed|Rejected inbound request)\b/;
function clientMistake(error: Error): string | undefined {
  if (error instanceof ProtocolError && error.code !== INTERNAL_ERROR) return `protocol error ${error.code}`;
  if (error.name === 'SyntaxError' || error.name === 'ZodError') return 'Parse error';
  return sdkRefusal.exec(error.message)?.[1];
}
