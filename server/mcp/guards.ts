// What /mcp refuses before the SDK sees a request: a foreign Host, the content type, the body, the protocol version, batches, Accept.
import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { isJsonContentType, localhostAllowedHostnames, validateHostHeader } from '@modelcontextprotocol/server';
import getRawBody from 'raw-body';
import { limits } from '../../content/constants.ts';
import { errorMessages } from '../../content/error-body.ts';
import { answeredVersions, batchingProtocolVersion, mcpErrors } from '../../content/mcp.ts';
import { isRecord } from '../../content/mcp-labels.ts';
import type { JsonRpcError } from '../errors.ts';
import { negotiateMediaType } from '../negotiate.ts';

/** A JSON-RPC error to answer instead of serving the request, with fields of its own (a 413's `Connection: close`). */
export interface Refusal extends JsonRpcError {
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * DNS-rebinding protection: a Host that names neither `publicBaseUrl` nor localhost is refused (a rebound request
 * carries the attacker's host name). Origin is not checked: a page on any origin may call this public endpoint,
 * and one that rebinds a name still cannot choose the Host. Behind a proxy that cannot keep the client's Host (a
 * Cloudflare Worker fetching `ORIGIN_URL`), the one `X-Forwarded-Host` it writes is checked instead, and only when
 * the connection comes from a proxy `TRUST_PROXY` names: from anyone else that field is the client's own claim.
 */
export function hostRefusal(publicBaseUrl: string, trustsPeer: (req: IncomingMessage) => boolean) {
  const allowedHostnames = [new URL(publicBaseUrl).hostname, ...localhostAllowedHostnames()];
  return (req: IncomingMessage): Refusal | undefined => {
    const forwarded = req.headers['x-forwarded-host'];
    const named = typeof forwarded === 'string' && !forwarded.includes(',') && trustsPeer(req) ? forwarded : req.headers.host;
    const host = validateHostHeader(named, allowedHostnames);
    return host.ok ? undefined : { ...mcpErrors.foreignHost, message: host.message };
  };
}

/** The refusal of a POST from a valid Host by its content type or coding, if it is refused; cheap, so not counted. */
export function contentRefusal(req: IncomingMessage): Refusal | undefined {
  if (!isJsonContentType(req.headers['content-type'] ?? null)) return mcpErrors.contentType;
  const encoding = req.headers['content-encoding'];
  return encoding === undefined || encoding === 'identity' ? undefined : mcpErrors.contentEncoding;
}

/**
 * The refusal of a batch, if it is refused: a batch is the revision named in MCP-Protocol-Version (absent means
 * 2025-03-26, as the transport specification says), and only 2025-03-26 has batches; and it holds at least one
 * and at most `limits.mcpBatchEntries` messages, which bounds the answer one request can make.
 */
function batchRefusal(req: IncomingMessage, parsed: unknown): Refusal | undefined {
  if (!Array.isArray(parsed)) return undefined;
  if ((req.headers['mcp-protocol-version'] ?? batchingProtocolVersion) !== batchingProtocolVersion) {
    const message = `Invalid Request: JSON-RPC batches exist only in protocol version ${batchingProtocolVersion}`;
    return { ...mcpErrors.batchVersion, message: `${message}; send one message per request.` };
  }
  if (parsed.length === 0 || parsed.length > limits.mcpBatchEntries) {
    return { ...mcpErrors.batchSize, message: `Invalid Request: a batch holds from 1 to ${limits.mcpBatchEntries} messages.` };
  }
  return undefined;
}

/**
 * The parsed body, or the refusal to answer: too large (Content-Length or chunked) 413, malformed, nested too deep or
 * a refused batch 400. A body another middleware has already read (an Express app that mounts the router after
 * `express.json()`; the request stream has ended, which is how body-parser itself tells) is held to the same rules,
 * as the text it reads as: serialising a value nested past V8's stack fails, and that too is too deep.
 */
export async function readMessageBody(req: IncomingMessage): Promise<{ readonly parsed: unknown } | Refusal> {
  let text: string | Refusal;
  if (!req.readableEnded) text = await readBody(req);
  else {
    const { body } = req as IncomingMessage & { readonly body?: unknown };
    try {
      text = typeof body === 'string' || Buffer.isBuffer(body) ? String(body) : (JSON.stringify(body) ?? mcpErrors.unreadable);
    } catch {
      text = mcpErrors.tooDeep;
    }
    if (typeof text === 'string' && Buffer.byteLength(text) > limits.mcpBodyBytes) text = mcpErrors.tooLarge;
  }
  if (typeof text !== 'string') return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return mcpErrors.parse;
  }
  if (nestsDeeperThan(text, limits.mcpBodyDepth)) return mcpErrors.tooDeep;
  return versionRefusal(req, parsed) ?? batchRefusal(req, parsed) ?? { parsed };
}

