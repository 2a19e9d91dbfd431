// SIGTERM while keep-alive clients keep sending: every request that reached the origin is answered (the last with Connection: close), none is reset, and the next connection is refused; through nginx, restarting each origin in turn fails no request.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { paths } from '../../content/constants.ts';
import { startStack } from '../../scripts/edge-stack.ts';
import { startOriginProcess } from '../../scripts/origin-process.ts';
import { request } from '../helpers/http.ts';
import { pause, until } from '../helpers/wait.ts';

/** What one client saw. */
interface Seen {
  answered: number;
  /** Requests sent whose connection ended (closed or reset) before their answer. */
  unanswered: number;
  resets: number;
  /** Statuses of the last answer, and whether it said Connection: close. */
  lastStatus: number;
  lastClose: boolean;
  /** Whether its next connection, after the last answer said close, was refused. */
  refused: boolean;
}

/**
 * A keep-alive client that sends `target` again as soon as each answer is whole; when an answer says
 * Connection: close, it waits for the close and connects again, until a connection is refused.
 */
async function keepSending(port: number, target: string, seen: Seen): Promise<void> {
  for (;;) {
    const socket: Socket = connect({ port, host: '127.0.0.1' });
    const outcome = await new Promise<'refused' | 'closed'>((resolve) => {
      let buffer = Buffer.alloc(0);
      let waiting = false;
      const send = () => {
        waiting = true;
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      };
      socket.once('connect', send);
      socket.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        for (;;) {
          const headEnd = buffer.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = buffer.subarray(0, headEnd).toString('latin1');
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
          if (buffer.length < headEnd + 4 + length) return;
          buffer = buffer.subarray(headEnd + 4 + length);
          waiting = false;
          seen.answered++;
          seen.lastStatus = Number(head.slice(9, 12));
          seen.lastClose = /\r\nconnection: close/i.test(head);
          if (!seen.lastClose) send();
        }
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // A reset here would be a connection the kernel completed and the listener's close threw away: the origin
        // says close only once its listener is closed, so a client that reconnects then is refused, never reset.
        if (error.code === 'ECONNREFUSED') {
          waiting = false;
          resolve('refused');
        } else seen.resets++;
      });
      socket.on('close', () => {
        if (waiting) seen.unanswered++;
        resolve('closed');
      });
    });
    if (outcome === 'refused') {
      seen.refused = seen.lastClose;
      return;
    }
    if (!seen.lastClose) return;
  }
}

test('SIGTERM while 20 keep-alive clients keep sending: every request answered, none reset; readiness 503 at once; exit 0', {
  timeout: 60_000,
}, async () => {
  const origin = await startOriginProcess({ RATE_LIMIT_REST_PER_MINUTE: '1000000000', SHUTDOWN_GRACE_MS: '10000' });
  const clients = Array.from(
    { length: 20 },
    (): Seen => ({
      answered: 0,
      unanswered: 0,
      resets: 0,
      lastStatus: 0,
      lastClose: false,
      refused: false,
    }),
  );
  // One client asks for readiness, the others for a document and a page.
  const targets = [paths.readiness, paths.product, paths.developers, paths.openapi];
  const running = clients.map((seen, i) => keepSending(origin.port, targets[Math.min(i, 1 + (i % 3))] ?? paths.product, seen));
  await until(() => clients.every((seen) => seen.answered >= 3), 'every client answered, keep-alive, before the signal');
  const before = clients.reduce((sum, seen) => sum + seen.answered, 0);
  origin.child.kill('SIGTERM');
  const [code] = await once(origin.child, 'exit');
  await Promise.all(running);
  const answered = clients.reduce((sum, seen) => sum + seen.answered, 0);
  const report = `answered ${answered} (${before} before SIGTERM), reset ${clients.reduce((sum, seen) => sum + seen.resets, 0)}, unanswered ${clients.reduce((sum, seen) => sum + seen.unanswered, 0)}; next connection refused ${clients.filter((seen) => seen.refused).length}`;
  process.stderr.write(`drain: ${report}\n`);
  assert.ok(before > 0, report);
  for (const seen of clients) {
    assert.equal(seen.resets, 0, report);
    assert.equal(seen.unanswered, 0, report);
    assert.ok(
      seen.lastClose && seen.refused,
      `each client's last answer said close and its next connection was refused: ${JSON.stringify(seen)}`,
    );
  }
  assert.equal(clients[0]?.lastStatus, 503, 'readiness turned 503 with the drain');
  assert.equal(code, 0);
});

test('through nginx, restarting each origin in turn (SIGTERM, then a new process) under load fails no request', {
  timeout: 120_000,
}, async () => {
  // The edge's per-address rate out of the way: the clients send as fast as they are answered.
  const stack = await startStack({ originEnv: { RATE_LIMIT_REST_PER_MINUTE: '1000000000' }, originRequestRate: 1_000_000 });
  try {
    // Origin-only reads, from 8 clients at once, each sending again as soon as it is answered, until both origins
    // have been restarted.
    const targets = [paths.developers, paths.product, paths.permissions, paths.sampleWeek];
    let restarting = true;
    const failures: string[] = [];
    let answered = 0;
    const client = async (i: number) => {
      for (let n = 0; restarting; n++) {
        const path = targets[(i + n) % targets.length] ?? paths.product;
        try {
          const { status } = await request(stack.url + path, { localAddress: `127.0.1.${i + 1}` });
          if (status === 200) answered++;
          else failures.push(`${path}: ${status}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      }
    };
    const load = Array.from({ length: 8 }, (_, i) => client(i));
    for (const origin of stack.origins) {
      const before = answered;
      await until(() => answered >= before + 100, 'the load answered through the edge before the restart');
      await stack.restartOrigin(origin);
      // nginx keeps an origin it saw fail out of rotation for fail_timeout (5 s, deploy/nginx.conf): a rolling
      // restart waits that server timer out before it restarts the other origin.
      await pause(6_000);
    }
    restarting = false;
    await Promise.all(load);
    process.stderr.write(`rolling restart: answered ${answered}, failed ${failures.length}\n`);
    assert.deepEqual(failures, []);
    assert.ok(answered > 100, `${answered} answered`);
  } finally {
    await stack.stop();
  }
});
