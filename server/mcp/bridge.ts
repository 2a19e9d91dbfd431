// Between node:http and the SDK's web-standard handlers: the request's headers as web Headers, and the web Response written back.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { limits } from '../../content/constants.ts';
import { mcpErrors } from '../../content/mcp.ts';
import { sendJsonRpcError } from '../errors.ts';
import { amended, type JsonRpcAnswer } from './amend.ts';
import type { SdkAnswer } from './answer-cache.ts';

/**
 * Headers not forwarded to the SDK: those that describe this connection or the body already read, and Accept,
 * which the guards negotiated and which is replaced by the one the SDK's 2025-era transport looks for (it
 * substring-matches both types, so it would refuse a wildcard or no Accept at all).
 */
const unforwardedHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'accept']);
const sdkAccept = 'application/json, text/event-stream';

/** Fields about one connection only (RFC 9110 §7.6.1, RFC 9112), never copied from the SDK's answer onto ours. */
const hopByHopFields = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

/** The request's headers for the SDK; the body travels pre-parsed. */
export function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers({ Accept: sdkAccept });
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    if (!unforwardedHeaders.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1] ?? '');
  }
  return headers;
}

/**
 * Writes the SDK's answer with `extraHeaders` (the endpoint's policy and the rate limit) first: a JSON body whole (amended by `edit` when given, and never larger
 * than `limits.mcpAnswerBytes`), an SSE stream (subscriptions/listen) piped. Returns the JSON answer it wrote, for the answer cache.
 */
export async function writeAnswer(
  res: ServerResponse,
  answer: Response,
  extraHeaders: Readonly<Record<string, string>>,
  edit?: (message: JsonRpcAnswer) => void,
): Promise<SdkAnswer | undefined> {
  // A timeout or a shutdown may have answered while the SDK worked.
  if (res.headersSent) return undefined;
  const sdkHeaders: Record<string, string> = {};
  // Hop-by-hop fields describe the SDK's side of a connection that does not exist, never ours (RFC 9110 §7.6.1): a
  // copied `Connection: keep-alive` would override a client's `Connection: close`.
  const hopByHop = new Set(hopByHopFields);
  for (const name of answer.headers.get('connection')?.split(',') ?? []) hopByHop.add(name.trim().toLowerCase());
  answer.headers.forEach((value, name) => {
    if (!hopByHop.has(name)) sdkHeaders[name] = value;
  });
  if (answer.body === null) {
    res.writeHead(answer.status, { ...extraHeaders, ...sdkHeaders });
    res.end();
    return undefined;
  }
  if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
    res.writeHead(answer.status, { ...extraHeaders, ...sdkHeaders });
    const reader = answer.body.getReader();
    res.once('close', () => {
      reader.cancel().catch(() => undefined);
    });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value);
    res.end();
    return undefined;
  }
  const raw = Buffer.from(await answer.arrayBuffer());
  const body = edit === undefined ? raw : amended(raw, edit);
  if (res.headersSent) return undefined;
  if (body.length > limits.mcpAnswerBytes) {
    const { status, code } = mcpErrors.answerTooLarge;
    sendJsonRpcError(
      res,
      status,
      code,
      `Invalid Request: the answer would exceed ${limits.mcpAnswerBytes / 1024} KiB; ask for less.`,
      extraHeaders,
    );
    return undefined;
  }
  const written = { status: answer.status, headers: sdkHeaders, body };
  writeJsonAnswer(res, written, extraHeaders);
  return written;
}

/** Writes a whole JSON answer: the per-request `extraHeaders` first, then the SDK's own fields, then the length. */
function writeJsonAnswer(res: ServerResponse, answer: SdkAnswer, extraHeaders: Readonly<Record<string, string>>): void {
  res.writeHead(answer.status, { ...extraHeaders, ...answer.headers, 'Content-Length': answer.body.length });
  res.end(answer.body);
}
