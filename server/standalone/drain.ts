// The drain on SIGTERM: stop accepting, turn every answer into the connection's last, close connections once quiet, and end what is left when the grace runs out.
import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Connections } from './connections.ts';

/**
 * During a drain, how long a connection must have been idle (nothing being answered, no byte received) before it
 * is closed. A keep-alive client sends its next request within a round trip of its last answer (well under
 * 300 ms on any continent's path); one quiet for a second is not in the middle of a request. Sampled every
 * `drainCheckMs`.
 */
const drainIdleMs = 1_000;
const drainCheckMs = 100;

/** After the grace, how long answered connections get to flush their 503 before they are destroyed. */
const flushMs = 1_000;

/**
 * Drains `server`: stops accepting, then says `Connection: close` on every answer; closes each connection once idle
 * for `drainIdleMs`; answers the requests still in flight when `graceMs` ends with `unavailable` (a 503 in the form
 * of their route); resolves when every connection is closed.
 */
export async function drain(
  server: Server,
  connections: Connections,
  graceMs: number,
  unavailable: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<void> {
  const closed = once(server, 'close');
  // Connections the kernel has completed but Node has not accepted yet would be reset with the listening socket:
  // one more poll phase accepts them. Until the listener is closed no answer says close, so no client of ours
  // reconnects into the queue in the meantime.
  await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
  // Stops accepting, but leaves the open connections alone: node:http's own close() would also close every idle
  // one at once, resetting a request a client has just sent on it. Idle ones close below, once quiet long enough.
  NetServer.prototype.close.call(server);
  connections.closing = true;
  for (const socket of connections.open()) {
    const res = connections.of(socket)?.res;
    if (res !== undefined && !res.headersSent) res.setHeader('Connection', 'close');
  }
  const quietCheck = setInterval(() => connections.closeIdle(drainIdleMs), drainCheckMs);
  try {
    if (await settlesWithin(closed, graceMs)) return;
  } finally {
    clearInterval(quietCheck);
  }
  for (const socket of connections.open()) {
    const { req, res } = connections.of(socket) ?? {};
    if (req !== undefined && res !== undefined && !res.headersSent && !res.writableEnded) {
      unavailable(req, res);
    } else {
      socket.destroy();
    }
  }
  if (await settlesWithin(closed, flushMs)) return;
  server.closeAllConnections();
  await closed;
}

async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
