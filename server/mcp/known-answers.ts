// The answers /mcp knows before any request: each one that depends on no argument of the client's, asked of the SDK once at start-up, and written around each request's own id.
import type { IncomingMessage } from 'node:http';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  type StandardSchemaV1Sync,
  specTypeSchemas,
} from '@modelcontextprotocol/server';
import { type KnownRequest, knownRequests, modernProtocolVersion } from '../../content/mcp.ts';
import { isRecord } from '../../content/mcp-labels.ts';

/** By method, the parameters a request may carry: `_meta`, and those the method names, the second (if any) picking the answer. */
const methodParams = new Map<string, readonly string[]>([
  ['initialize', ['_meta', 'protocolVersion', 'capabilities', 'clientInfo']],
  ['ping', ['_meta']],
  ['server/discover', ['_meta']],
  ['tools/list', ['_meta']],
  ['resources/list', ['_meta']],
  ['resources/templates/list', ['_meta']],
  ['tools/call', ['_meta', 'name', 'arguments']],
  ['resources/read', ['_meta', 'uri']],
]);
const messageKeys = ['jsonrpc', 'id', 'method', 'params'];

/** The `_meta` keys a request may carry: a progress token (no progress is ever sent), and in 2026-07-28 the envelope. */
const legacyMeta = ['progressToken'];
const modernMeta = [...legacyMeta, PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY];

const keyOf = ({ version, method, picked }: Omit<KnownRequest, 'params'>) => `${version} ${method} ${picked}`;
const answerStart = Buffer.from('{"jsonrpc":"2.0","id":');

/**
 * The table at `publicBaseUrl`: `sdk` (the endpoint's own way to the SDK) asked once for each known request, sent with
 * the header fields a client of its version sends. Rejects if the SDK gives any of them no result.
 */
export async function knownAnswers(publicBaseUrl: string, sdk: (request: Request, parsed: unknown) => Promise<Response>) {
  const table = new KnownAnswers();
  for (const known of knownRequests(publicBaseUrl)) {
    const message = { jsonrpc: '2.0', id: 0, method: known.method, params: known.params };
    const headers = new Headers({ 'content-type': 'application/json' });
    if (known.version !== '') headers.set('mcp-protocol-version', known.version);
    if (known.version === modernProtocolVersion) headers.set('mcp-method', known.method);
    if (known.version === modernProtocolVersion && known.picked !== '') headers.set('mcp-name', known.picked);
    const response = await sdk(new Request('http://localhost/mcp', { method: 'POST', headers, body: JSON.stringify(message) }), message);
    const answer: unknown = await response.json();
    if (response.status !== 200 || !isRecord(answer) || !isRecord(answer.result)) {
      throw new Error(`The MCP SDK answers ${keyOf(known)} with no result (${response.status}).`);
    }
    table.results.set(keyOf(known), Buffer.from(`,"result":${JSON.stringify(answer.result)}}`));
  }
  return table;
}

/** The result of each known request, by its key, and which requests it answers. */
export class KnownAnswers {
  readonly results = new Map<string, Buffer>();

  /**
   * The whole answer to `message`, sent with `req`'s header fields, if the table has it: a single request with a
   * string or safe-integer id, whose version, method and picked name, URI or version are an entry's, and carrying
   * nothing else: no parameter the method does not name, `arguments` only empty, an initialize's client information
   * and capabilities valid by the SDK's schemas, `_meta` only the keys above (a progress token a string or a safe
   * integer; in 2026-07-28 an envelope of the header's version the SDK's schemas find valid), `Mcp-Method` and
   * `Mcp-Name` as the body implies them (in a 2025 version, or absent). The rest is the SDK's to answer;
   * tests/unit/router/mcp-known-answers.test.ts holds the table's answers equal to the SDK's.
   */
  answerTo(req: IncomingMessage, message: unknown): Buffer | undefined {
    if (!isRecord(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string') return undefined;
    const { id, method, params = {} } = message;
    const names = methodParams.get(method);
    const picker = names?.[1];
    const picked = picker === undefined ? '' : isRecord(params) ? params[picker] : undefined;
    const version = req.headers['mcp-protocol-version'] ?? '';
    if (typeof picked !== 'string' || typeof version !== 'string' || names === undefined || !isRecord(params)) return undefined;
    const result = this.results.get(keyOf({ version, method, picked }));
    if (result === undefined || !(typeof id === 'string' || Number.isSafeInteger(id))) return undefined;
    const modern = version === modernProtocolVersion;
    const named = method === 'tools/call' || method === 'resources/read' ? picked : undefined;
    const inPlace =
      onlyKeys(message, messageKeys) &&
      onlyKeys(params, names) &&
      (params.arguments === undefined || (isRecord(params.arguments) && onlyKeys(params.arguments, []))) &&
      headerAgrees(req.headers['mcp-method'], method, modern) &&
      headerAgrees(req.headers['mcp-name'], named, modern) &&
      (method !== 'initialize' ||
        (valid(specTypeSchemas.ClientCapabilities, params.capabilities) && valid(specTypeSchemas.Implementation, params.clientInfo))) &&
      metaAllowed(params._meta, modern ? version : undefined);
    return inPlace ? Buffer.concat([answerStart, Buffer.from(JSON.stringify(id)), result]) : undefined;
  }
}

/** Whether a header agrees with what the body implies: equal to it, or in a 2025 version (which has no such header) absent. */
function headerAgrees(header: string | string[] | undefined, implied: string | undefined, modern: boolean): boolean {
  return header === implied || (!modern && header === undefined);
}

function onlyKeys(record: Record<string, unknown>, allowed: readonly string[]): boolean {
  for (const key in record) if (!allowed.includes(key)) return false;
  return true;
}

/** Whether `meta` holds only what the answers do not depend on; with `modernVersion`, also the valid envelope of that version. */
function metaAllowed(meta: unknown, modernVersion: string | undefined): boolean {
  if (meta === undefined) return modernVersion === undefined;
  if (!isRecord(meta) || !onlyKeys(meta, modernVersion === undefined ? legacyMeta : modernMeta)) return false;
  const { progressToken } = meta;
  if (progressToken !== undefined && typeof progressToken !== 'string' && !Number.isSafeInteger(progressToken)) return false;
  if (modernVersion === undefined) return true;
  const clientInfo = meta[CLIENT_INFO_META_KEY];
  return (
    meta[PROTOCOL_VERSION_META_KEY] === modernVersion &&
    valid(specTypeSchemas.ClientCapabilities, meta[CLIENT_CAPABILITIES_META_KEY]) &&
    (clientInfo === undefined || valid(specTypeSchemas.Implementation, clientInfo))
  );
}

function valid(schema: StandardSchemaV1Sync, value: unknown): boolean {
  return schema['~standard'].validate(value).issues === undefined;
}
