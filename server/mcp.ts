// The MCP endpoint: stateless Streamable HTTP at /mcp for 2025-era and 2026-07-28 clients, browsers included, answered as JSON, read-only tools and resources from the built artifacts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createMcpHandler,
  fromJsonSchema,
  isJsonContentType,
  isLegacyRequest,
  McpServer,
  validateHostHeader,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import Negotiator from 'negotiator';
import getRawBody from 'raw-body';
import { apiVersion, limits, paths, productName } from '../content/constants.ts';
import { errorMessages } from '../content/error-body.ts';
import {
  answeredVersions,
  batchingProtocolVersion,
  type McpError,
  mcpErrors,
  mcpResourceList,
  mcpToolList,
  modernProtocolVersion,
  noInputSchema,
} from '../content/mcp.ts';
import { createSchemaValidator, documentSchemas } from '../schemas/index.ts';
import type { ArtifactTable } from './artifacts.ts';
import type { ClientKey } from './client-address.ts';
import { answerMcpPreflight, corsMcpHeaders, mcpMethods } from './cors.ts';
import { sendJsonRpcError } from './errors.ts';
import type { RateLimiter } from './limits.ts';
import { type Logger, throttledErrorLog } from './logger.ts';

/** What the endpoint is built from. */
export interface McpOptions {
  readonly publicBaseUrl: string;
  readonly artifacts: ArtifactTable;
  readonly limiter: RateLimiter;
  readonly clientKey: ClientKey;
  readonly logger: Logger;
}

/** The documents change only with a build; clients may reuse lists and reads as long as HTTP caches do. */
const cacheHint = { ttlMs: 300_000, cacheScope: 'public' } as const;
const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false } as const;

/** The bytes of a built path, exactly as the REST origin serves them. */
function builtText(artifacts: ArtifactTable, path: string): string {
  const body = artifacts.byPath.get(path)?.representations[0]?.bodies.identity.body;
  if (body === undefined) throw new Error(`${path} is missing from the build output; run npm run build.`);
  return body.toString('utf8');
}

/** Everything the MCP server answers with, read once from the artifacts so MCP and REST can never disagree. */
function mcpContent(artifacts: ArtifactTable, publicBaseUrl: string) {
  const toolResults = new Map(
    mcpToolList.map((tool) => {
      const text = builtText(artifacts, paths[tool.document]);
      return [tool.name, { structuredContent: JSON.parse(text) as Record<string, unknown>, content: [{ type: 'text' as const, text }] }];
    }),
  );
  const resources = mcpResourceList.map((resource) => ({
    ...resource,
    contents: { uri: publicBaseUrl + resource.path, mimeType: resource.mimeType, text: builtText(artifacts, resource.path) },
  }));
  return { toolResults, resources, instructions: builtText(artifacts, paths.llms) };
}

type Content = ReturnType<typeof mcpContent>;

/** One validator and one set of wrapped schemas per process: compiling them per request would dominate its cost. */
function mcpSchemas() {
  const validator = new AjvJsonSchemaValidator(createSchemaValidator());
  return {
    validator,
    noInput: fromJsonSchema<Record<string, never>>(noInputSchema, validator),
    product: fromJsonSchema<Record<string, unknown>>(documentSchemas.product, validator),
    sampleWeek: fromJsonSchema<Record<string, unknown>>(documentSchemas.sampleWeek, validator),
  };
}

type Schemas = ReturnType<typeof mcpSchemas>;

function buildServer(content: Content, schemas: Schemas): McpServer {
  const server = new McpServer(
    { name: 'turno-public-discovery', title: `${productName} public discovery`, version: apiVersion },
    {
      // Nothing here ever changes while the process runs, so no client needs a change-notification stream.
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: content.instructions,
      supportedProtocolVersions: [...answeredVersions],
      jsonSchemaValidator: schemas.validator,
      cacheHints: {
        'tools/list': cacheHint,
        'resources/list': cacheHint,
        'resources/templates/list': cacheHint,
        'server/discover': cacheHint,
      },
    },
  );
  for (const tool of mcpToolList) {
    const result = content.toolResults.get(tool.name);
    if (result === undefined) throw new Error(`no result prepared for the tool ${tool.name}`);
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: schemas.noInput,
        outputSchema: schemas[tool.document],
        annotations: readOnly,
      },
      () => result,
    );
  }
  for (const { name, title, description, contents } of content.resources) {
    server.registerResource(name, contents.uri, { title, description, mimeType: contents.mimeType, cacheHint }, () => ({
      contents: [contents],
    }));
  }
  return server;
}

