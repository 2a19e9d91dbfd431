// Locks in that nothing a client sends becomes a 5xx, end to end over real sockets against the built origin process: thousands of generated MCP bodies and raw request heads, each answered (never a dropped connection), never a 5xx, never an error-level log line, and ordinary requests still answered after them.
import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { paths } from '../../content/constants.ts';
import { type OriginProcess, startOriginProcess } from '../../scripts/origin-process.ts';
import { attackRuns, attackSeed, type HeadAttack, headAttack, headerSafe, mcpAttack } from '../helpers/attacks.ts';
import { request } from '../helpers/http.ts';
import { legacyVersion } from '../helpers/mcp.ts';

let origin: OriginProcess;
// Keep-alive, as clients keep their connections: an answer that closed one when it should not have shows as a reset.
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

before(async () => {
  origin = await startOriginProcess({ RATE_LIMIT_REST_PER_MINUTE: '1000000000', RATE_LIMIT_MCP_PER_MINUTE: '1000000000' });
});
after(async () => {
  agent.destroy();
  await origin.stop();
});

/** The error-level lines the origin has logged since `from` (an offset into its output). */
function errorsLogged(from: number): string[] {
  return origin
    .log()
    .slice(from)
    .split('\n')
    .filter((line) => line.includes('"level":"error"'));
}

/** POSTs to /mcp on the keep-alive agent; rejects if the connection drops before a whole answer arrives. */
function postMcp(headers: Record<string, string>, body: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin.url}${paths.mcp}`, { method: 'POST', headers, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(body);
  });
}

/** A request head written as it is on a connection of its own; resolves with the status line's code, or rejects if nothing came back. */
function sendHead({ method, target, fields }: HeadAttack): Promise<number> {
  const head = [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...fields.map(([name, value]) => `${name}: ${headerSafe(value)}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(origin.port, '127.0.0.1', () => socket.end(`${head.join('\r\n')}\r\n\r\n`, 'latin1'));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.once('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1];
      if (status === undefined) reject(new Error(`no answer to ${method} ${target}: ${JSON.stringify(answer.slice(0, 200))}`));
      else resolve(Number(status));
    });
    socket.once('error', reject);
  });
}

async function assertStillServing(): Promise<void> {
  assert.equal((await request(origin.url + paths.product)).status, 200);
  const call = await postMcp(
    { 'content-type': 'application/json', 'mcp-protocol-version': legacyVersion },
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  );
  assert.equal(call, 200);
}

const mcpRuns = attackRuns(1_000);
const headRuns = attackRuns(1_500);

describe(`generated attacks over real sockets (fast-check, seed ${attackSeed})`, () => {
  test(`${mcpRuns} generated MCP bodies of both protocol versions on keep-alive connections: never a 5xx, never a drop`, {
    timeout: 300_000,
  }, async () => {
    const from = origin.log().length;
    await fc.assert(
      fc.asyncProperty(mcpAttack, async ({ headers, body }) => {
        const status = await postMcp(headers, body);
        assert.ok(status < 500, `${status}`);
      }),
      { seed: attackSeed, numRuns: mcpRuns },
    );
    await assertStillServing();
    assert.deepEqual(errorsLogged(from), []);
  });

  test(`${headRuns} generated request heads, raw on the wire: never a 5xx, always an answer`, { timeout: 300_000 }, async () => {
    const from = origin.log().length;
    await fc.assert(
      fc.asyncProperty(headAttack, async (attack) => {
        const status = await sendHead(attack);
        assert.ok(status < 500, `${attack.method} ${attack.target}: ${status}`);
      }),
      { seed: attackSeed, numRuns: headRuns },
    );
    await assertStillServing();
    assert.deepEqual(errorsLogged(from), []);
    assert.equal(origin.child.exitCode, null, 'the origin is still running');
  });
});
