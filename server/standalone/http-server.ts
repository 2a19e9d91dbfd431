// The node:http server around npm start's app: Node's own bounds, the error object for what Node refuses, a drain that loses nothing.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { limits } from '../../content/constants.ts';
import { readOnlyMethods } from '../../content/response-headers.ts';
import type { Config } from '../config.ts';
import { errorResponseText, sendRouteError } from '../errors.ts';

/** How long an answer written straight on the socket gets to flush before the socket is destroyed. */
const flushMs = 1_000;

/** During a drain, how often connections still idle are closed: every answer since the drain began closed its own. */
const drainIdleMs = 1_000;

/** The response in flight on a socket, for answers Node asks for without one (its parser's refusals, a drain's 503). */
const inFlight = Symbol('turno.inFlight');
type TrackedSocket = Socket & { [inFlight]?: ServerResponse };

/**
 * The node:http server for `app`, ready to listen, and how to stop it. Node's options carry the transport's bounds;
 * the listeners below give the error object where Node would answer a bare status (a missing or doubled Host, a
 * refused Expect, its parser's 400, 408 and 431) or nothing at all (CONNECT).
 */
export function createHttpServer(app: RequestListener, settings: Config, onDrain: () => void = () => undefined) {
  let draining = false;
  const sockets = new Set<TrackedSocket>();
  const listener: RequestListener = (req, res) => {
    (req.socket as TrackedSocket)[inFlight] = res;
    if (draining) res.setHeader('Connection', 'close');
    const refusal = transportRefusal(req);
    if (refusal === undefined) app(req, res);
    else sendRouteError(req, res, refusal, { Connection: 'close' });
  };
  const server = createServer(
    {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      // Node checks both timeouts every 30 s by default, so they fired up to 30 s late.
      connectionsCheckingInterval: 1_000,
      maxHeaderSize: limits.headerBytes,
      // Node's own answer is a bare 400; transportRefusal answers with the error object.
      requireHostHeader: false,
    },
    listener,
  );
  // A socket on which nothing moves for this long, in either direction, is closed: a peer that stopped reading its
  // answers frees what they hold (keep-alive time between requests is Node's keepAliveTimeout instead).
  server.timeout = settings.idleTimeoutMs;
  server.on('connection', (socket: TrackedSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => sendRouteError(req, res, 417, { Connection: 'close' }));
  // CONNECT (a tunnel through a proxy) is nothing this origin does; Node would close without a word.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => answerOnSocket(socket, 405, { Allow: readOnlyMethods }));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: TrackedSocket) => {
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const res = socket[inFlight];
    if (error.code === 'ECONNRESET') socket.destroy();
    else if (res === undefined || res.writableEnded) answerOnSocket(socket, status);
    else if (!res.req.complete) sendRouteError(res.req, res, status, { Connection: 'close' });
    else {
      // The bytes after a complete request do not parse: its answer is still due, and the connection ends after it.
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.once('finish', () => socket.end());
    }
  });

  /**
   * Stops accepting; every answer from then on closes its connection; connections still idle a second later are
   * closed; requests still in flight when the grace ends are answered 503. Resolves when every connection is closed.
   */
  const shutDown = async () => {
    onDrain();
    draining = true;
    for (const socket of sockets) {
      const res = socket[inFlight];
      if (res !== undefined && !res.headersSent) res.setHeader('Connection', 'close');
    }
    const closed = once(server, 'close').then(() => true);
    const closedWithin = (ms: number) => Promise.race([closed, delay(ms, false, { ref: false })]);
    // Stops accepting and leaves open connections alone: node:http's own close() would also close every idle one at
    // once, racing a request a client has just sent on it.
    NetServer.prototype.close.call(server);
    const sweep = setInterval(() => server.closeIdleConnections(), drainIdleMs);
    try {
      if (await closedWithin(settings.shutdownGraceMs)) return;
    } finally {
      clearInterval(sweep);
    }
    for (const socket of sockets) {
      const res = socket[inFlight];
      if (res !== undefined && !res.headersSent) sendRouteError(res.req, res, 503, { Connection: 'close' });
      else socket.destroy();
    }
    if (!(await closedWithin(flushMs))) server.closeAllConnections();
    await closed;
  };
  return { server, shutDown };
}

/**
 * The status with which a request is refused before the app sees it, if it is: 400 without Host (HTTP/1.1), with
 * several, with one that disagrees with an absolute-form target, or with a target that does not parse. An
 * absolute-form target (`http://host/a?b`, as sent to proxies) is rewritten to its origin form (`/a?b`).
 */
function transportRefusal(req: IncomingMessage): number | undefined {
  const host = req.headers.host;
  // RFC 9112 §3.2: an HTTP/1.1 request without Host, or with more than one (Node keeps only the first), is a 400.
  if (host === undefined ? req.httpVersionMajor === 1 && req.httpVersionMinor === 1 : hostFields(req.rawHeaders) > 1) return 400;
  const target = req.url ?? '';
  if (target.startsWith('/') || target === '*') return undefined;
  const url = URL.parse(target);
  // RFC 9112 §3.2.2: the target's authority decides; a Host that names another one is a client that disagrees with itself.
  if (url === null || (host !== undefined && URL.parse(`${url.protocol}//${host}`)?.host !== url.host)) return 400;
  req.url = url.pathname + url.search;
  return undefined;
}

/** How many Host fields a request has, counted without allocating: this runs for every request. */
function hostFields(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.length === 4 && rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}

/**
 * Writes the error object on a socket no response owns, then closes it, unless it has written before (its bytes would
 * read as a second answer).
 */
function answerOnSocket(socket: Socket, status: number, headers: Readonly<Record<string, string>> = {}): void {
  if (socket.writable && socket.bytesWritten === 0) {
    socket.end(errorResponseText(status, headers));
    // A peer that never reads, or keeps sending, must not hold the socket open past its answer.
    setTimeout(() => socket.destroy(), flushMs).unref();
  } else socket.destroy();
}