/**
 * Idle servers, reused: an McpServer serves one exchange at a time and can be connected again once its
 * transport closes, so a small pool replaces the construction of a server per request.
 */
class ServerPool {
  private readonly idle: McpServer[] = [];
  private readonly lent = new WeakSet<McpServer>();
  private static readonly maxIdle = 32;

  constructor(private readonly create: () => McpServer) {}

  take(): McpServer {
    const server = this.idle.pop() ?? this.adopt(this.create());
    this.lent.add(server);
    return server;
  }

  /**
   * A server comes back when its exchange's transport closes (the SDK calls onclose after its own hook), or when
   * the SDK closes it without ever connecting it (as it does for subscriptions/listen). Either way only once.
   */
  private adopt(server: McpServer): McpServer {
    const giveBack = () => {
      if (!this.lent.has(server) || server.server.transport !== undefined) return;
      this.lent.delete(server);
      if (this.idle.length < ServerPool.maxIdle) this.idle.push(server);
    };
    server.server.onclose = giveBack;
    const close = server.close.bind(server);
    server.close = async () => {
      await close();
      giveBack();
    };
    return server;
  }
}

/** Answers every request to /mcp. */
export type McpEndpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The /mcp endpoint, a hot path outside Express: CORS for browser-hosted clients, DNS-rebinding protection,
 * preflights, POST only, limit, JSON bodies up to 32 KiB, Accept, then the SDK. Errors are JSON-RPC error
 * objects, except the 429 (the REST error object).
 */
export function createMcpEndpoint({ publicBaseUrl, artifacts, limiter, clientKey, logger }: McpOptions): McpEndpoint {
  const content = mcpContent(artifacts, publicBaseUrl);
  const schemas = mcpSchemas();
  const modernPool = new ServerPool(() => buildServer(content, schemas));
  const legacyPool = new ServerPool(() => buildServer(content, schemas));
  // The SDK reports both its own failures and the requests it refused, often quoting what the client sent
  // ("Unsupported protocol version: …"): the log keeps the error's class and code, never its message, and a
  // client repeating a bad request adds one line per interval at most.
  const reportSdkError = throttledErrorLog(logger, 'mcp exchange reported an error', {}, { echoesInput: true });
  const reportError = (error: Error) => {
    if (!error.message.startsWith('Rejected inbound request')) reportSdkError(error);
  };
  // 2026-07-28 requests; 2025-era requests are routed to the legacy leg before this handler sees them.
  const modern = createMcpHandler(() => modernPool.take(), { legacy: 'reject', onerror: reportError });

  /** 2025 era: a stateless transport per request (the SDK's default legacy leg would answer with SSE). */
  const serveLegacy = async (request: Request, parsedBody: unknown): Promise<Response> => {
    const server = legacyPool.take();
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      await transport.close();
    }
  };

  const allowedHostnames = [new URL(publicBaseUrl).hostname, 'localhost', '127.0.0.1', '[::1]'];
  const endpoint = `${publicBaseUrl}${paths.mcp}`;

  return async (req, res) => {
    for (const [name, value] of Object.entries(corsMcpHeaders)) res.setHeader(name, value);
    // DNS-rebinding protection: a rebound request carries the attacker's host name. Origin is not checked: a page
    // on any origin may call this public endpoint, and one that rebinds a name still cannot choose the Host.
    const host = validateHostHeader(req.headers.host, allowedHostnames);
    if (!host.ok) {
      sendJsonRpcError(res, mcpErrors.foreignHost.status, mcpErrors.foreignHost.code, host.message);
      return;
    }
    if (req.method === 'OPTIONS') {
      answerMcpPreflight(res);
      return;
    }
    // Preflights and refusals by Host, method or Content-Type cost next to nothing and are not counted, as on the REST paths.
    const refusal = refuse(req);
    if (refusal !== undefined) {
      sendJsonRpcError(res, refusal.status, refusal.code, refusal.message, refusal.headers);
      return;
    }
    const key = clientKey(req);
    let state = await limiter.consume(key);
    if (state?.allowed === false) {
      limiter.sendTooManyRequests(res, state, false);
      return;
    }
    const body = await readJsonBody(req);
    if ('status' in body) {
      sendJsonRpcError(res, body.status, body.code, body.message, {
        ...(state === undefined ? {} : limiter.headers(state)),
        ...body.headers,
      });
      return;
    }
    // Each entry of a batch counts; a batch larger than what is left of the client's budget is refused whole.
    const entries = Array.isArray(body.parsed) ? body.parsed.length : 1;
    if (state !== undefined && entries > 1) {
      state = entries - 1 > state.remaining ? { ...state, allowed: false } : await limiter.consume(key, entries - 1);
      if (state?.allowed === false) {
        limiter.sendTooManyRequests(res, state, false);
        return;
      }
    }
    const headers = state === undefined ? {} : limiter.headers(state);
    const mediaType = answerMediaType(body.parsed);
    if (!accepts(req.headers.accept, mediaType)) {
      const { status, code } = mcpErrors.notAcceptable;
      sendJsonRpcError(res, status, code, `Not Acceptable: ${errorMessages[406]} Available: ${mediaType}.`, headers);
      return;
    }
    const request = new Request(endpoint, { method: 'POST', headers: webHeaders(req) });
    const legacy = await isLegacy(req, request, body.parsed);
    const answer = legacy ? await serveLegacy(request, body.parsed) : await modern.fetch(request, { parsedBody: body.parsed });
    await writeAnswer(res, answer, headers, needsAmending(body.parsed, answer.status) ? (message) => amend(message, legacy) : undefined);
  };
}

