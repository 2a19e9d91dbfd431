// The connection bookkeeping forgets each exchange once its response has closed, and never the one that followed it.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { test } from 'node:test';
import { OriginCounters } from '../../server/metric-counts.ts';
import { Connections } from '../../server/standalone/connections.ts';

function connections(): Connections {
  return new Connections(
    { perClient: 4, perProxy: 4, isProxy: () => false },
    { limit: 1_024, reserve: 64, inUse: () => undefined },
    { counters: new OriginCounters(), shedding: () => undefined },
  );
}

/** An open socket, and an exchange on it, as node:http hands them over. */
const fakeSocket = () => Object.assign(new EventEmitter(), { remoteAddress: '203.0.113.7', destroyed: false }) as unknown as Socket;
const exchange = (socket: Socket) => ({
  req: { socket } as IncomingMessage,
  res: Object.assign(new EventEmitter(), { writableEnded: false }) as unknown as ServerResponse,
});

test('a finished exchange is not kept until the next request: closing its response forgets it', () => {
  const tracked = connections();
  const socket = fakeSocket();
  tracked.accept(socket);
  const first = exchange(socket);
  assert.equal(tracked.track(first.req, first.res), true);
  assert.equal(tracked.of(socket)?.res, first.res, 'in flight, the exchange is known (a late parser error answers through it)');
  first.res.emit('close');
  assert.equal(tracked.of(socket)?.req, undefined);
  assert.equal(tracked.of(socket)?.res, undefined);

  const second = exchange(socket);
  tracked.track(second.req, second.res);
  first.res.emit('close');
  assert.equal(tracked.of(socket)?.res, second.res, 'a late close of an earlier response leaves the current exchange');
});
