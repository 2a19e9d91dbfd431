// The MCP endpoint's public facts, written once: its identity, answered revisions, tools, resources and every JSON-RPC error it answers; the origin serves them, the docs print them.
import { apiVersion, type DocumentKey, edgeLimits, limits, mcpTools, paths, productDomain, productName } from './constants.ts';
import type { ConnectionFate } from './error-body.ts';

/** The server's `serverInfo` in `initialize` and `server/discover`, less its website (see mcpServerIdentity). */
export const mcpServerInfo = {
  name: 'turno-public-discovery',
  title: `${productName} public discovery`,
  version: apiVersion,
  /** At most 100 characters, as the registry's server.json (and so the server card) allows. */
  description: `Read-only facts about ${productName}, workforce scheduling software, and a fictional week of shifts.`,
} as const;

/** The full `serverInfo` of a server published at `baseUrl`: its website is the MCP guide. */
export function mcpServerIdentity(baseUrl: string) {
  return { ...mcpServerInfo, websiteUrl: baseUrl + paths.mcpGuide };
}

/** The server card's name: `serverInfo.name` under the product's domain, reversed (the registry's reverse-DNS form). */
export const mcpServerCardName = `${productDomain.split('.').reverse().join('.')}/${mcpServerInfo.name}`;

/** What the server declares: tools and resources, neither of which ever changes while it runs. */
export const mcpCapabilities = { tools: { listChanged: false }, resources: { listChanged: false } } as const;

/** Both tools only read fixed documents. */
export const mcpToolAnnotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false, destructiveHint: false } as const;

/** The protocol revision of the SDK's modern leg. */
export const modernProtocolVersion = '2026-07-28';

/**
 * Every revision the endpoint answers, newest first: the modern one, and the 2025-version ones `initialize` negotiates
 * (2024-11-05 is what SDK 1.10 still sends). The SDK's default list also holds 2024-10-07, an identifier no
 * published specification defines, so it is not advertised.
 */
