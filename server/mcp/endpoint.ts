// /mcp's route: stateless Streamable HTTP for the 2025 versions and 2026-07-28, as JSON: known answers from a table, the rest through the SDK's Node adapter.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type NodeIncomingMessageLike, toNodeHandler } from '@modelcontextprotocol/node';
import { INTERNAL_ERROR, ProtocolError } from '@modelcontextprotocol/server';
import { type RequestHandler, Router } from 'express';
import { paths } from '../../content/constants.ts';
import { mcpErrors } from '../../content/mcp.ts';
import { mcpLabels } from '../../content/mcp-labels.ts';
import { mcpMethods, mcpRequestHeaders, responseHeaders } from '../../content/response-headers.ts';
import { type ArtifactTable, type FieldList, fieldRecord } from '../artifacts.ts';
import type { Config } from '../config.ts';
import type { Counts } from '../counts.ts';
import { sendJsonRpcError } from '../errors.ts';
import { type Logger, throttledErrorLog, throttledWarning } from '../logger.ts';
import type { RateLimitPolicy } from '../rate-limits.ts';
import { type LabelledRequest, mcpLabelsOf } from '../reads.ts';
import { acceptRefusal, contentRefusal, hostRefusal, type Refusal, readMessageBody } from './guards.ts';
import { knownAnswers } from './known-answers.ts';
import { sdkAnswerer } from './sdk.ts';
import { mcpServers } from './server.ts';

/** What the endpoint is built from. */
export interface McpOptions {
  /** PUBLIC_BASE_URL, which the answers name. */
  readonly config: Config;
  readonly artifacts: ArtifactTable;
  /** The MCP rate-limit policy: its middleware counts each request before the body is read; batches count each entry here. */
  readonly rateLimit: RateLimitPolicy;
  /** Whether the peer is a proxy TRUST_PROXY names: only such a proxy's `X-Forwarded-Host` may stand for the client's Host. */
  readonly trustsPeer: (req: IncomingMessage) => boolean;
  readonly logger: Logger;
  /** Counts each message by client, method and tool, and each request by what answered it. */
  readonly counts: Counts;
}

/**
 * The fields of the endpoint's policy (CORS), on refusals, 429s and every answer alike. An answer of the table hands
 * them to its one `writeHead`, never set ahead with `setHeader`, which would send it through node:http's slow path
 * that merges two sets of fields.
 */
const mcpAnswerFields = responseHeaders('mcp');
const mcpAnswerFieldList: FieldList = Object.entries(mcpAnswerFields).flat();
/** The fields of a known answer's `body`, as the SDK's path writes them after the policy's and the rate limit's. */
const jsonFields = (body: Buffer): FieldList => ['content-length', String(body.length), 'content-type', 'application/json'];

/** The preflight's answer: any origin, POST with the MCP request headers, cached a day. */
const preflightFields = {
  ...mcpAnswerFields,
  Allow: mcpMethods,
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': mcpRequestHeaders,
  'Access-Control-Max-Age': '86400',
};

/** A request on its way through the steps, with its parsed body. */
type McpRequest = LabelledRequest & { body?: unknown };

/**
 * The endpoint: /mcp's route, every method: the Host first (DNS-rebinding protection); OPTIONS the preflight; POST a
 * JSON body, uncompressed (refused before it is counted), then the rate limit, the body read and its batch counted,
 * Accept, the table's answer or the SDK's; any other method 405. Refusals are JSON-RPC error objects, except the 429
 * (the REST error object, from the rate-limit policy). Its table of known answers is made first, from the SDK.
 */
export async function createMcpEndpoint(options: McpOptions): Promise<Router> {
  const { config, rateLimit, logger, counts } = options;
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
  const sdkAnswer = sdkAnswerer(mcpServers(options.artifacts, config.publicBaseUrl), reportError);
  const table = await knownAnswers(config.publicBaseUrl, sdkAnswer);

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
  /** A known answer, written in one `writeHead`. */
  const knownAnswer: RequestHandler = (req: McpRequest, res, next) => {
    const body = table.answerTo(req, req.body);
    counts.mcpAnswer(body === undefined ? 'sdk' : 'table');
    if (body === undefined) next();
    // A timeout or a shutdown may have answered while the request was read.
    else if (!res.headersSent) res.writeHead(200, [...mcpAnswerFieldList, ...rateLimit.fields(req), ...jsonFields(body)]).end(body);
  };
  const sdk: RequestHandler = (req: McpRequest, res) => {
    // The policy's and this request's rate-limit fields go first, as on a known answer; the adapter adds the SDK's.
    const fields = [...mcpAnswerFieldList, ...rateLimit.fields(req)];
    for (let i = 0; i + 1 < fields.length; i += 2) res.setHeader(fields[i] ?? '', fields[i + 1] ?? '');
    // The adapter's request type marks its optional fields without `| undefined`, which node:http's own carry.
    const handler = toNodeHandler({ fetch: (request) => sdkAnswer(request, req.body) }, adapterOptions);
    return handler(req as NodeIncomingMessageLike, res, req.body);
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
      knownAnswer,
      sdk,
    )
    .all((_req, res) => sendJsonRpcError(res, mcpErrors.method, { ...mcpAnswerFields, Allow: mcpMethods }));
  return route;
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
