// The labels an MCP message is counted and logged under: its method, its tool and the client that sent it, each from a fixed list (`other` when not on it), so that no request body can name a metric series; the client's name is self-reported, a label and never a permission.
import { mcpTools } from './constants.ts';

/** The methods a client of either protocol version sends this server: what it answers, and the notifications it accepts. */
const knownMethods: ReadonlySet<string> = new Set([
  'initialize',
  'notifications/initialized',
  'notifications/cancelled',
  'ping',
  'server/discover',
  'subscriptions/listen',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
]);

const knownTools: ReadonlySet<string> = new Set(Object.values(mcpTools));

/** One MCP client as it names itself in `clientInfo.name`, the label it is counted under, and where that name is published. */
export interface McpClientName {
  readonly name: string;
  readonly client: string;
  readonly source: string;
}

const clientRegistry = 'https://github.com/apify/mcp-client-capabilities/blob/main/src/mcp_client_capabilities/mcp-clients.json';
const inspector = 'https://github.com/modelcontextprotocol/inspector';

/** The clients people use, by the names they send; a client not listed here counts as `other`. */
export const mcpClientNames: readonly McpClientName[] = [
  { name: 'claude-code', client: 'claude-code', source: 'https://www.npmjs.com/package/@anthropic-ai/claude-code' },
  { name: 'claude-ai', client: 'claude', source: clientRegistry },
  { name: 'openai-mcp', client: 'chatgpt', source: 'https://github.com/basicmachines-co/basic-memory/pull/1035' },
  { name: 'ChatGPT', client: 'chatgpt', source: clientRegistry },
  { name: 'cursor-vscode', client: 'cursor', source: clientRegistry },
  {
    name: 'Visual Studio Code',
    client: 'vscode',
    source: 'https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/mcp/common/mcpServerRequestHandler.ts',
  },
  { name: 'Visual-Studio-Code', client: 'vscode', source: clientRegistry },
  { name: 'windsurf-client', client: 'windsurf', source: clientRegistry },
  { name: 'Windsurf', client: 'windsurf', source: clientRegistry },
  {
    name: 'gemini-cli-mcp-client',
    client: 'gemini-cli',
    source: 'https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/tools/mcp-client.ts',
  },
  {
    name: 'codex-mcp-client',
    client: 'codex',
    source: 'https://github.com/openai/codex/blob/main/codex-rs/core/src/mcp_connection_manager.rs',
  },
  { name: 'github-copilot-developer', client: 'copilot-cli', source: 'https://github.com/github/copilot-cli/issues/1268' },
  { name: 'Cline', client: 'cline', source: 'https://github.com/cline/cline/blob/main/apps/vscode/src/services/mcp/McpHub.ts' },
  {
    name: 'continue-client',
    client: 'continue',
    source: 'https://github.com/continuedev/continue/blob/main/core/context/mcp/MCPConnection.ts',
  },
  { name: 'inspector-client', client: 'mcp-inspector', source: inspector },
  { name: 'inspector-cli', client: 'mcp-inspector', source: inspector },
  { name: 'inspector-tui', client: 'mcp-inspector', source: inspector },
  { name: 'mcp-inspector', client: 'mcp-inspector', source: inspector },
  { name: 'mcp', client: 'python-sdk', source: 'https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/client/session.py' },
  { name: 'rmcp', client: 'rust-sdk', source: 'https://github.com/modelcontextprotocol/rust-sdk/blob/main/crates/rmcp/src/model.rs' },
  {
    name: 'Java SDK MCP Client',
    client: 'java-sdk',
    source:
      'https://github.com/modelcontextprotocol/java-sdk/blob/main/mcp-core/src/main/java/io/modelcontextprotocol/client/McpClient.java',
  },
];

const clientOfName: ReadonlyMap<string, string> = new Map(mcpClientNames.map((entry) => [entry.name, entry.client]));

/** What one MCP message is counted under. */
export interface McpLabels {
  readonly client: string;
  readonly method: string;
  readonly tool: string;
}

/** Whether a JSON value is an object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which method and tool a message of `method` naming `named` counts under: each from its fixed list, `other` when not on it. */
function methodAndTool(method: unknown, named: unknown): Omit<McpLabels, 'client'> {
  const known = typeof method === 'string' && knownMethods.has(method) ? method : 'other';
  const tool = known !== 'tools/call' ? 'none' : typeof named === 'string' && knownTools.has(named) ? named : 'other';
  return { method: known, tool };
}

/**
 * How much of the `Mcp-Method` and `Mcp-Name` request fields the edge logs: longer than any method or tool name, so
 * nothing a label could match is lost, and a client sending kilobytes of them costs no more.
 */
export const mcpHeaderHead = 128;

/** `Mcp-Name`'s encoded form for a name that is not plain ASCII: `=?base64?…?=` around its UTF-8 bytes. */
const encodedName = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/;

/**
 * The labels of a message as the edge logged its `Mcp-Method` and `Mcp-Name` fields (2026-07-28 clients send them on
 * every POST, so the edge can log the tool without reading the body): decoded, then bounded as the origin bounds a
 * body's method and tool. They name no client: `unknown`.
 */
export function mcpLabelsOfFields(method: string, name: string): McpLabels {
  const decoded = encodedName.exec(name)?.[1];
  return { client: 'unknown', ...methodAndTool(method, decoded === undefined ? name : Buffer.from(decoded, 'base64').toString('utf8')) };
}

/**
 * The labels of one message: its method and, for tools/call, its tool; its client from `clientInfo` (initialize, the
 * 2025 versions) or `_meta["io.modelcontextprotocol/clientInfo"]` (each 2026-07-28 request); `unknown` when it names
 * none (a 2025-version request after initialize), `other` for a name not listed.
 */
export function mcpLabels(message: unknown): McpLabels {
  const params = isRecord(message) && isRecord(message.params) ? message.params : {};
  const { method, tool } = methodAndTool(isRecord(message) ? message.method : undefined, params.name);
  const clientInfo = isRecord(params.clientInfo)
    ? params.clientInfo
    : isRecord(params._meta)
      ? params._meta['io.modelcontextprotocol/clientInfo']
      : undefined;
  const name = isRecord(clientInfo) ? clientInfo.name : undefined;
  const client = typeof name !== 'string' ? 'unknown' : (clientOfName.get(name) ?? 'other');
  return { client, method, tool };
}