/**
 * Whether the 2025-era leg serves the request. One that names the modern revision in its MCP-Protocol-Version
 * header goes straight to the modern handler, which classifies and cross-checks it in full (and rejects a
 * mismatch with -32020/-32022); classifying it here first would do the same work twice.
 */
function isLegacy(req: IncomingMessage, request: Request, parsedBody: unknown): Promise<boolean> | boolean {
  return req.headers['mcp-protocol-version'] !== modernProtocolVersion && isLegacyRequest(request, parsedBody);
}

interface Refusal {
  readonly status: number;
  readonly code: number;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The refusal of a catalogued error whose message the endpoint writes itself. */
function refusal({ status, code, message }: McpError & { readonly message: string }, headers?: Refusal['headers']): Refusal {
  return headers === undefined ? { status, code, message } : { status, code, message, headers };
}

/** Why a request from a valid Host is refused before its body is read, if it is. */
function refuse(req: IncomingMessage): Refusal | undefined {
  if (req.method !== 'POST') {
    return refusal(mcpErrors.method, { Allow: mcpMethods });
  }
  if (!isJsonContentType(req.headers['content-type'] ?? null)) {
    return refusal(mcpErrors.contentType);
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'identity') {
    return refusal(mcpErrors.contentEncoding);
  }
  return undefined;
}

/**
 * Why a batch is refused, if it is: a batch is the revision named in MCP-Protocol-Version (absent means
 * 2025-03-26, as the transport specification says), and only 2025-03-26 has batches; and it holds at least
 * one and at most `limits.mcpBatchEntries` messages, which bounds the answer one request can make.
 */
function refuseBatch(req: IncomingMessage, parsed: unknown): Refusal | undefined {
  if (!Array.isArray(parsed)) return undefined;
  if ((req.headers['mcp-protocol-version'] ?? batchingProtocolVersion) !== batchingProtocolVersion) {
    return {
      ...mcpErrors.batchVersion,
      message: `Invalid Request: JSON-RPC batches exist only in protocol version ${batchingProtocolVersion}; send one message per request.`,
    };
  }
  if (parsed.length === 0 || parsed.length > limits.mcpBatchEntries) {
    return { ...mcpErrors.batchSize, message: `Invalid Request: a batch holds from 1 to ${limits.mcpBatchEntries} messages.` };
  }
  return undefined;
}

/** The parsed body, or the JSON-RPC error to answer: too large (Content-Length or chunked) 413, malformed or a refused batch 400. */
async function readJsonBody(req: IncomingMessage): Promise<{ readonly parsed: unknown } | Refusal> {
  let text: string;
  try {
    const length = req.headers['content-length'];
    text = await getRawBody(req, { limit: limits.mcpBodyBytes, encoding: 'utf8', ...(length === undefined ? {} : { length }) });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large')
      // Closing the connection spares reading the rest of a body that may be huge.
      return refusal(mcpErrors.tooLarge, { Connection: 'close' });
    return refusal(mcpErrors.unreadable);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refusal(mcpErrors.parse);
  }
  return refuseBatch(req, parsed) ?? { parsed };
}

/** What a request is answered with: subscriptions/listen is acknowledged and completed over SSE, everything else is JSON. */
function answerMediaType(parsed: unknown): string {
  return isRecord(parsed) && parsed.method === 'subscriptions/listen' ? 'text/event-stream' : 'application/json';
}

/** Decisions by media type and Accept value; bounded (cleared when full) so endless distinct values cannot grow it. */
const acceptDecisions = new Map<string, boolean>();
const maxAcceptDecisions = 512;

/**
 * Whether the Accept header allows `mediaType`, parsed by negotiator (q-values, wildcards, parameters), never
 * substring-matched: no Accept or an empty one, the full wildcard, `application/*` and `application/json` all
 * accept JSON, in both eras. Both answer types are UTF-8 by definition, so a range naming charset=utf-8 accepts them.
 */
function accepts(accept: string | undefined, mediaType: string): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const key = `${mediaType}\n${accept}`;
  let decision = acceptDecisions.get(key);
  if (decision === undefined) {
    if (acceptDecisions.size >= maxAcceptDecisions) acceptDecisions.clear();
    decision = new Negotiator({ headers: { accept } }).mediaType([`${mediaType}; charset=utf-8`]) !== undefined;
    acceptDecisions.set(key, decision);
  }
  return decision;
}

