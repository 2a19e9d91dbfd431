// /mcp's route: stateless Streamable HTTP for the 2025 versions and 2026-07-28, as JSON through the SDK's Node adapter.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type NodeIncomingMessageLike, toNodeHandler } from '@modelcontextprotocol/node';
import {
  createMcpHandler,
  INTERNAL_ERROR,
  isLegacyRequest,
  ProtocolError,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { type RequestHandler, Router } from 'express';
import { limits, paths } from '../../content/constants.ts';
import { mcpErrors, modernProtocolVersion } from '../../content/mcp.ts';
import { mcpLabels } from '../../content/mcp-labels.ts';
import { mcpMethods, mcpRequestHeaders, responseHeaders } from '../../content/response-headers.ts';
import { type ArtifactTable, type FieldList, fieldRecord } from '../artifacts.ts';
import type { Config } from '../config.ts';
import type { Counts } from '../counts.ts';
import { jsonRpcErrorResponse, sendJsonRpcError } from '../errors.ts';
import { type Logger, throttledErrorLog, throttledWarning } from '../logger.ts';
import type { RateLimitPolicy } from '../rate-limits.ts';
import { type LabelledRequest, mcpLabelsOf } from '../reads.ts';
import { amended, needsAmending } from './amend.ts';
import { AnswerCache, type CacheableRequest, type CachedAnswer, cacheableRequest } from './answer-cache.ts';
import { acceptRefusal, contentRefusal, hostRefusal, type Refusal, readMessageBody } from './guards.ts';
import { ServerPool } from './pool.ts';
import { mcpServers } from './server.ts';

/** What the endpoint is built from. */
export interface McpOptions {
  /** PUBLIC_BASE_URL, and the answer cache's bounds (MCP_CACHE_MAX_ENTRIES, 0 turns it off, and MCP_CACHE_MAX_BYTES). */
  readonly config: Config;
  readonly artifacts: ArtifactTable;
  /** The MCP rate-limit policy: its middleware counts each request before the body is read; batches count each entry here. */
  readonly rateLimit: RateLimitPolicy;
  /** Whether the peer is a proxy TRUST_PROXY names: only such a proxy's `X-Forwarded-Host` may stand for the client's Host. */
  readonly trustsPeer: (req: IncomingMessage) => boolean;
  readonly logger: Logger;
  /** Counts each message by client, method and tool, and the answer cache's hits and misses. */
  readonly counts: Counts;
}

/**
 * The fields of the endpoint's policy (CORS), on refusals, 429s and the SDK's answers alike. A remembered answer
 * hands them to its one `writeHead`, never set ahead with `setHeader`, which would send it through node:http's slow
 * path that merges two sets of fields.
 */
const mcpAnswerFields = responseHeaders('mcp');
const mcpAnswerFieldList: FieldList = Object.entries(mcpAnswerFields).flat();

/** The preflight's answer: any origin, POST with the MCP request headers, cached a day. */
const preflightFields = {
  ...mcpAnswerFields,
  Allow: mcpMethods,
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': mcpRequestHeaders,
  'Access-Control-Max-Age': '86400',
};

/**
 * The Accept the SDK is handed: the guards negotiated the client's own, and the SDK's 2025-version transport
 * substring-matches both types, so it would refuse a wildcard or no Accept at all.
 */
const sdkAccept = 'application/json, text/event-stream';

/** Fields about one connection only (RFC 9110 §7.6.1, RFC 9112), never copied from the SDK's answer onto ours. */
const hopByHopFields = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

/** A request on its way through the steps: its parsed body, and the cache entry its answer may become. */
type McpRequest = LabelledRequest & { body?: unknown; [offerable]?: CacheableRequest };
const offerable = Symbol('turno.mcpOfferable');

/**
 * The endpoint: /mcp's route, every method: the Host first (DNS-rebinding protection); OPTIONS the preflight; POST a
 * JSON body, uncompressed (refused before it is counted), then the rate limit, the body read and its batch counted,
 * Accept, a remembered answer or the SDK's; any other method 405. Refusals are JSON-RPC error objects, except the 429
 * (the REST error object, from the rate-limit policy). With it, the answer cache, which the metrics read.
 */
export function createMcpEndpoint(options: McpOptions) {
  const { config, rateLimit, logger, counts } = options;
  const { mcpCacheMaxEntries: maxEntries, mcpCacheMaxBytes: maxBytes } = config;
  const cache = maxEntries === 0 ? undefined : new AnswerCache({ maxEntries, maxBytes });
  const serverOf = mcpServers(options.artifacts, config.publicBaseUrl);
  const pools = { modern: new ServerPool(serverOf), legacy: new ServerPool(serverOf) };
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
  // What escapes the exchange itself (a bug of ours, not the client's): the adapter answers 500 and reports it here.
  const adapterOptions = { onerror: throttledErrorLog(logger, 'mcp exchange failed') };
  // 2026-07-28 requests; 2025-version requests are routed to the legacy leg before this handler sees them.
  const modern = createMcpHandler(() => pools.modern.take(), { legacy: 'reject', onerror: reportError });

  /** 2025 versions: a stateless transport per request (the SDK's default legacy leg would answer with SSE). */
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

  /**
   * The SDK's answer to `request` as the adapter writes it: the 2025-version leg or the modern handler; a JSON body
   * whole, amended where this endpoint answers unlike the SDK, refused past `limits.mcpAnswerBytes`, and offered to
   * the cache; an SSE stream (subscriptions/listen) as it comes, which the adapter writes with backpressure.
   */
  const answer = async (req: McpRequest, request: Request): Promise<Response> => {
    const parsedBody = req.body;
    request.headers.set('accept', sdkAccept);
    const legacy = req.headers['mcp-protocol-version'] !== modernProtocolVersion && (await isLegacyRequest(request, parsedBody));
    const response = legacy ? await serveLegacy(request, parsedBody) : await modern.fetch(request, { parsedBody });
    const headers = ownFields(response.headers);
    if (response.body === null || headers.get('content-type')?.startsWith('text/event-stream')) {
      return new Response(response.body, { status: response.status, headers });
    }
    const raw = Buffer.from(await response.arrayBuffer());
    const body = needsAmending(parsedBody, response.status) ? amended(raw, legacy) : raw;
    if (body.length > limits.mcpAnswerBytes) {
      const message = `Invalid Request: the answer would exceed ${limits.mcpAnswerBytes / 1024} KiB; ask for less.`;
      return jsonRpcErrorResponse({ ...mcpErrors.answerTooLarge, message });
    }
    headers.set('content-length', String(body.length));
    const entry = req[offerable];
    if (entry !== undefined) cache?.offer(entry, { status: response.status, headers: Object.fromEntries(headers), body });
    return new Response(body, { status: response.status, headers });
  };

  const refuseForeignHost = hostRefusal(config.publicBaseUrl, options.trustsPeer);
  const sendRefusal = (req: IncomingMessage, res: ServerResponse, refusal: Refusal) =>
    sendJsonRpcError(res, refusal, { ...mcpAnswerFields, ...fieldRecord(rateLimit.fields(req)), ...refusal.headers });
  /** A step that refuses what `check` refuses, and passes the rest on. */
  const guard =
    (check: (req: McpRequest) => Refusal | undefined): RequestHandler =>
    (req, res, next) => {
      const refusal = check(req);
      if (refusal === undefined) next();
      else sendRefusal(req, res, refusal);
    };

  const readMessage: RequestHandler = async (req: McpRequest, res, next) => {
    const message = await readMessageBody(req);
    // A timeout or a shutdown may have answered while the body arrived.
    if (res.headersSent) return;
    if ('status' in message) {
      sendRefusal(req, res, message);
      return;
    }
    req.body = message.parsed;
    const labels = (Array.isArray(message.parsed) ? message.parsed : [message.parsed]).map(mcpLabels);
    for (const each of labels) counts.mcpMessage(each);
    req[mcpLabelsOf] = labels[0];
    // The other messages of a batch count against the limit too.
    if (await rateLimit.countMore(req, res, labels.length - 1)) next();
  };
  const cachedAnswer: RequestHandler = (req: McpRequest, res, next) => {
    const cacheable = cache === undefined ? undefined : cacheableRequest(req, req.body);
    const remembered = cacheable === undefined ? undefined : cache?.get(cacheable.key);
    counts.cacheLookup(cacheable === undefined ? 'bypass' : remembered === undefined ? 'miss' : 'hit');
    if (cacheable !== undefined && remembered !== undefined && writeRemembered(res, remembered, cacheable.idText, rateLimit.fields(req)))
      return;
    // Only a request that missed once before keeps its key until the SDK has answered.
    if (cacheable !== undefined && remembered === undefined && cache?.recordMiss(cacheable.key)) req[offerable] = cacheable;
    next();
  };
  const sdk: RequestHandler = (req: McpRequest, res) => {
    // The policy's and this request's rate-limit fields go first, as on a remembered answer; the adapter adds the SDK's.
    const fields = [...mcpAnswerFieldList, ...rateLimit.fields(req)];
    for (let i = 0; i + 1 < fields.length; i += 2) res.setHeader(fields[i] ?? '', fields[i + 1] ?? '');
    // The adapter's request type marks its optional fields without `| undefined`, which node:http's own carry.
    return toNodeHandler({ fetch: (request) => answer(req, request) }, adapterOptions)(req as NodeIncomingMessageLike, res, req.body);
  };

  const route = Router({ caseSensitive: true, strict: true });
  route
    .route(paths.mcp)
    .all(guard(refuseForeignHost))
    .options((_req, res) => res.writeHead(204, preflightFields).end())
    .post(
      guard(contentRefusal),
      rateLimit.middleware,
      readMessage,
      guard((req) => acceptRefusal(req, req.body)),
      cachedAnswer,
      sdk,
    )
    .all((_req, res) => sendJsonRpcError(res, mcpErrors.method, { ...mcpAnswerFields, Allow: mcpMethods }));
  return { route, cache };
}

/** The SDK's fields without the hop-by-hop ones, which describe its side of a connection that does not exist (RFC 9110 §7.6.1). */
function ownFields(sdkFields: Headers): Headers {
  const hopByHop = new Set(hopByHopFields);
  for (const name of sdkFields.get('connection')?.split(',') ?? []) hopByHop.add(name.trim().toLowerCase());
  const fields = new Headers();
  sdkFields.forEach((value, name) => {
    if (!hopByHop.has(name)) fields.append(name, value);
  });
  return fields;
}

/**
 * Writes a remembered answer with this request's id in its place and this request's own rate-limit fields, in the
 * order the SDK's path writes them (policy, rate limit, the answer's own); false when a long id would take it past
 * `limits.mcpAnswerBytes`, which the SDK's path then refuses as it always does.
 */
function writeRemembered(res: ServerResponse, answer: CachedAnswer, idText: string, rateFields: FieldList): boolean {
  const body = Buffer.concat([answer.bodyUntilId, Buffer.from(`${idText}}`)]);
  if (body.length > limits.mcpAnswerBytes) return false;
  // A timeout or a shutdown may have answered while the request was read.
  if (res.headersSent) return true;
  const fields = [...mcpAnswerFieldList, ...rateFields, ...answer.fields];
  fields[mcpAnswerFieldList.length + rateFields.length + answer.lengthAt] = String(body.length);
  res.writeHead(answer.status, fields).end(body);
  return true;
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
