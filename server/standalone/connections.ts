// Per-connection bookkeeping: open connections counted per client address, the exchange in flight on each socket, stalled writes, the process's descriptor budget (shedding connections that make no progress), and the drain's flags.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from '../client-address.ts';
import type { OriginCounters } from '../metric-counts.ts';
import { countInTurn, type TurnBudget } from './turn-budget.ts';

/** How many connections one address may hold open. */
export interface ConnectionCaps {
  readonly perClient: number;
  /** Trusted proxies carry many clients on their connections, so they get a cap of their own. */
  readonly perProxy: number;
  isProxy(address: string): boolean;
}

/** What is known of one open connection. */
export interface Connection {
  /** The exchange in flight on it: its request and response, from the request's arrival until the response closes. */
  req?: IncomingMessage | undefined;
  res?: ServerResponse | undefined;
  /**
   * A response's `close` listener that forgets the exchange. Kept until the next request, a finished exchange (request,
   * response, their headers) outlived every young-generation collection and was promoted to the old generation: about
   * 1 µs a request of garbage collection, measured on the 304 path. One function per connection, not per request.
   */
  readonly forget: (this: ServerResponse) => void;
  /**
   * Since when it has made no progress: no byte has arrived and its unsent output has not changed, as last sampled
   * (`pending`, `bytesRead`). Bytes Node handed to the kernel are not progress: a peer that never reads leaves them
   * there, and its connection shows as quiet (an idle keep-alive one once its answers are out of Node's hands).
   */
  quietSince: number;
  pending: number;
  bytesRead: number;
  /** Where its requests are counted per turn: its address's count, or its own for a trusted proxy's connection. */
  readonly turnBudget: TurnBudget;
}

/** The process's descriptors, and how many to keep free of client connections. */
export interface DescriptorBudget {
  /** Descriptors the process may hold (its soft limit). */
  readonly limit: number;
  /** Shedding starts this many below the limit. */
  readonly reserve: number;
  /** Descriptors held now, if the platform tells (sampled once per sweep); otherwise they are estimated. */
  inUse(): number | undefined;
}

/** What the connections report to operators: counts for the metrics, and a warning when shedding starts. */
export interface ConnectionReports {
  readonly counters: Pick<OriginCounters, 'connectionsShed' | 'connectionsRefused' | 'descriptors'>;
  shedding(fields: Readonly<Record<string, number>>): void;
}

/**
 * Descriptors always left to the process itself, never to a client connection: Redis reconnecting, a metrics
 * scrape, a file read. A connection that would take one is refused as it arrives.
 */
const keptForTheProcess = 16;
/** Where the platform does not tell, descriptors assumed held besides client connections (listeners, stdio, Redis). */
const assumedOtherDescriptors = 32;
/** A connection quiet for less than this is not judged yet: it may just not have been sampled since it moved. */
const minQuietMs = 1_000;
/** Shedding frees this many connections beyond the threshold, so that the next arrivals find room without a scan. */
const shedSlack = 16;

const connectionOf = Symbol('turno.connection');

/** Why a connection was closed without a client asking: idle or unread under descriptor pressure, stalled for the idle timeout. */
type ShedReason = 'idle' | 'unread' | 'stalled';
interface Candidate {
  readonly quietSince: number;
  readonly socket: TrackedSocket;
  readonly reason: ShedReason;
}
type TrackedSocket = Socket & { [connectionOf]?: Connection };

/**
 * The origin's open connections. Connections are counted once each (on accept and on close); a request only
 * bumps the count of its address's turn, reached through its socket, with no lookup.
 */
export class Connections {
  private readonly perAddress = new Map<string, TurnBudget>();
  private readonly sockets = new Set<TrackedSocket>();
  /**
   * Set once the listener is closed: every response from then on closes its connection. Not earlier: a client told
   * to close reconnects at once, into the kernel's accept queue, and closing the listener would reset that connection.
   */
  closing = false;
  /** Descriptors held by other things than client connections, as last sampled. */
  private otherDescriptors = assumedOtherDescriptors;

  private readonly caps: ConnectionCaps;
  private readonly budget: DescriptorBudget;
  private readonly reports: ConnectionReports;

  constructor(caps: ConnectionCaps, budget: DescriptorBudget, reports: ConnectionReports) {
    this.caps = caps;
    this.budget = budget;
    this.reports = reports;
    reports.counters.descriptors.limit = budget.limit;
  }

  /**
   * Counts a new connection against its address's cap and forgets it when it closes. A connection past the cap is
   * closed at once, before any work: answering it would mean reading from it, and a client trickling bytes
   * could then hold it (and a descriptor) until the headers timeout.
   */
  accept(socket: TrackedSocket): void {
    const address = socket.remoteAddress ?? '';
    const key = addressKey(address);
    const shared = this.perAddress.get(key) ?? { open: 0, requests: 0, turn: -1 };
    this.perAddress.set(key, shared);
    shared.open++;
    this.sockets.add(socket);
    const proxy = this.caps.isProxy(address);
    const connection: Connection = {
      quietSince: Date.now(),
      pending: 0,
      bytesRead: 0,
      turnBudget: proxy ? { open: 1, requests: 0, turn: -1 } : shared,
      forget(this: ServerResponse) {
        if (connection.res !== this) return;
        connection.req = undefined;
        connection.res = undefined;
      },
    };
    socket[connectionOf] = connection;
    socket.once('close', () => {
      this.sockets.delete(socket);
      if (--shared.open === 0) this.perAddress.delete(key);
    });
    if (shared.open > (proxy ? this.caps.perProxy : this.caps.perClient)) this.refuse(socket, 'client_cap');
    else if (this.descriptorsHeld() > this.budget.limit - this.budget.reserve) this.makeRoom(socket);
  }
  /**
   * Records the exchange now in flight on its socket. False, with the connection closed, when its address has had
   * more than `maxRequestsPerTurn` (turn-budget.ts) requests parsed in this turn; the request is then not to be answered.
   */
  track(req: IncomingMessage, res: ServerResponse): boolean {
    const socket = req.socket as TrackedSocket;
    const connection = socket[connectionOf];
    if (connection === undefined || socket.destroyed) return false;
    if (!countInTurn(connection.turnBudget)) {
      socket.destroy();
      return false;
    }
    connection.req = req;
    connection.res = res;
    res.on('close', connection.forget);
    return true;
  }

