// Locks in the edge as the shield: crowds of clients that pipeline requests and never read, from one address and then from twenty, leave a normal client answered every time, and nginx lets go of every one of their connections by its own timeouts; one address's connections and request rate are bounded, refused with the error object. How fast the normal client is served meanwhile is the bench's (its crowd row).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { edgeLimits, limits, paths } from '../content/constants.ts';
import { stackForFile } from './helpers/edge.ts';
import { type RawResponse, request } from './helpers/http.ts';
import { allowing, until } from './helpers/wait.ts';

/** How many never-reading clients each crowd has. */
const crowdSize = 1_100;
/**
 * nginx lets go of a client that never reads once a write has made no progress for `send_timeout` (10 s), and of an
 * idle one after `keepalive_timeout` (15 s): deploy/nginx.conf's, which the crowd must not outlast.
 */
const letGoWithinMs = allowing(10_000 + 15_000);
/** Answers each crowd connection pipelines: 20 contracts, 600 KB, more than the sockets' buffers take at once. */
const pipelined = 20;

const stack = stackForFile({ originEnv: { RATE_LIMIT_REST_PER_MINUTE: '1000000000' } });

/** One client that pipelines its requests for the contract and never reads an answer. */
async function neverReading(port: number, localAddress: string): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  socket.pause();
  await once(socket, 'connect');
  socket.write(`GET ${paths.openapi} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(pipelined));
  return socket;
}

/** Connections the edge (listening on `port`) holds established with a peer among `addresses`, as `ss` sees its side. */
function heldByEdge(port: number, addresses: ReadonlySet<string>): number {
  const lines = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => addresses.has(line.trim().split(/\s+/).at(-1)?.replace(/:\d+$/, '') ?? '')).length;
}

/**
 * Opens the crowd from `addresses` (spread evenly), then reads a document through the edge at every poll, from an
 * address of its own, until nginx holds none of the crowd's connections; returns what the normal client got.
 */
async function crowdAgainstNormalClient(addresses: readonly string[]) {
  const edgePort = Number(new URL(stack().url).port);
  const crowd: Socket[] = [];
  for (let i = 0; i < crowdSize; i++) crowd.push(await neverReading(edgePort, addresses[i % addresses.length] ?? '127.0.0.1'));
  const heldAtFirst = heldByEdge(edgePort, new Set(addresses));
  let answered = 0;
  const failures: string[] = [];
  const report = () =>
    `the edge held ${heldAtFirst} of the crowd's ${crowdSize} connections once it had opened, ${heldByEdge(edgePort, new Set(addresses))} now; the normal client: ${answered} answered, ${failures.length} failed (${failures.slice(0, 3).join(', ')})`;
  try {
    // One read a poll: well under the edge's request rate for one address.
    await until(
      async () => {
        try {
          const answer = await request(stack().url + paths.product, { localAddress: '127.0.0.2' });
          if (answer.status === 200) answered++;
          else failures.push(`${answer.status}`);
        } catch (error) {
          failures.push(String(error));
        }
        return heldByEdge(edgePort, new Set(addresses)) === 0;
      },
      () => `nginx lets go of every crowd connection (${report()})`,
      letGoWithinMs,
    );
  } finally {
    for (const socket of crowd) socket.destroy();
  }
  process.stderr.write(`edge crowd from ${addresses.length} address(es): ${report()}\n`);
  return { answered, failures, report: report() };
}

describe(`${crowdSize} clients that pipeline requests and never read, through the edge`, () => {
  for (const [label, addresses] of [
    ['from one address', ['127.0.0.10']],
    ['spread over 20 addresses', Array.from({ length: 20 }, (_, i) => `127.0.0.${30 + i}`)],
  ] as const) {
    test(`${label}: every read of a normal client meanwhile is answered, and nginx lets go of every crowd connection by its timeouts`, {
      timeout: letGoWithinMs + 60_000,
    }, async () => {
      const { answered, failures, report } = await crowdAgainstNormalClient(addresses);
      assert.deepEqual(failures, [], report);
      assert.ok(answered > 0, report);
    });
  }
});

/** The edge's own 429: the error object, a Retry-After of one second (its rates refill every second), readable by browsers. */
function assertEdgeRefusal(answer: RawResponse, label: string): void {
  assert.equal(answer.status, 429, label);
  assert.equal(answer.headers['content-type'], 'application/json', label);
  assert.deepEqual(Object.keys(answer.json() as object), ['statusCode', 'error', 'message'], label);
  assert.equal(answer.headers['retry-after'], '1', label);
  assert.equal(answer.headers['access-control-allow-origin'], '*', label);
}

describe('one address, bounded at the edge', () => {
  test('65 requests in progress at once from one address: the 65th is refused with 429 and the error object; another address is served', async () => {
    const edge = new URL(stack().url);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const head = `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // Each holds a request in progress: its head sent, its body still to come.
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 64; i++) {
        const socket = connect({ port: Number(edge.port), host: '127.0.0.1', localAddress: '127.0.0.60' });
        socket.on('error', () => undefined);
        await once(socket, 'connect');
        socket.write(head);
        held.push(socket);
      }
      // nginx counts a request in progress once it has read its head: asked again until it has read all 64.
      let refused: RawResponse | undefined;
      await until(async () => {
        refused = await request(stack().url + paths.product, { localAddress: '127.0.0.60' });
        return refused.status === 429;
      }, 'the 65th refused');
      assertEdgeRefusal(refused ?? assert.fail('no answer'), 'the 65th');
      assert.equal((await request(stack().url + paths.product, { localAddress: '127.0.0.61' })).status, 200, 'another address');
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  test('requests to the origins from one address past 100 a second (1,000 at once): refused with 429 and the error object, never reaching an origin', async () => {
    // Sent 50 at a time until nginx refuses one: how soon depends on how fast this machine sends (the rate refills
    // while it does), so the test waits for the refusal itself, within a bound far past the burst.
    const answers: RawResponse[] = [];
    const bound = 10 * edgeLimits.requestBurst;
    const send = async () => {
      while (answers.length < bound && !answers.some((answer) => answer.status === 429))
        answers.push(await request(stack().url + paths.product, { localAddress: '127.0.0.70' }));
    };
    await Promise.all(Array.from({ length: 50 }, send));
    const refused = answers.filter((answer) => answer.status === 429);
    assert.ok(refused.length > 0, `refused within ${answers.length} requests`);
    const served = answers.filter((answer) => answer.status === 200).length;
    assert.ok(served >= edgeLimits.requestBurst, `the burst at least was served: ${served}`);
    for (const answer of refused.slice(0, 5)) assertEdgeRefusal(answer, 'past the rate');
    // The origins' own 429 names its policy; the edge's carries no RateLimit field.
    assert.ok(refused.every((answer) => answer.headers.ratelimit === undefined));
    assert.equal((await request(stack().url + paths.product, { localAddress: '127.0.0.71' })).status, 200, 'another address');
  });

  test('a body over what /mcp reads is refused at the edge with 413 and the error object', async () => {
    const answer = await request(stack().url + paths.mcp, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(2 * limits.mcpBodyBytes + 1),
      localAddress: '127.0.0.80',
    });
    assert.equal(answer.status, 413);
    assert.equal(answer.headers['content-type'], 'application/json');
    assert.equal((answer.json() as { statusCode: number }).statusCode, 413);
  });
});