const answered: ReadonlySet<string> = new Set(answeredVersions);

/**
 * The refusal of a request whose MCP-Protocol-Version names a revision the endpoint does not answer: -32022 with
 * every answered one in `data.supported`, whichever version the body is written for. The SDK would place an unknown
 * version by comparing it with 2026-07-28 as text, so `banana` read as a 2026-07-28 request missing its envelope
 * (-32602) and `2026-01-01` as a 2025-version one refused with a bare -32000; neither tells the client which
 * versions to use.
 */
function versionRefusal(req: IncomingMessage, message: unknown): Refusal | undefined {
  const header = req.headers['mcp-protocol-version'];
  if (header === undefined) return undefined;
  // RFC 9110 §5.5: optional whitespace around a field value is not part of it.
  const requested = (typeof header === 'string' ? header : header.join(', ')).trim();
  if (answered.has(requested)) return undefined;
  // The id of a single request, which its error answer must echo; none for a batch, a notification or no object.
  const id = isRecord(message) && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : undefined;
  const data = { supported: answeredVersions, requested };
  return { ...mcpErrors.unsupportedVersion, message: `Unsupported protocol version: ${requested}`, data, id };
}

/** The body's text, at most `limits.mcpBodyBytes`. */
async function readBody(req: IncomingMessage): Promise<string | Refusal> {
  try {
    const length = req.headers['content-length'];
    return await getRawBody(req, { limit: limits.mcpBodyBytes, encoding: 'utf8', ...(length === undefined ? {} : { length }) });
  } catch (error) {
    if ((error as { type?: string }).type !== 'entity.too.large') return mcpErrors.unreadable;
    // Past the bound, closing the connection spares reading the rest of a body that may be huge.
    return (await discardRest(req)) ? mcpErrors.tooLarge : { ...mcpErrors.tooLarge, headers: { Connection: 'close' } };
  }
}

/**
 * Reads and throws away what is left of a refused body: true once it has ended within `limits.mcpDiscardBytes`, else
 * false. Closing with a body still arriving resets the connection under a client that is still sending it (RFC 9112
 * §9.6), and such a client never reads the answer. The request timeout bounds how long a slow body may take.
 */
function discardRest(req: IncomingMessage): Promise<boolean> {
  if (Number(req.headers['content-length']) > limits.mcpDiscardBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limits.mcpDiscardBytes) return;
      req.off('data', onData).pause();
      resolve(false);
    };
    // Ended, failed or closed (at once if it has ended already): whether all of it arrived.
    finished(req, () => {
      req.off('data', onData);
      resolve(req.readableEnded);
    });
    req.on('data', onData).resume();
  });
}

/**
 * Whether the JSON `text` nests arrays and objects more than `maxDepth` levels deep, counted on the text in one
 * loop: nothing recursive (the known answers' checks, the SDK's validation, JSON.stringify) may ever be handed a
 * deeper value, and this check itself cannot run out of stack. Brackets inside strings do not count.
 */
function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === backslash) i++;
      else if (char === quote) inString = false;
    } else if (char === quote) inString = true;
    else if (char === openBrace || char === openBracket) {
      if (++depth > maxDepth) return true;
    } else if (char === closeBrace || char === closeBracket) depth--;
  }
  return false;
}

/** The characters the depth count reads, as UTF-16 code units: `\\`, `"`, `{`, `[`, `}`, `]`. */
const [backslash, quote, openBrace, openBracket, closeBrace, closeBracket] = [...'\\"{[}]'].map((char) => char.charCodeAt(0));

/**
 * The refusal of a request whose Accept does not allow its answer's type: subscriptions/listen is answered over SSE,
 * everything else as JSON. Accept is parsed by negotiator (q-values, wildcards, parameters), never substring-matched:
 * no Accept or an empty one, the full wildcard, `application/*` and `application/json` all accept JSON, in both
 * versions. Both answer types are UTF-8 by definition, so a range naming charset=utf-8 accepts them.
 */
export function acceptRefusal(req: IncomingMessage, parsed: unknown): Refusal | undefined {
  if ((req.headers.accept ?? '').trim() === '') return undefined;
  const mediaType = isRecord(parsed) && parsed.method === 'subscriptions/listen' ? 'text/event-stream' : 'application/json';
  if (negotiateMediaType([`${mediaType}; charset=utf-8`], req.headers) !== undefined) return undefined;
  return { ...mcpErrors.notAcceptable, message: `Not Acceptable: ${errorMessages[406]} Available: ${mediaType}.` };
}
