// The HTTP server around npm start's express() app: timeouts that fire on time, a cap on connections per address and a descriptor budget for the process, JSON answers to whatever Node or the transport refuses, and a shutdown that drains without a reset.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import { readOnlyMethods } from '../../content/response-headers.ts';
import type { RouteClass } from '../../content/routing.ts';
import { compileTrustProxy } from '../client-address.ts';
import type { Config } from '../config.ts';
import { errorResponseText, sendRouteError } from '../errors.ts';
import { type Logger, throttledWarning } from '../logger.ts';
import type { OriginCounters } from '../metric-counts.ts';
import { Connections } from './connections.ts';
import { descriptorLimit, descriptorsInUse } from './descriptors.ts';
import { drain } from './drain.ts';
import { meterResponses } from './metered-response.ts';

/** A listening-ready server and how to stop it. */
export interface HttpServer {
  readonly server: Server;
  /**
   * Stops accepting and turns not-ready; answers every request that arrives with `Connection: close`; closes a
   * connection once it has been idle for `drainIdleMs`; answers 503 to requests still in flight when the grace
   * ends. Resolves when every connection is closed.
   */
  shutDown(): Promise<void>;
}

/**
 * How often Node checks the headers and request timeouts (its default, 30 s, made them fire up to 30 s late), and
 * how often stalled output is looked for.
 */
const timeoutCheckIntervalMs = 1_000;

/** How long an answer written straight on the socket gets to flush before the socket is destroyed. */
const flushMs = 1_000;

type Settings = Pick<
  Config,
  | 'trustProxy'
  | 'idleTimeoutMs'
  | 'headersTimeoutMs'
  | 'requestTimeoutMs'
  | 'maxConnectionsPerClient'
  | 'maxConnectionsPerProxy'
  | 'shutdownGraceMs'
  | 'keepAliveTimeoutMs'
  | 'descriptorReserve'
>;

/** What the server reports through and to. */
export interface HttpServerReports {
  /** Where connections shed and refused are counted, and, with `routeClass`, every response. */
  readonly counters: OriginCounters;
  /** The metrics' class of a request target's route; with it, every response is counted by class and status. */
  readonly routeClass?: (target: string | undefined) => RouteClass;
  /** Hears when descriptors run low; silent when not given (tests of one behaviour). */
  readonly logger?: Logger;
  /** Called at the first moment of a drain, so readiness turns 503 and an edge sends nothing more here. */
  readonly onDrain?: () => void;
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The node:http server for `app`: each request is counted against its connection's budget and checked (Host,
 * target) before the app sees it; what Node's parser refuses is answered with the error object on the socket.
 */