  /** The connection of `socket`, if it is open. */
  of(socket: Socket): Connection | undefined {
    return (socket as TrackedSocket)[connectionOf];
  }

  /**
   * Samples every connection's progress and the descriptors held, closes every connection whose output has waited
   * `idleMs` without progress (its unsent bytes did not shrink and nothing arrived, so its peer stopped reading),
   * and sheds connections while the descriptors held are past the budget's threshold. A sweep over the open
   * connections, run about once a second, instead of a socket timer re-armed on every request: the cost is per
   * connection and per second, never per request.
   */
  sweep(idleMs: number, now = Date.now()): void {
    const inUse = this.budget.inUse();
    if (inUse !== undefined) this.otherDescriptors = Math.max(0, inUse - this.sockets.size);
    this.reports.counters.descriptors.inUse = this.descriptorsHeld();
    for (const socket of this.sockets) {
      const connection = socket[connectionOf];
      if (connection === undefined) continue;
      this.sample(socket, connection, now);
      if (connection.pending > 0 && now - connection.quietSince >= idleMs) this.shed(socket, 'stalled');
    }
    if (this.descriptorsHeld() > this.budget.limit - this.budget.reserve) this.makeRoom(undefined, now);
  }

  /**
   * During a shutdown: closes every connection that is idle (no request being answered, no output waiting) and
   * has received nothing for `idleMs`. A client that has just been answered sends its next request within a round
   * trip; one quiet for longer is not in the middle of a request, and closing its connection loses nothing.
   */
  closeIdle(idleMs: number, now = Date.now()): void {
    for (const socket of this.sockets) {
      const connection = socket[connectionOf];
      if (connection === undefined) continue;
      this.sample(socket, connection, now);
      if (isIdle(connection) && now - connection.quietSince >= idleMs) socket.destroy();
    }
  }

  /** Connections open now. */
  open(): readonly Socket[] {
    return [...this.sockets];
  }

  /** Descriptors held now: client connections, counted as they come and go, and the rest as last sampled. */
  private descriptorsHeld(): number {
    return this.otherDescriptors + this.sockets.size;
  }

  /** Notes whether `connection` moved since its last sample: a byte arrived, or its unsent output changed. */
  private sample(socket: Socket, connection: Connection, now: number): void {
    const pending = socket.writableLength;
    if (pending !== connection.pending || socket.bytesRead !== connection.bytesRead) {
      connection.quietSince = now;
      connection.pending = pending;
      connection.bytesRead = socket.bytesRead;
    }
  }

  /**
   * Frees descriptors down to the threshold (and `shedSlack` below), shedding the connections that cost most and
   * give least: idle ones first (an idle keep-alive connection, or one whose answers sit unread in the kernel),
   * then those whose answers wait unread in the origin, the longest quiet first. Connections that make progress
   * are never shed. When nothing can be shed and the limit is near, the `arriving` connection is refused.
   */
  private makeRoom(arriving: TrackedSocket | undefined, now = Date.now()): void {
    const threshold = this.budget.limit - this.budget.reserve;
    const excess = this.descriptorsHeld() - threshold + shedSlack;
    const idle: Candidate[] = [];
    const unread: Candidate[] = [];
    for (const socket of this.sockets) {
      const connection = socket[connectionOf];
      if (connection === undefined || socket === arriving) continue;
      this.sample(socket, connection, now);
      if (now - connection.quietSince < minQuietMs) continue;
      if (isIdle(connection)) idle.push({ quietSince: connection.quietSince, socket, reason: 'idle' });
      else if (connection.pending > 0) unread.push({ quietSince: connection.quietSince, socket, reason: 'unread' });
    }
    const byLongestQuiet = (a: Candidate, b: Candidate) => a.quietSince - b.quietSince;
    const victims = [...idle.sort(byLongestQuiet), ...unread.sort(byLongestQuiet)].slice(0, excess);
    for (const { socket, reason } of victims) this.shed(socket, reason);
    const refused = arriving !== undefined && victims.length === 0 && this.descriptorsHeld() > this.budget.limit - keptForTheProcess;
    if (refused) this.refuse(arriving, 'descriptors');
    if (victims.length > 0 || refused) {
      this.reports.shedding({
        descriptorsInUse: this.descriptorsHeld(),
        descriptorLimit: this.budget.limit,
        threshold,
        shed: victims.length,
      });
    }
  }

  /** Closes `socket` and stops counting it at once: its descriptor is free before its close event. */
  private shed(socket: TrackedSocket, reason: ShedReason): void {
    this.sockets.delete(socket);
    socket.destroy();
    this.reports.counters.connectionsShed.add(reason);
  }

  private refuse(socket: TrackedSocket, reason: 'client_cap' | 'descriptors'): void {
    this.sockets.delete(socket);
    socket.destroy();
    this.reports.counters.connectionsRefused.add(reason);
  }
}

/** No request of it being answered and no output of it waiting in the origin. */
function isIdle(connection: Connection): boolean {
  return (connection.res === undefined || connection.res.writableEnded) && connection.pending === 0;
}
