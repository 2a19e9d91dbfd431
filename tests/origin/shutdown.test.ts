// Locks in a graceful shutdown as clients see it: idle connections closed first, requests in flight finished or answered 503, never silence; each step waits for the origin to have the request (NODE_ENV=test logs each arrival), never for time to pass.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { startOriginProcess } from '../../scripts/origin-process.ts';
import { allowing, until } from '../helpers/wait.ts';

/** A connection that records what it receives, when the first of it came, when it ends, and whether it was reset. */
async function watchedSocket(port: number) {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  await once(socket, 'connect');
  const seen = { text: '', answeredAt: 0, closedAt: 0, reset: false };
  socket.on('data', (chunk: Buffer) => {
    seen.answeredAt ||= performance.now();
    seen.text += chunk.toString('latin1');
  });
  socket.on('error', () => {
    seen.reset = true;
  });
  socket.on('close', () => {
    seen.closedAt = performance.now();
  });
  return { socket, seen };
}

/** How many requests the origin (started with NODE_ENV=test) has received: their heads read, bodies or not. */
const received = (log: string) => log.split('"message":"request received"').length - 1;

const mcpBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
const mcpHead = `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${mcpBody.length}\r\n\r\n`;

test('SIGTERM: idle keep-alive connections close once quiet, before a request in flight ends; that request is finished with Connection: close, exit 0', async () => {
  // A long keep-alive timeout, so the idle connection's close is the drain's.
  const origin = await startOriginProcess({ SHUTDOWN_GRACE_MS: '8000', KEEP_ALIVE_TIMEOUT_MS: '60000', NODE_ENV: 'test' });
  const idle = await watchedSocket(origin.port);
  idle.socket.write(`GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  await until(() => idle.seen.text.includes('"name"'), 'the idle connection’s answer');
  const inFlight = await watchedSocket(origin.port);
  inFlight.socket.write(mcpHead + mcpBody.slice(0, 10));
  await until(() => received(origin.log()) === 2, 'the origin has the request in flight');

  origin.child.kill('SIGTERM');
  await until(() => idle.seen.closedAt > 0, 'the idle connection’s close');
  assert.equal(idle.seen.reset, false, 'closed, not reset');
  assert.equal(inFlight.seen.text, '', 'closed while the request in flight still waits for its body: the drain is not over');

  inFlight.socket.write(mcpBody.slice(10));
  const [code] = await once(origin.child, 'exit');
  // The process has gone: the answer was written before its connection closed.
  await until(() => inFlight.seen.closedAt > 0, 'the in-flight connection’s close');
  assert.match(inFlight.seen.text, /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(inFlight.seen.text, /\r\nConnection: close\r\n/i);
  assert.match(inFlight.seen.text, /"tools":\[/);
  assert.equal(code, 0);
});

test('SIGTERM: a request whose body is still arriving when the grace ends is answered 503 (JSON-RPC on /mcp), not dropped', async () => {
  // The deadline is the subject: the answer comes once the grace has passed, within the one margin the tests give a
  // clock (Node's once-a-second check of its connections, a loaded machine). The process's own teardown after it is
  // the machine's, not the origin's: its exit code is held, not its time.
  const graceMs = 1_000;
  const origin = await startOriginProcess({ SHUTDOWN_GRACE_MS: String(graceMs), NODE_ENV: 'test' });
  const slow = await watchedSocket(origin.port);
  slow.socket.write(mcpHead + mcpBody.slice(0, 10));
  await until(() => received(origin.log()) === 1, 'the origin has the request in flight');
  const signalled = performance.now();
  origin.child.kill('SIGTERM');
  const [code] = await once(origin.child, 'exit');
  await until(() => slow.seen.closedAt > 0, 'the slow connection’s close');
  const answeredAfter = slow.seen.answeredAt - signalled;
  assert.match(slow.seen.text, /^HTTP\/1\.1 503 Service Unavailable\r\n/);
  assert.match(slow.seen.text, /\r\nConnection: close\r\n/i);
  assert.match(slow.seen.text, /\r\n\r\n\{"jsonrpc":"2\.0","error":\{"code":-32000,"message":"[^"]+"\},"id":null\}$/);
  assert.equal(code, 0);
  assert.ok(
    answeredAfter >= graceMs,
    `the grace was waited for: answered ${answeredAfter.toFixed(0)} ms after the signal (grace ${graceMs} ms)`,
  );
  assert.ok(answeredAfter < allowing(graceMs), `answered ${answeredAfter.toFixed(0)} ms after the signal (grace ${graceMs} ms)`);
});