export const answeredVersions: readonly string[] = [modernProtocolVersion, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** The versions a client begins with `initialize`: every answered one but the modern, newest first. */
export const initializeVersions: readonly string[] = answeredVersions.filter((version) => version !== modernProtocolVersion);

/** Those versions as the pages name them, by their range: `2024-11-05 to 2025-11-25`. */
const initializeRange = `${initializeVersions.at(-1)} to ${initializeVersions[0]}`;

/** The only revision with JSON-RPC batches (2025-06-18 removed them), and the default of the MCP-Protocol-Version header. */
export const batchingProtocolVersion = '2025-03-26';

/** The revision `initialize` answers with when the client asks for one it does not answer. */
export const fallbackProtocolVersion = '2025-11-25';

/** One read-only tool: it takes no input and returns one document (the same JSON as its REST endpoint). */
export interface McpTool {
  readonly name: (typeof mcpTools)[keyof typeof mcpTools];
  readonly title: string;
  readonly description: string;
  readonly document: Extract<DocumentKey, 'product' | 'sampleWeek'>;
}

/** The two tools, in the order tools/list gives them. */
export const mcpToolList: readonly McpTool[] = [
  {
    name: mcpTools.productInfo,
    title: `Get ${productName} product information`,
    description: `What ${productName} is: workforce scheduling software; its capabilities, its limitations (no payroll, no guaranteed legal compliance, no customer data over this interface), contact, location and links to every public resource. Same JSON as GET ${paths.product}. Read-only, takes no input.`,
    document: 'product',
  },
  {
    name: mcpTools.sampleSchedule,
    title: 'Get the fictional sample week of shifts',
    description: `A fixed, fictional, deterministic week of shifts in Europe/Lisbon (RFC 3339 date-times with offsets, breaks, several employees) to test a client against. Not customer data. Same JSON as GET ${paths.sampleWeek}. Read-only, takes no input.`,
    document: 'sampleWeek',
  },
];

/** The input schema of every tool: no arguments at all. */
export const noInputSchema = { type: 'object', properties: {}, additionalProperties: false } as const;

/** One resource, addressed by the HTTP URL that serves the same bytes. */
export interface McpResource {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly mimeType: string;
}

/** The permissions document: a resource for MCP clients, a tool for agents in the browser (see webMcpTools). */
const permissionsResource: McpResource = {
  name: 'permissions',
  title: 'Permissions document',
  description: 'Public capabilities and the boundaries of the customer API (roles, tenant isolation, no OAuth).',
  path: paths.permissions,
  mimeType: 'application/json',
};

/** The three resources, in the order resources/list gives them. */
export const mcpResourceList: readonly McpResource[] = [
  {
    name: 'openapi',
    title: 'OpenAPI contract',
    description: 'The OpenAPI 3.1.0 contract of the three public REST endpoints.',
    path: paths.openapi,
    mimeType: 'application/json',
  },
  permissionsResource,
  {
    name: 'instructions',
    title: 'Instructions for agents',
    description:
      'What this interface offers, which tool or endpoint answers what, the limits and what is not available (the agent skill, also the instructions of initialize).',
    path: paths.agentSkill,
    mimeType: 'text/markdown',
  },
];

/**
 * A request whose answer depends on no argument of the client's, so that it is known once the origin has started: the
 * protocol version it is sent under (`''`: no MCP-Protocol-Version header), its method, what picks its answer (a
 * tool's name, a resource's URI, the version `initialize` asks for; `''` for none), and the parameters a client of
 * that version sends with it.
 */
export interface KnownRequest {
  readonly version: string;
  readonly method: string;
  readonly picked: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * Every known request at `baseUrl`: in 2026-07-28, server/discover, the three lists, each tool's call and each
 * resource's read, with the envelope; under each 2025 version's header and under none, initialize asking for each
 * 2025 version, ping, the lists, the calls and the reads.
 */
export function knownRequests(baseUrl: string): KnownRequest[] {
  const request = (method: string, picked = '', params = {}) => ({ method, picked, params });
  const common = [
    ...['tools/list', 'resources/list', 'resources/templates/list'].map((method) => request(method)),
    ...mcpToolList.map(({ name }) => request('tools/call', name, { name })),
    ...mcpResourceList.map(({ path }) => request('resources/read', baseUrl + path, { uri: baseUrl + path })),
  ];
  const clientInfo = { name: mcpServerInfo.name, version: apiVersion };
  const initializes = initializeVersions.map((asked) =>
    request('initialize', asked, { protocolVersion: asked, capabilities: {}, clientInfo }),
  );
  const envelope = { 'io.modelcontextprotocol/protocolVersion': modernProtocolVersion, 'io.modelcontextprotocol/clientCapabilities': {} };
  return [
    ...[request('server/discover'), ...common].map((known) => ({
      ...known,
      version: modernProtocolVersion,
      params: { ...known.params, _meta: envelope },
    })),
    ...[...initializeVersions, ''].flatMap((version) =>
      [...initializes, request('ping'), ...common].map((known) => ({ ...known, version })),
    ),
  ];
}

/** One tool an agent in the browser finds on the documentation pages (WebMCP): it takes no input and answers with the JSON of `path`. */
export interface WebMcpTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: typeof noInputSchema;
  readonly path: (typeof paths)[DocumentKey];
}

/**
 * WebMCP has tools only, no resources: the permissions document, which MCP clients read as a resource, is a tool
 * there. Its description is the resource's, with the same closing facts as the two MCP tools.
 */
const permissionsWebMcpTool: WebMcpTool = {
  name: 'get_permissions',
  description: `${permissionsResource.description} Same JSON as GET ${paths.permissions}. Read-only, takes no input.`,
  inputSchema: noInputSchema,
  path: paths.permissions,
};

/** The documentation pages' WebMCP tools: the two MCP tools, named and described as the MCP endpoint does, and the permissions document. */
export const webMcpTools: readonly WebMcpTool[] = [
  ...mcpToolList.map(({ name, description, document }) => ({ name, description, inputSchema: noInputSchema, path: paths[document] })),
  permissionsWebMcpTool,
];

/** One JSON-RPC error /mcp answers: its HTTP status, its code, when it happens, what becomes of the connection and what the client should do. */
export interface McpError {
  readonly status: number;
  readonly code: number;
  /** The message, where the endpoint writes it itself (the SDK words the others). */
  readonly message?: string;
  readonly when: string;
  readonly connection: ConnectionFate;
  readonly action: string;
}

/**
 * Every JSON-RPC error of /mcp, by cause; the 429 is not one of them (it is the REST error object). The limits page
 * is generated from it, and tests/origin/error-catalogue.test.ts makes the origin answer each one as it says.
 */
export const mcpErrors = {
  foreignHost: {
    status: 403,
    code: -32000,
    when: "The `Host` header names neither the public host nor `localhost` (protection against DNS rebinding); the message is the SDK's.",
    connection: 'kept',
    action: 'Call the endpoint by its public address.',
  },
  method: {
    status: 405,
    code: -32000,
    message: 'Method not allowed: this stateless endpoint answers POST (and CORS preflights) only.',
    when: 'Any method but `POST` and `OPTIONS`: there is no SSE stream to `GET` and no session to `DELETE`.',
    connection: 'kept',
    action: 'Send every message with `POST`; the `Allow` header lists the methods.',
  },
  contentType: {
    status: 415,
    code: -32000,
    message: 'Unsupported Media Type: Content-Type must be application/json.',
    when: 'A `Content-Type` other than `application/json`.',
    connection: 'kept',
    action: 'Send `Content-Type: application/json`.',
  },
  contentEncoding: {
    status: 415,
    code: -32000,
    message: 'Unsupported Media Type: send the body without Content-Encoding.',
    when: 'A compressed request body.',
    connection: 'kept',
    action: 'Send the body uncompressed.',
  },
  tooLarge: {
    status: 413,
    code: -32000,
    message: `Request body larger than ${limits.mcpBodyBytes / 1024} KiB.`,
    when: `A body over ${limits.mcpBodyBytes / 1024} KiB, by \`Content-Length\` or, for one sent with \`Transfer-Encoding: chunked\`, counted as it is read. Behind the reference nginx, a body over ${edgeLimits.bodyBytes / 1024} KiB is refused by nginx itself, with the error object above.`,
    connection: { keptUpTo: limits.mcpDiscardBytes },
    action: 'Send smaller messages: no message this endpoint supports is that large.',
  },
  tooDeep: {
    status: 400,
    code: -32600,
    message: `Invalid Request: the body nests arrays and objects more than ${limits.mcpBodyDepth} levels deep.`,
    when: `A body whose arrays and objects nest more than ${limits.mcpBodyDepth} levels deep.`,
    connection: 'kept',
    action: 'Send the message as the protocol defines it: no MCP message nests that deep.',
  },
  unreadable: {
    status: 400,
    code: -32600,
    message: 'Invalid request: the body could not be read.',
    when: 'An application that mounts the endpoint has already consumed the body and left nothing that reads as JSON text.',
    connection: 'kept',
    action: 'Mount the endpoint before any middleware that reads the body, or do not consume the body before it.',
  },
  parse: {
    status: 400,
    code: -32700,
    message: 'Parse error: the body is not valid JSON.',
    when: 'The body is not JSON.',
    connection: 'kept',
    action: 'Send one JSON-RPC message as JSON.',
  },
  batchVersion: {
    status: 400,
    code: -32600,
    when: `A JSON-RPC batch under any protocol version but ${batchingProtocolVersion} (2025-06-18 removed batches).`,
    connection: 'kept',
    action: 'Send one message per request.',
  },
  batchSize: {
    status: 400,
    code: -32600,
    when: `An empty batch, or one of more than ${limits.mcpBatchEntries} messages.`,
    connection: 'kept',
    action: `Send 1 to ${limits.mcpBatchEntries} messages per batch; each counts against the rate limit.`,
  },
  answerTooLarge: {
    status: 400,
    code: -32600,
    when: `An answer that would exceed ${limits.mcpAnswerBytes / 1024} KiB; only a batch's answer can be that large.`,
    connection: 'kept',
    action: 'Split the batch.',
  },
  notAcceptable: {
    status: 406,
    code: -32000,
    when: `An \`Accept\` that allows neither the answer's type nor a wildcard that covers it: \`application/json\`, or \`text/event-stream\` for \`subscriptions/listen\` (${modernProtocolVersion}), whose stream closes at once, since no list ever changes.`,
    connection: 'kept',
    action: 'Accept `application/json` (`text/event-stream` for `subscriptions/listen`), or send no `Accept` header.',
  },
  headerMismatch: {
    status: 400,
    code: -32020,
    when: `${modernProtocolVersion}: an \`Mcp-Method\` or \`Mcp-Name\` header that disagrees with the body.`,
    connection: 'kept',
    action: 'Send the headers the body implies, or none.',
  },
  unsupportedVersion: {
    status: 400,
    code: -32022,
    when: 'An `MCP-Protocol-Version` header naming a version the endpoint does not support, whatever the method, `initialize` included; `data.supported` lists every version it supports. The `protocolVersion` parameter in the body of an `initialize` is negotiated instead, never refused.',
    connection: 'kept',
    action: `Retry with a version from \`data.supported\`; a client of ${initializeRange} negotiates its version with \`initialize\`.`,
  },
  unknownMethod: {
    status: 404,
    code: -32601,
    when: `${modernProtocolVersion}: a method the server does not implement, such as \`prompts/list\`, \`logging/setLevel\` or \`completion/complete\`.`,
    connection: 'kept',
    action: 'Call `tools/list`, `tools/call`, `resources/list`, `resources/read` or `server/discover`.',
  },
  unknownMethod2025: {
    status: 200,
    code: -32601,
    when: `${initializeRange}: a method the server does not implement, such as \`prompts/list\`, \`logging/setLevel\` or \`completion/complete\`.`,
    connection: 'kept',
    action: 'Call `tools/list`, `tools/call`, `resources/list` or `resources/read`.',
  },
  unknownTool: {
    status: 200,
    code: -32602,
    when: '`tools/call` names a tool that does not exist.',
    connection: 'kept',
    action: `Call \`${mcpTools.productInfo}\` or \`${mcpTools.sampleSchedule}\`.`,
  },
  unknownResource2025: {
    status: 200,
    code: -32002,
    when: `${initializeRange}: \`resources/read\` of an unknown URI, which \`data.uri\` names.`,
    connection: 'kept',
    action: 'Read a URI from `resources/list`.',
  },
  unknownResource2026: {
    status: 200,
    code: -32602,
    when: `${modernProtocolVersion}: \`resources/read\` of an unknown URI, which \`data.uri\` names.`,
    connection: 'kept',
    action: 'Read a URI from `resources/list`.',
  },
  malformedHttp: {
    status: 400,
    code: -32000,
    when: 'An HTTP/1.1 request without `Host` or with two, or whose body breaks its `Transfer-Encoding: chunked` framing or ends before its `Content-Length`.',
    connection: 'closed',
    action: 'Send a well-formed HTTP/1.1 request.',
  },
  expectation: {
    status: 417,
    code: -32000,
    when: 'An `Expect` header other than `100-continue`.',
    connection: 'closed',
    action: 'Send the request without that `Expect` header.',
  },
  timeout: {
    status: 408,
    code: -32000,
    when: `The body has not arrived whole within ${limits.requestTimeoutSeconds} s of the request's start (the default of \`REQUEST_TIMEOUT_MS\`).`,
    connection: 'closed',
    action: 'Send it again, whole, without pauses.',
  },
  unavailable: {
    status: 503,
    code: -32000,
    when: 'The server is shutting down, and the request was still arriving when its grace ended.',
    connection: 'closed',
    action: 'Retry on a new connection.',
  },
  internal: {
    status: 500,
    code: -32603,
    when: "A failure of the server's own; the request changed nothing.",
    connection: 'kept',
    action: 'Try again later.',
  },
} as const satisfies Readonly<Record<string, McpError>>;
