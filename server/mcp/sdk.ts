// The SDK's answer to one MCP request, wired as its documentation wires a stateless server: a new server per request, JSON, amended where this endpoint answers unlike the SDK.
import { createMcpHandler, isLegacyRequest, type McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { limits } from '../../content/constants.ts';
import { mcpErrors, modernProtocolVersion } from '../../content/mcp.ts';
import { jsonRpcErrorResponse } from '../errors.ts';
import { amended } from './amend.ts';

/**
 * The Accept the SDK is handed: the guards negotiated the client's own, and the SDK's 2025-version transport
 * substring-matches both types, so it would refuse a wildcard or no Accept at all.
 */
const sdkAccept = 'application/json, text/event-stream';

/** Fields about one connection only (RFC 9110 §7.6.1, RFC 9112). */
const hopByHopFields = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

/**
 * What answers a request through the SDK, serving `newServer()`'s tools and resources: a 2025-version request over a
 * stateless JSON transport of its own (the SDK's default leg for them answers with SSE), a 2026-07-28 one through
 * `createMcpHandler`. `onerror` hears what the modern leg reports. A JSON answer comes whole, amended, and refused past
 * `limits.mcpAnswerBytes`; an SSE stream (subscriptions/listen) as it comes, which the Node adapter writes with
 * backpressure.
 */
export function sdkAnswerer(newServer: () => McpServer, onerror: (error: Error) => void) {
  const modern = createMcpHandler(newServer, { legacy: 'reject', onerror });

  const serveLegacy = async (request: Request, parsedBody: unknown): Promise<Response> => {
    const server = newServer();
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      await server.close();
    }
  };

  return async (request: Request, parsedBody: unknown): Promise<Response> => {
    request.headers.set('accept', sdkAccept);
    const legacy = request.headers.get('mcp-protocol-version') !== modernProtocolVersion && (await isLegacyRequest(request, parsedBody));
    const response = legacy ? await serveLegacy(request, parsedBody) : await modern.fetch(request, { parsedBody });
    const { headers } = response;
    // Fields about the SDK's side of a connection that does not exist (RFC 9110 §7.6.1) are never copied onto ours.
    for (const name of [...hopByHopFields, ...(headers.get('connection')?.split(',') ?? [])]) headers.delete(name.trim());
    if (response.body === null || headers.get('content-type')?.startsWith('text/event-stream')) {
      return new Response(response.body, { status: response.status, headers });
    }
    const raw = Buffer.from(await response.arrayBuffer());
    const body = amended(raw, legacy);
    if (body.length > limits.mcpAnswerBytes) {
      const message = `Invalid Request: the answer would exceed ${limits.mcpAnswerBytes / 1024} KiB; ask for less.`;
      return jsonRpcErrorResponse({ ...mcpErrors.answerTooLarge, message });
    }
    headers.set('content-length', String(body.length));
    return new Response(body, { status: response.status, headers });
  };
}