/**
 * Headers not forwarded to the SDK: those that describe this connection or the body already read, and Accept,
 * which was negotiated above and is replaced by the one the SDK's 2025-era transport looks for (it substring-
 * matches both types, so it would refuse a wildcard or no Accept at all).
 */
const unforwardedHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'accept']);
const sdkAccept = 'application/json, text/event-stream';

/** The request's headers for the SDK's web-standard handlers; the body travels pre-parsed. */
function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers({ Accept: sdkAccept });
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    if (!unforwardedHeaders.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1] ?? '');
  }
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One message of a JSON answer, as far as amend reads it. */
interface JsonRpcAnswer {
  result?: Record<string, unknown>;
  error?: { code: number; data?: unknown };
}

/** Methods whose answers amend may change; 400s may carry -32022. Every other answer is written unparsed. */
const amendedMethods = new Set<unknown>(['server/discover', 'resources/read']);

function needsAmending(parsed: unknown, status: number): boolean {
  if (status === 400) return true;
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  return messages.some((message) => isRecord(message) && amendedMethods.has(message.method));
}

/**
 * Where this endpoint answers differently from the SDK. server/discover and -32022 errors list only the modern
 * revision, though every 2025-era one is answered through initialize: listing them all tells a client that
 * cannot speak 2026-07-28 where to fall back. A resources/read miss is -32602 in every era (the 2026-07-28
 * rule), but the 2025-11-25 specification says -32002, so 2025-era misses (a -32602 whose data is exactly
 * `{ uri }`, as the SDK marks them) get -32002.
 */
function amend(message: JsonRpcAnswer, legacy: boolean): void {
  const { result, error } = message;
  if (Array.isArray(result?.supportedVersions)) result.supportedVersions = answeredVersions;
  const data = isRecord(error?.data) ? error.data : undefined;
  if (error?.code === -32022 && Array.isArray(data?.supported)) data.supported = answeredVersions;
  if (legacy && error?.code === -32602 && typeof data?.uri === 'string' && Object.keys(data).length === 1) error.code = -32002;
}

/** The JSON body with `edit` applied to its message, or to each one of a batch; a body that is not JSON stays as it is. */
function amended(body: Buffer, edit: (message: JsonRpcAnswer) => void): Buffer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  for (const message of Array.isArray(parsed) ? parsed : [parsed]) if (isRecord(message)) edit(message);
  return Buffer.from(JSON.stringify(parsed));
}

/**
 * Writes the SDK's answer with our headers; JSON bodies are complete (amended by `edit` when given), and an SSE
 * stream (subscriptions/listen) is piped.
 */
async function writeAnswer(
  res: ServerResponse,
  answer: Response,
  extraHeaders: Readonly<Record<string, string>>,
  edit?: (message: JsonRpcAnswer) => void,
): Promise<void> {
  // A timeout or a shutdown may have answered while the SDK worked.
  if (res.headersSent) return;
  const headers: Record<string, string | number> = { ...extraHeaders, 'X-Content-Type-Options': 'nosniff' };
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (answer.body === null) {
    res.writeHead(answer.status, headers);
    res.end();
    return;
  }
  if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
    res.writeHead(answer.status, headers);
    const reader = answer.body.getReader();
    res.once('close', () => void reader.cancel());
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value);
    res.end();
    return;
  }
  const raw = Buffer.from(await answer.arrayBuffer());
  const body = edit === undefined ? raw : amended(raw, edit);
  if (body.length > limits.mcpAnswerBytes) {
    const { status, code } = mcpErrors.answerTooLarge;
    sendJsonRpcError(
      res,
      status,
      code,
      `Invalid Request: the answer would exceed ${limits.mcpAnswerBytes / 1024} KiB; ask for less.`,
      extraHeaders,
    );
    return;
  }
  headers['Content-Length'] = body.length;
  res.writeHead(answer.status, headers);
  res.end(body);
}
