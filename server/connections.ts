// Per-connection bookkeeping: open connections counted per client address, the exchange in flight on each socket, stalled writes, and a shutdown flag.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './client-address.ts';

/** How many connections one address may hold open. */
export interface ConnectionCaps {
  readonly perClient: number;
  /** Trusted proxies carry many clients on their connections, so they get a cap of their own. */
  readonly perProxy: number;
  isProxy(address: string): boolean;
}

/** What is known of one open connection. */
export interface Connection {
  /** The latest request on it and its response, until the next request replaces them. */
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Since when neither its unsent output has shrunk nor a byte has arrived, while output waits (0: not stalled). */
  stalledSince: number;
  pending: number;
  bytesRead: number;
  /** Where its requests are counted per turn: its address's count, or its own for a trusted proxy's connection. */
  readonly turnBudget: TurnBudget;
}

/** Requests parsed in the event-loop turn `turn`, by everything that shares this budget. */
interface TurnBudget {
  open: number;
  requests: number;
  turn: number;
}

/**
 * Most requests one client address (or one connection of a trusted proxy, which carries many clients) may have
 * parsed in one event-loop turn. Node parses every request of a read (up to 32 reads of 64 KiB per turn) before
 * answering any: a client pipelining thousands of tiny requests over its connections would hold the loop, and
 * everyone else, for seconds. Browsers do not pipeline at all; 128 leaves room for clients that do.
 */
export const maxRequestsPerTurn = 128;

/** The current event-loop turn: a number that changes once the loop has moved on (checked after I/O). */
let turn = 0;
let turnEnding = false;
function currentTurn(): number {
  if (!turnEnding) {
    turnEnding = true;
    setImmediate(() => {
      turn++;
      turnEnding = false;
    });
  }
  return turn;
}

const connectionOf = Symbol('turno.connection');
type TrackedSocket = Socket & { [connectionOf]?: Connection };

/**
 * The origin's open connections. Connections are counted once each (on accept and on close); a request only
 * bumps the count of its address's turn, reached through its socket, with no lookup.
 */
export class Connections {
  private readonly perAddress = new Map<string, TurnBudget>();
  private readonly sockets = new Set<TrackedSocket>();
  /** Set when a shutdown begins: every response from then on closes its connection. */
  closing = false;

  constructor(private readonly caps: ConnectionCaps) {}

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
    socket[connectionOf] = { stalledSince: 0, pending: 0, bytesRead: 0, turnBudget: proxy ? { open: 1, requests: 0, turn: -1 } : shared };
    if (shared.open > (proxy ? this.caps.perProxy : this.caps.perClient)) socket.destroy();
    socket.once('close', () => {
      this.sockets.delete(socket);
      if (--shared.open === 0) this.perAddress.delete(key);
    });
  }

  /**
   * Records the exchange now in flight on its socket. False, with the connection closed, when its address has had
   * more than `maxRequestsPerTurn` requests parsed in this turn; the request is then not to be answered.
   */
  track(req: IncomingMessage, res: ServerResponse): boolean {
    const socket = req.socket as TrackedSocket;
    const connection = socket[connectionOf];
    if (connection === undefined || socket.destroyed) return false;
    const budget = connection.turnBudget;
    const now = currentTurn();
    if (budget.turn !== now) {
      budget.turn = now;
      budget.requests = 0;
    }
    if (++budget.requests > maxRequestsPerTurn) {
      socket.destroy();
      return false;
    }
    connection.req = req;
    connection.res = res;
    return true;
  }

  /** The connection of `socket`, if it is open. */
  of(socket: Socket): Connection | undefined {
    return (socket as TrackedSocket)[connectionOf];
  }

  /**
   * Closes every connection whose output has waited `idleMs` without progress: its unsent bytes did not shrink and
   * nothing arrived, so its peer stopped reading (it pipelined requests and never read, say). A sweep over the open
   * connections, run about once a second, instead of a socket timer re-armed on every request: the cost is per
   * connection and per second, never per request.
   */
  closeStalled(idleMs: number, now = Date.now()): void {
    for (const socket of this.sockets) {
      const connection = socket[connectionOf];
      if (connection === undefined) continue;
      const pending = socket.writableLength;
      if (pending === 0 || pending !== connection.pending || socket.bytesRead !== connection.bytesRead) {
        connection.stalledSince = pending === 0 ? 0 : now;
        connection.pending = pending;
        connection.bytesRead = socket.bytesRead;
      } else if (now - connection.stalledSince >= idleMs) {
        socket.destroy();
      }
    }
  }

  /** Connections open now. */
  open(): readonly Socket[] {
    return [...this.sockets];
  }
}
