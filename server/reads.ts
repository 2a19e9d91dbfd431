// Observes each read once it is answered: who asked and whether their claim holds, what they read and how it ended, counted and written to the access log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { McpLabels } from '../content/mcp-labels.ts';
import { outcomeOf, surfaceOf } from '../content/reads.ts';
import { referralOf } from '../content/referrals.ts';
import { representationTypes } from '../content/response-headers.ts';
import { classifyUserAgent, type Reader, unknownReader, userAgentHead } from '../content/user-agents.ts';
import { addressVerdict, claimsAgent, type Verdict } from '../content/verification.ts';
import { signatureClaim } from '../content/web-bot-auth.ts';
import type { Counts } from './counts.ts';
import type { openAccessLog } from './logger.ts';
import { requestPath } from './request-path.ts';
import { type AnsweredResponse, answeredTypeOf } from './serve-artifact.ts';
import type { SignatureChecks } from './signatures.ts';

export interface ReadsOptions {
  readonly counts: Counts;
  readonly accessLog: ReturnType<typeof openAccessLog> | undefined;
  /** Whether the access log records the client's address (off: it never does). */
  readonly logAddresses: boolean;
  /** Whether a path is one this router answers, so its reads are its own to observe. */
  readonly observes: (path: string) => boolean;
  /** Whether the peer may name the request's id (the edge that forwards it, as TRUST_PROXY says). */
  readonly trustsPeer: (req: IncomingMessage) => boolean;
  /** The client's whole address, as TRUST_PROXY decides it: what a claim is checked against, and what the log records. */
  readonly clientAddress: (req: IncomingMessage) => string;
  /** Checks a read's Web Bot Auth signature against its signer's keys. */
  readonly signatures: SignatureChecks;
}

/** The MCP labels of a request's message, which the endpoint leaves for the access log. */
export const mcpLabelsOf = Symbol('turno.mcpLabels');
export type LabelledRequest = IncomingMessage & { [mcpLabelsOf]?: McpLabels | undefined };

/**
 * How many User-Agents' classes are remembered: a client sending endless distinct ones costs a classification each
 * (every rule tried on at most `userAgentHead` characters), never memory.
 */
const rememberedReaders = 10_000;

/** The request id the edge assigns (nginx's `$request_id`: 32 hexadecimal digits), so that two logs count a request once. */
const edgeRequestId = /^[0-9a-f]{32}$/;

/** The middleware that observes reads; it runs first in the router and adds one listener to each read. */
export function observeReads(options: ReadsOptions): RequestHandler {
  const { counts, accessLog, logAddresses, observes, trustsPeer, clientAddress, signatures } = options;
  const readers = new LRUCache<string, Reader>({ max: rememberedReaders, memoMethod: classifyUserAgent });
  // A client sends the same User-Agent on each request of a connection: the last one's class is kept with the
  // connection, so most reads skip the remembered classes (whose lookup hashes the whole field).
  const lastOnSocket = new WeakMap<Socket, { userAgent: string; reader: Reader }>();
  const readerOf = (socket: Socket, userAgent: string | undefined): Reader => {
    if (userAgent === undefined) return unknownReader;
    const last = lastOnSocket.get(socket);
    if (last?.userAgent === userAgent) return last.reader;
    const reader = readers.memo(userAgent);
    lastOnSocket.set(socket, { userAgent, reader });
    return reader;
  };
  return (req: LabelledRequest, res: AnsweredResponse, next) => {
    const path = requestPath(req.url);
    const pathSurface = surfaceOf(path);
    if (pathSurface !== undefined && observes(path)) {
      const started = accessLog === undefined ? 0 : performance.now();
      // What the socket writes while this answer is in flight: on a connection a client pipelines, a neighbour's
      // answer may be counted in, and Node tells a response's own bytes apart by no public means; behind an edge,
      // which never pipelines, it is the answer's head and body.
      const written = accessLog === undefined ? 0 : req.socket.bytesWritten;
      // A response finishes once: `on` spares the wrapper `once` adds to every read.
      res.on('finish', () => {
        const userAgent = req.headers['user-agent'];
        const classed = readerOf(req.socket, userAgent);
        const address = claimsAgent(classed) || logAddresses ? clientAddress(req) : undefined;
        const surface = pathSurface === 'page' && res[answeredTypeOf] === representationTypes.markdown ? 'markdown' : pathSurface;
        const outcome = outcomeOf(res.statusCode);
        const bytes = accessLog === undefined ? 0 : req.socket.bytesWritten - written;
        const durationMs = accessLog === undefined ? 0 : Math.round((performance.now() - started) * 1000) / 1000;
        const page = surface === 'page' || surface === 'markdown';
        /** Counts the read and writes its line once its reader's claim is decided. */
        const settle = (reader: Reader, verified: Verdict) => {
          counts.read(reader, verified, surface, outcome);
          // People an assistant sent: a person's read of a page whose Referer or utm_source names the assistant.
          const referral = page && reader.agentClass === 'person' ? referralOf(req.headers.referer, req.url) : undefined;
          if (referral !== undefined) counts.referral(referral);
          if (accessLog === undefined) return;
          // Never other header fields, cookies or bodies; the address only when the operator asks for it.
          const forwardedId = req.headers['x-request-id'];
          const mcp = req[mcpLabelsOf];
          accessLog.write({
            method: req.method,
            path,
            status: res.statusCode,
            bytes,
            durationMs,
            requestId: typeof forwardedId === 'string' && edgeRequestId.test(forwardedId) && trustsPeer(req) ? forwardedId : randomUUID(),
            agentClass: reader.agentClass,
            agent: reader.agent,
            verified,
            surface,
            outcome,
            // The bounded source alone, never the Referer or the query; on every page read, so a report knows it was looked for.
            ...(page && { referral: referral ?? '' }),
            ...(mcp !== undefined && { mcpClient: mcp.client, mcpMethod: mcp.method, mcpTool: mcp.tool }),
            userAgent: userAgent?.slice(0, userAgentHead),
            ...(logAddresses && { address }),
          });
        };
        const claim = signatureClaim(req.headers);
        if (claim.kind === 'none') {
          settle(classed, addressVerdict(classed, address));
          return;
        }
        // Checked after the answer, off its path: a good signature names its signer whatever the User-Agent says.
        const request = { method: req.method ?? 'GET', authority: req.headers.host ?? '', target: req.url ?? '/', fields: req.headers };
        void signatures.check(request, claim).then(({ verified, signer }) => settle(signer ?? classed, verified));
      });
    }
    next();
  };
}
