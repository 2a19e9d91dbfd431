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
  /** The connection took its address past its cap: its requests are refused with 503, and it is closed. */
  readonly overCapacity: boolean;
  /** The latest request on it and its response, until the next request replaces them. */
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Since when neither its unsent output has shrunk nor a byte has arrived, while output waits (0: not stalled). */
  stalledSince: number;
  pending: number;
  bytesRead: number;
}

/** An over-capacity connection that sends no request is closed after this long (Node's idle timeout is longer). */
const refusedIdleMs = 2_000;

const connectionOf = Symbol('turno.connection');
type TrackedSocket = Socket & { [connectionOf]?: Connection };

/**
 * The origin's open connections. Counting happens once per connection (on accept and on close), never per
 * request: a request reads one property of its socket.
 */
export class Connections {
  private readonly perAddress = new Map<string, number>();
  private readonly sockets = new Set<TrackedSocket>();
  /** Set when a shutdown begins: every response from then on closes its connection. */
  closing = false;

  constructor(private readonly caps: ConnectionCaps) {}

  /** Counts a new connection against its address's cap and forgets it when it closes. */
  accept(socket: TrackedSocket): void {
    const address = socket.remoteAddress ?? '';
    const key = addressKey(address);
    const open = (this.perAddress.get(key) ?? 0) + 1;
    this.perAddress.set(key, open);
    this.sockets.add(socket);
    const connection: Connection = {
      overCapacity: open > (this.caps.isProxy(address) ? this.caps.perProxy : this.caps.perClient),
      stalledSince: 0,
      pending: 0,
      bytesRead: 0,
    };
    socket[connectionOf] = connection;
    if (connection.overCapacity) socket.setTimeout(refusedIdleMs);
    socket.once('close', () => {
      this.sockets.delete(socket);
      const left = (this.perAddress.get(key) ?? 1) - 1;
      if (left === 0) this.perAddress.delete(key);
      else this.perAddress.set(key, left);
    });
  }

  /** Records the exchange now in flight on its socket and returns its connection. */
  track(req: IncomingMessage, res: ServerResponse): Connection {
    const connection = (req.socket as TrackedSocket)[connectionOf] ?? { overCapacity: false, stalledSince: 0, pending: 0, bytesRead: 0 };
    connection.req = req;
    connection.res = res;
    return connection;
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