export function createHttpServer(
  app: Express,
  settings: Settings,
  { counters, routeClass, logger = silent, onDrain }: HttpServerReports,
): HttpServer {
  const trust = compileTrustProxy(settings.trustProxy);
  const connections = new Connections(
    {
      perClient: settings.maxConnectionsPerClient,
      perProxy: settings.maxConnectionsPerProxy,
      isProxy: (address) => trust(address, 0),
    },
    { limit: descriptorLimit(), reserve: settings.descriptorReserve, inUse: descriptorsInUse },
    {
      counters,
      shedding: throttledWarning(logger, 'descriptors near their limit: shedding connections that make no progress'),
    },
  );
  const admit: RequestListener = (req, res) => {
    if (!connections.track(req, res)) return;
    if (connections.closing) res.setHeader('Connection', 'close');
    const refusal = transportRefusal(req);
    if (refusal !== undefined) sendRouteError(req, res, refusal, { Connection: 'close' });
    else app(req, res);
  };
  const server = createServer(
    {
      requestTimeout: settings.requestTimeoutMs,
      headersTimeout: settings.headersTimeoutMs,
      connectionsCheckingInterval: timeoutCheckIntervalMs,
      // Node's own answer is a bare 400; the guard above answers with the error object.
      requireHostHeader: false,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      ...(routeClass !== undefined && { ServerResponse: meterResponses(app, counters, routeClass) }),
    },
    admit,
  );
  server.on('connection', (socket: Socket) => connections.accept(socket));
  // Output that makes no progress for the idle timeout ends the connection: a peer that stops reading frees what it
  // held. The same sweep samples the descriptors held and sheds connections when they run low.
  const stallSweep = setInterval(() => connections.sweep(settings.idleTimeoutMs), timeoutCheckIntervalMs).unref();
  server.once('close', () => clearInterval(stallSweep));
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendRouteError(req, res, 417, { Connection: 'close' });
  });
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    const status = parserErrorStatus(error.code);
    const { req, res } = connections.of(socket) ?? {};
    if (req === undefined || res === undefined || res.writableEnded) {
      if (answerOnSocket(socket, status, error.code) && routeClass !== undefined) counters.countResponse('unrouted', status);
    } else if (!req.complete && !res.headersSent) {
      // The request timed out, or broke its framing, while its own body arrived: answer through its response.
      sendRouteError(req, res, status, { Connection: 'close' });
    } else {
      // The bytes after a complete request do not parse: its answer is still due, and the connection ends after it.
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.once('finish', () => socket.end());
    }
  });
  // CONNECT (a tunnel through a proxy) is not something this origin does; Node would close without a word.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => answerOnSocket(socket, 405, undefined, { Allow: readOnlyMethods }));

  return {
    server,
    shutDown: () => {
      // Not ready from the first moment of a drain, so an edge or a load balancer sends nothing more here.
      onDrain?.();
      return drain(server, connections, settings.shutdownGraceMs, (req, res) => sendRouteError(req, res, 503, { Connection: 'close' }));
    },
  };
}

/**
 * The status with which the transport refuses a request before the router sees it, if it does: 400 without Host, with
 * several, or with one that disagrees with an absolute-form target, or with a target that does not parse. An
 * absolute-form target (`http://host/a?b`, as sent to proxies) is rewritten to its origin form (`/a?b`) for the router.
 */
function transportRefusal(req: IncomingMessage): number | undefined {
  const host = req.headers.host;
  // RFC 9112 §3.2: an HTTP/1.1 request without Host, or with more than one, is a 400.
  if (host === undefined ? req.httpVersionMajor === 1 && req.httpVersionMinor === 1 : hostFields(req.rawHeaders) > 1) return 400;
  const target = req.url ?? '';
  if (target.startsWith('/') || target === '*') return undefined;
  if (!URL.canParse(target)) return 400;
  const url = new URL(target);
  // RFC 9112 §3.2.2: the target's authority decides; a Host that names another one is a client that disagrees with itself.
  if (host !== undefined && (!URL.canParse(`${url.protocol}//${host}`) || new URL(`${url.protocol}//${host}`).host !== url.host))
    return 400;
  req.url = url.pathname + url.search;
  return undefined;
}

/** How many Host fields a request has (Node keeps only the first in `headers`). */
function hostFields(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    if (name.length === 4 && name.toLowerCase() === 'host') count++;
  }
  return count;
}

/** The status of what Node's parser refused, by its error code: too slow, headers too large, or malformed. */
function parserErrorStatus(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Node's parser refused the request (garbage, bad framing, headers too large, too slow): the error object, then
 * close. Returns whether it answered.
 */
function answerOnSocket(socket: Socket, status: number, code: string | undefined, headers: Readonly<Record<string, string>> = {}): boolean {
  // As Node's own handler: answer only on a socket that has not written anything, since after a response the
  // bytes would read as a second one (a client that sends more after `Connection: close`, say).
  if (!socket.writable || socket.bytesWritten > 0 || code === 'ECONNRESET') {
    socket.destroy();
    return false;
  }
  socket.end(errorResponseText(status, headers));
  // A peer that never reads, or keeps sending, must not hold the socket open past its answer.
  setTimeout(() => socket.destroy(), flushMs).unref();
  return true;
}
