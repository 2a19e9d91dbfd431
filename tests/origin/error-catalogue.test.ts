// Locks in what the limits-and-errors page says the origin does, against a running origin over real sockets: every JSON-RPC error of /mcp and every cause the origin answers a status for, triggered as a client would, its status, its body's shape and what becomes of the connection, read from the catalogues the page is generated from; a new entry without a trigger here fails. What the page says of the reference nginx is held against the generated configuration it answers from.
import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { McpServer } from '@modelcontextprotocol/server';
import express from 'express';
import { edgeLimits, limits, paths } from '../../content/constants.ts';
import { type ConnectionFate, type RestError, reasonPhrases, restErrors } from '../../content/error-body.ts';
import { mcpErrors } from '../../content/mcp.ts';
import type { ArtifactTable } from '../../server/artifacts.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { createDiscoveryRouter } from '../../server/router.ts';
import { createApp } from '../../server/standalone/app.ts';
import { createHttpServer } from '../../server/standalone/http-server.ts';
import { edgeStatuses } from '../../site/lib/hosting/edge-config.ts';
import { batchOf, legacyPost, type McpPost, modernPost, unansweredVersionPost } from '../helpers/mcp.ts';
import { builtArtifacts, originForFile, projectRoot, type RunningOrigin, startOrigin } from '../helpers/origin.ts';

/** One answer as it came over the wire. */
interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A client connection that writes raw bytes, reads whole answers, and tells whether the origin closed it. */
class RawConnection {
  private buffered = Buffer.alloc(0);
  /** Emits `change` whenever bytes arrive or the connection closes: what every wait here waits for. */
  private readonly changes = new EventEmitter();
  closed = false;

  private readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.changes.emit('change');
    });
    socket.on('close', () => {
      this.closed = true;
      this.changes.emit('change');
    });
    // A peer that closes while we write resets the socket; what it answered first is still read.
    socket.on('error', () => undefined);
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return new RawConnection(socket);
  }

  /** Writes `bytes`, resolving once they are handed to the kernel, or at once when the connection is gone. */
  async write(bytes: string | Buffer): Promise<void> {
    if (this.closed || this.socket.destroyed) return;
    if (!this.socket.write(bytes)) await Promise.race([once(this.socket, 'drain'), once(this.socket, 'close')]);
  }

  /** Half-closes: the client will send nothing more. */
  end(): void {
    this.socket.end();
  }

  /** Whether any byte of an answer has arrived. */
  get answering(): boolean {
    return this.buffered.length > 0;
  }

  /** Waits until an answer starts to arrive or the connection closes, for at most `ms`. */
  async started(ms: number): Promise<void> {
    const deadline = AbortSignal.timeout(ms);
    while (!this.answering && !this.closed && !deadline.aborted) await this.changed(deadline);
  }

  /** Reads one whole answer (by `Content-Length`, chunked, or to the close), or throws after `ms`. */
  async answer(ms = 10_000): Promise<Answer> {
    const deadline = AbortSignal.timeout(ms);
    for (;;) {
      const parsed = this.parse();
      if (parsed !== undefined) return parsed;
      if (this.closed) throw new Error(`closed after ${this.buffered.length} bytes of an answer`);
      if (deadline.aborted) throw new Error(`no whole answer within ${ms} ms (${this.buffered.length} bytes)`);
      await this.changed(deadline);
    }
  }

  /** Whether the origin kept the connection (a second request on it is answered) or closed it. */
  async fate(): Promise<'kept' | 'closed'> {
    await this.write(`GET ${paths.health} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    try {
      await this.answer(3_000);
      return 'kept';
    } catch {
      const deadline = AbortSignal.timeout(3_000);
      while (!this.closed && !deadline.aborted) await this.changed(deadline);
      if (!this.closed) throw new Error('neither answered nor closed within 3 s');
      return 'closed';
    }
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** Resolves at the next byte or close, or when `deadline` passes, whichever comes first. */
  private async changed(deadline: AbortSignal): Promise<void> {
    await once(this.changes, 'change', { signal: deadline }).catch(() => undefined);
  }

  /** The first whole answer in the buffer, taken out of it; undefined until it is whole. */
  private parse(): Answer | undefined {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd === -1) return undefined;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    let rest = this.buffered.subarray(headEnd + 4);
    let body: Buffer;
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    } else if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const sizeEnd = rest.indexOf('\r\n');
        if (sizeEnd === -1) return undefined;
        const size = Number.parseInt(rest.subarray(0, sizeEnd).toString('latin1'), 16);
        if (rest.length < sizeEnd + 2 + size + 2) return undefined;
        chunks.push(rest.subarray(sizeEnd + 2, sizeEnd + 2 + size));
        rest = rest.subarray(sizeEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      if (!this.closed) return undefined;
      body = rest;
      rest = Buffer.alloc(0);
    }
    this.buffered = rest;
    return { status, headers, body: body.toString('utf8') };
  }
}

/** An answer, and the connection it came on, for the harness to probe. */
interface Sent {
  readonly answer: Answer;
  readonly connection: RawConnection;
}

/**
 * One way of making the origin answer a catalogued error, each of its forms in turn (every form must answer alike);
 * `size`, for a fate that depends on the body's size, is the size of the body to send. An origin of its own is
 * closed, and a mock restored, after the test.
 */
type Trigger = (t: TestContext, size?: number) => Promise<readonly Sent[]>;

// A limit far beyond what this file sends: the 429 has an origin of its own.
const shared = originForFile({ rateLimitMcpPerMinute: 1_000_000, rateLimitRestPerMinute: 1_000_000 });

/** Sends `bytes` on a new connection to `port` and reads the answer. */
async function send(port: number, bytes: string | Buffer): Promise<Sent> {
  const connection = await RawConnection.open(port);
  await connection.write(bytes);
  return { answer: await connection.answer(), connection };
}

/** A request's head: its line and fields, `Host: localhost` first unless `fields` says otherwise (null leaves one out). */
function head(requestLine: string, fields: Readonly<Record<string, string | null>> = {}): string {
  const all: Record<string, string | null> = { Host: 'localhost', ...fields };
  const lines = Object.entries(all).flatMap(([name, value]) => (value === null ? [] : [`${name}: ${value}`]));
  return `${requestLine}\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`;
}

/** An MCP POST as the helpers build it, on the wire with its `Content-Length` and `fields` over its own. */
const wire = ({ headers, body }: McpPost, fields: Readonly<Record<string, string | null>> = {}): string =>
  head(`POST ${paths.mcp} HTTP/1.1`, { ...headers, 'Content-Length': String(Buffer.byteLength(body)), ...fields }) + body;

const unknownUri = 'http://localhost:3000/no-such-resource';

/** An origin of the test's own, closed after it. */
async function ownOrigin(t: TestContext, overrides: Partial<Config>, artifacts?: ArtifactTable): Promise<RunningOrigin> {
  const origin = await startOrigin(overrides, '127.0.0.1', artifacts === undefined ? undefined : { artifacts, port: 0 });
  t.after(() => origin.close());
  return origin;
}

/** An origin as npm start runs it, drain included, for the answers of a shutdown; its shutDown runs when the test asks. */
async function drainableOrigin(t: TestContext): Promise<{ server: Server; port: number; shutDown: () => Promise<void> }> {
  const config: Config = { ...loadConfig({}), shutdownGraceMs: 300 };
  const draining = new AbortController();
  const stopped = new AbortController();
  const app = await createApp({ config, artifacts: builtArtifacts(), logger: silent, signal: stopped.signal, draining: draining.signal });
  const { server, shutDown } = createHttpServer(app, config, () => draining.abort());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  let down: Promise<void> | undefined;
  const shutDownOnce = () => {
    down ??= shutDown();
    return down;
  };
  t.after(async () => {
    server.closeAllConnections();
    await shutDownOnce();
    stopped.abort();
  });
  return { server, port: (server.address() as AddressInfo).port, shutDown: shutDownOnce };
}

/** A connection the origin has accepted and answered once on, so that a shutdown that stops accepting leaves it open. */
async function accepted(port: number): Promise<RawConnection> {
  const connection = await RawConnection.open(port);
  await connection.write(head(`GET ${paths.health} HTTP/1.1`));
  assert.equal((await connection.answer()).status, 200);
  return connection;
}

/** The build with the contract padded to `bytes`, so that ten reads of it answer more than an MCP answer may hold. */
function withLargeContract(bytes: number): ArtifactTable {
  const built = builtArtifacts();
  const contract = built.byPath.get(paths.openapi);
  assert.ok(contract !== undefined);
  const [representation] = contract.representations;
  assert.ok(representation !== undefined);
  const padded = Buffer.from(JSON.stringify({ padding: 'x'.repeat(bytes) }));
  const identity = { ...representation.bodies.identity, body: padded };
  const enlarged = { ...contract, representations: [{ ...representation, bodies: { identity }, encodings: ['identity' as const] }] };
  return { ...built, byPath: new Map([...built.byPath, [paths.openapi, enlarged]]) };
}

/** The build with the API reference broken: serving it throws, as a bug in the origin would. */
function withBrokenPage(): ArtifactTable {
  const built = builtArtifacts();
  const page = built.byPath.get(paths.apiReference);
  assert.ok(page !== undefined);
  const broken = Object.defineProperty({ ...page }, 'representations', {
    get: () => {
      throw new Error('a bug while serving');
    },
  });
  return { ...built, byPath: new Map([...built.byPath, [paths.apiReference, broken]]) };
}

/** A body of `size` bytes sent in pieces, stopping as soon as the origin answers (it may answer before reading it all). */
async function sendBody(connection: RawConnection, size: number): Promise<void> {
  const piece = Buffer.alloc(64 * 1024, 'x');
  for (let sent = 0; sent < size && !connection.answering && !connection.closed; sent += piece.length)
    await connection.write(piece.subarray(0, Math.min(piece.length, size - sent)));
}

/**
 * A POST to /mcp with a body of `size` bytes, by Content-Length. The body follows only if the origin has not
 * answered the head alone within half a second: a client still sending when the origin closes is reset, and may
 * lose the answer (RFC 9112 §9.6), which is what the origin's reading of a refused body spares the clients it keeps.
 */
async function oversized(port: number, size: number): Promise<Sent> {
  const connection = await RawConnection.open(port);
  await connection.write(head(`POST ${paths.mcp} HTTP/1.1`, { 'Content-Type': 'application/json', 'Content-Length': String(size) }));
  await connection.started(500);
  await sendBody(connection, size);
  return { answer: await connection.answer(), connection };
}

/** A request whose head, or body, never finishes: what a slow client leaves the origin to time out. */
async function unfinished(port: number, bytes: string): Promise<Sent> {
  const connection = await RawConnection.open(port);
  await connection.write(bytes);
  return { answer: await connection.answer(8_000), connection };
}

const shortTimeouts: Partial<Config> = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 };

/** Every JSON-RPC error of /mcp, made to happen. */
const mcpTriggers: Readonly<Record<keyof typeof mcpErrors, Trigger>> = {
  foreignHost: async () => [await send(shared.port, wire(modernPost('tools/list'), { Host: 'evil.example' }))],
  method: async () => [await send(shared.port, head(`GET ${paths.mcp} HTTP/1.1`))],
  contentType: async () => [await send(shared.port, wire(modernPost('tools/list'), { 'Content-Type': 'text/plain' }))],
  contentEncoding: async () => [await send(shared.port, wire(modernPost('tools/list'), { 'Content-Encoding': 'gzip' }))],
  tooLarge: async (_t, size = limits.mcpBodyBytes + 1) => [await oversized(shared.port, size)],
  tooDeep: async () => {
    const depth = limits.mcpBodyDepth + 1;
    return [
      await send(shared.port, wire({ headers: { 'Content-Type': 'application/json' }, body: '['.repeat(depth) + ']'.repeat(depth) })),
    ];
  },
  unreadable: async (t) => {
    // An operator's middleware in front of the mounted router that reads the body and keeps nothing of it.
    const stopped = new AbortController();
    const app = express();
    app.use(paths.mcp, (req, _res, next) => {
      req.resume();
      req.once('end', () => next());
    });
    app.use(await createDiscoveryRouter({ config: loadConfig({}), artifacts: builtArtifacts(), logger: silent, signal: stopped.signal }));
    const server: Server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    t.after(async () => {
      server.closeAllConnections();
      server.close();
      stopped.abort();
    });
    return [await send((server.address() as AddressInfo).port, wire(modernPost('tools/list')))];
  },
  parse: async () => [await send(shared.port, wire({ headers: { 'Content-Type': 'application/json' }, body: '{not json' }))],
  batchVersion: async () => [
    await send(
      shared.port,
      wire({ headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-11-25' }, body: batchOf(2) }),
    ),
  ],
  batchSize: async () => [
    await send(shared.port, wire({ headers: { 'Content-Type': 'application/json' }, body: '[]' })),
    await send(shared.port, wire({ headers: { 'Content-Type': 'application/json' }, body: batchOf(limits.mcpBatchEntries + 1) })),
  ],
  answerTooLarge: async (t) => {
    // Ten reads of a contract a tenth of the bound: more than one answer may hold.
    const origin = await ownOrigin(t, {}, withLargeContract(limits.mcpAnswerBytes / limits.mcpBatchEntries + 1024));
    const post = { headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: batchOf(limits.mcpBatchEntries) };
    return [await send(origin.port, wire(post))];
  },
  notAcceptable: async () => [await send(shared.port, wire(modernPost('tools/list'), { Accept: 'text/html' }))],
  headerMismatch: async () => [await send(shared.port, wire(modernPost('tools/list'), { 'Mcp-Method': 'tools/call' }))],
  unsupportedVersion: async () => [await send(shared.port, wire(unansweredVersionPost('2099-01-01')))],
  unknownMethod: async () =>
    Promise.all(['prompts/list', 'logging/setLevel', 'completion/complete'].map((method) => send(shared.port, wire(modernPost(method))))),
  unknownMethod2025: async () =>
    Promise.all(
      ['prompts/list', 'logging/setLevel', 'completion/complete'].map((method) =>
        send(shared.port, wire(legacyPost({ id: 1, method, params: {} }, { 'MCP-Protocol-Version': '2025-11-25' }))),
      ),
    ),
  unknownTool: async () => [await send(shared.port, wire(modernPost('tools/call', { name: 'no_such_tool', arguments: {} })))],
  unknownResource2025: async () => [
    await send(
      shared.port,
      wire(legacyPost({ id: 1, method: 'resources/read', params: { uri: unknownUri } }, { 'MCP-Protocol-Version': '2025-11-25' })),
    ),
  ],
  unknownResource2026: async () => [await send(shared.port, wire(modernPost('resources/read', { uri: unknownUri })))],
  malformedHttp: async () => {
    const post = modernPost('tools/list');
    const bodyEndsEarly = await RawConnection.open(shared.port);
    await bodyEndsEarly.write(wire(post, { 'Content-Length': String(post.body.length + 10) }));
    bodyEndsEarly.end();
    return [
      await send(shared.port, wire(post, { Host: null })),
      await send(shared.port, head(`POST ${paths.mcp} HTTP/1.1`, { Host: 'localhost\r\nHost: evil.example' })),
      await send(
        shared.port,
        `${head(`POST ${paths.mcp} HTTP/1.1`, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' })}zz\r\n`,
      ),
      { answer: await bodyEndsEarly.answer(), connection: bodyEndsEarly },
    ];
  },
  expectation: async () => [await send(shared.port, wire(modernPost('tools/list'), { Expect: 'foo' }))],
  timeout: async (t) => {
    const origin = await ownOrigin(t, shortTimeouts);
    const post = modernPost('tools/list');
    return [await unfinished(origin.port, wire(post, { 'Content-Length': String(post.body.length + 10) }))];
  },
  unavailable: async (t) => {
    const origin = await drainableOrigin(t);
    const connection = await accepted(origin.port);
    // The request is in flight when the shutdown begins: the origin has its head, and waits for its body.
    const arrived = once(origin.server, 'request');
    await connection.write(wire(modernPost('tools/list')).slice(0, -10));
    await arrived;
    void origin.shutDown();
    return [{ answer: await connection.answer(), connection }];
  },
  internal: async (t) => {
    const origin = await ownOrigin(t, {});
    // The SDK loads on the first request; the failure is the second's, which the table has no answer to.
    await send(origin.port, wire(modernPost('tools/list')));
    t.mock.method(McpServer.prototype, 'connect', () => {
      throw new Error('a bug in the exchange');
    });
    return [await send(origin.port, wire(legacyPost({ id: 1, method: 'prompts/list' }, { 'MCP-Protocol-Version': '2025-11-25' })))];
  },
};

/** Every cause the origin answers a status with the error object for, made to happen, by `status.cause`. */
const restTriggers: Readonly<Record<string, Trigger>> = {
  '400.malformed': async () => [
    await send(shared.port, 'XX\u0000\r\n\r\n'),
    await send(shared.port, head(`GET ${paths.product} HTTP/1.1`, { Host: null })),
    await send(shared.port, head(`GET ${paths.product} HTTP/1.1`, { Host: 'localhost\r\nHost: evil.example' })),
    await send(shared.port, head(`GET http://localhost${paths.product} HTTP/1.1`, { Host: 'other.example' })),
    await send(shared.port, head('GET http://[zz/x HTTP/1.1')),
  ],
  '400.percentEncoding': async () => [await send(shared.port, head('GET /%zz HTTP/1.1'))],
  '404.unknownPath': async () => [await send(shared.port, head('GET /no-such-path HTTP/1.1', { Accept: 'application/json' }))],
  '405.method': async () => [await send(shared.port, head(`DELETE ${paths.product} HTTP/1.1`, { Accept: 'application/json' }))],
  '405.connect': async () => [await send(shared.port, head('CONNECT localhost:80 HTTP/1.1'))],
  '406.accept': async () => [await send(shared.port, head(`GET ${paths.developers} HTTP/1.1`, { Accept: 'application/pdf' }))],
  '408.slow': async (t) => {
    const origin = await ownOrigin(t, shortTimeouts);
    return Promise.all([
      unfinished(origin.port, `GET ${paths.product} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `),
      // Before its head is read, the path is not known: /mcp too gets the error object.
      unfinished(origin.port, `POST ${paths.mcp} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `),
    ]);
  },
  '417.expectation': async () => [await send(shared.port, head(`GET ${paths.product} HTTP/1.1`, { Expect: 'foo' }))],
  '429.rateLimit': async (t) => {
    const origin = await ownOrigin(t, { rateLimitRestPerMinute: 1 });
    const connection = await RawConnection.open(origin.port);
    await connection.write(head(`GET ${paths.product} HTTP/1.1`));
    assert.equal((await connection.answer()).status, 200);
    await connection.write(head(`GET ${paths.product} HTTP/1.1`));
    const answer = await connection.answer();
    assert.ok(answer.headers['retry-after'] !== undefined && answer.headers.ratelimit !== undefined, 'Retry-After and RateLimit');
    return [{ answer, connection }];
  },
  '431.tooLarge': async () => [
    await send(shared.port, head(`GET ${paths.product} HTTP/1.1`, { 'X-Big': 'a'.repeat(limits.headerBytes) })),
    // Before its head is read, the path is not known: /mcp too gets the error object.
    await send(shared.port, head(`POST ${paths.mcp} HTTP/1.1`, { 'X-Big': 'a'.repeat(limits.headerBytes) })),
    // A request line nginx would answer 414 for.
    await send(shared.port, head(`GET /${'x'.repeat(limits.headerBytes)} HTTP/1.1`)),
  ],
  '500.failure': async (t) => {
    const origin = await ownOrigin(t, {}, withBrokenPage());
    return [await send(origin.port, head(`GET ${paths.apiReference} HTTP/1.1`))];
  },
  '503.readiness': async (t) => {
    const origin = await drainableOrigin(t);
    const connection = await accepted(origin.port);
    void origin.shutDown();
    await connection.write(head(`GET ${paths.readiness} HTTP/1.1`));
    return [{ answer: await connection.answer(), connection }];
  },
};

/** The body sizes and fates a connection fact stands for: one request, or one on each side of the bound. */
const fatesOf = (fate: ConnectionFate): readonly { size?: number; connection: 'kept' | 'closed' }[] =>
  typeof fate === 'string'
    ? [{ connection: fate }]
    : [
        { size: fate.keptUpTo, connection: 'kept' },
        { size: fate.keptUpTo + 1, connection: 'closed' },
      ];

const describeFate = (fate: ConnectionFate): string =>
  typeof fate === 'string' ? fate : `kept up to ${fate.keptUpTo} bytes, closed beyond`;

/** Runs `trigger` for each body size its fate names, checks each answer with `check`, then what became of its connection. */
async function holds(t: TestContext, trigger: Trigger, fate: ConnectionFate, check: (answer: Answer, form: number) => void): Promise<void> {
  for (const { size, connection: expected } of fatesOf(fate)) {
    const forms = await trigger(t, size);
    assert.ok(forms.length > 0, 'the trigger sends something');
    for (const [form, { answer, connection }] of forms.entries()) {
      try {
        check(answer, form);
        assert.equal(
          await connection.fate(),
          expected,
          `form ${form}${size === undefined ? '' : `, a body of ${size} bytes`}: the connection`,
        );
      } finally {
        connection.destroy();
      }
    }
  }
}

describe('every JSON-RPC error of /mcp, as the limits page states it', () => {
  test('every entry of the catalogue has a trigger here, and every trigger an entry', () => {
    assert.deepEqual(Object.keys(mcpTriggers).sort(), Object.keys(mcpErrors).sort());
  });

  for (const [name, error] of Object.entries(mcpErrors)) {
    test(`${name}: HTTP ${error.status}, JSON-RPC ${error.code}, the connection ${describeFate(error.connection)}`, async (t) => {
      await shared.started();
      const trigger = mcpTriggers[name as keyof typeof mcpErrors];
      await holds(t, trigger, error.connection, (answer, form) => {
        assert.equal(answer.status, error.status, `form ${form}: status; ${answer.body}`);
        const body = JSON.parse(answer.body) as { jsonrpc?: string; error?: { code?: number; message?: string } };
        assert.equal(body.jsonrpc, '2.0', `form ${form}: a JSON-RPC answer; ${answer.body}`);
        assert.equal(body.error?.code, error.code, `form ${form}: code; ${answer.body}`);
        if ('message' in error) assert.equal(body.error?.message, error.message, `form ${form}: the catalogued message`);
      });
    });
  }

  test('a chunked body is counted as it is read: over the bound, 413, and the connection stays open', async () => {
    await shared.started();
    const connection = await RawConnection.open(shared.port);
    const chunk = 'x'.repeat(limits.mcpBodyBytes + 1);
    await connection.write(
      `${head(`POST ${paths.mcp} HTTP/1.1`, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' })}${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    );
    try {
      const answer = await connection.answer();
      assert.equal(answer.status, mcpErrors.tooLarge.status);
      assert.equal((JSON.parse(answer.body) as { error: { code: number } }).error.code, mcpErrors.tooLarge.code);
      assert.equal(await connection.fate(), 'kept');
    } finally {
      connection.destroy();
    }
  });
});

describe('every status the origin answers with the error object, as the limits page states it', () => {
  const originCauses = Object.entries(restErrors).flatMap(([status, error]) =>
    Object.entries(error.causes).flatMap(([cause, facts]) =>
      facts.by === 'origin' ? [{ key: `${status}.${cause}`, status: Number(status), facts }] : [],
    ),
  );

  test('every cause the origin answers has a trigger here, and every trigger a cause', () => {
    assert.deepEqual(Object.keys(restTriggers).sort(), originCauses.map(({ key }) => key).sort());
  });

  for (const { key, status, facts } of originCauses) {
    test(`${key}: ${status} with the error object, the connection ${describeFate(facts.connection)}`, async (t) => {
      await shared.started();
      const trigger = restTriggers[key];
      assert.ok(trigger !== undefined, `a trigger for ${key}`);
      await holds(t, trigger, facts.connection, (answer, form) => {
        assert.equal(answer.status, status, `form ${form}: status; ${answer.body}`);
        assert.match(answer.headers['content-type'] ?? '', /^application\/json/, `form ${form}`);
        assert.equal(answer.headers['cache-control'], 'no-store', `form ${form}: never cached, as the page says`);
        const body = JSON.parse(answer.body) as { statusCode?: number; error?: string; message?: string };
        assert.equal(body.statusCode, status, `form ${form}`);
        assert.equal(body.error, reasonPhrases[status], `form ${form}`);
        const catalogued: RestError = restErrors[status as keyof typeof restErrors];
        assert.equal(body.message, catalogued.sent ?? catalogued.message, `form ${form}: the message as the page shows it`);
      });
    });
  }

  test("the 406's sentence whole: the page's two types named, one type whatever Accept says, HTML with no Accept, no 406 for Accept-Encoding", async () => {
    await shared.started();
    const exchange = async (bytes: string) => {
      const { answer, connection } = await send(shared.port, bytes);
      connection.destroy();
      return answer;
    };
    const refused = await exchange(head(`GET ${paths.developers} HTTP/1.1`, { Accept: 'application/pdf' }));
    assert.match(JSON.parse(refused.body).message, /text\/html.*text\/markdown/);
    for (const page of [paths.apiReference, paths.mcpGuide, '/pt-pt/developers/limits-and-errors'])
      assert.equal(
        JSON.parse((await exchange(head(`GET ${page} HTTP/1.1`, { Accept: 'application/pdf' }))).body).message,
        restErrors[406].sent,
        `${page}: every page's 406 sends the message the page shows`,
      );
    assert.equal((await exchange(head(`GET ${paths.product} HTTP/1.1`, { Accept: 'application/pdf' }))).status, 200);
    for (const accept of [null, '']) {
      const page = await exchange(head(`GET ${paths.developers} HTTP/1.1`, { Accept: accept }));
      assert.equal(page.status, 200);
      assert.match(page.headers['content-type'] ?? '', /^text\/html/);
    }
    const uncompressed = await exchange(head(`GET ${paths.openapi} HTTP/1.1`, { 'Accept-Encoding': 'br;q=0, gzip;q=0, identity;q=0' }));
    assert.equal(uncompressed.status, 200);
    assert.equal(uncompressed.headers['content-encoding'], undefined);
  });

  test('the origin refuses a body only on /mcp: a large one to a document is its 405, not a 413', async () => {
    await shared.started();
    const connection = await RawConnection.open(shared.port);
    const size = edgeLimits.bodyBytes * 2;
    await connection.write(head(`POST ${paths.product} HTTP/1.1`, { 'Content-Length': String(size) }));
    await sendBody(connection, size);
    try {
      assert.equal((await connection.answer()).status, 405);
    } finally {
      connection.destroy();
    }
  });

  test('a read is answered without waiting for a body it declares, so only a late head times out off /mcp', async () => {
    await shared.started();
    const { answer, connection } = await send(shared.port, `${head(`GET ${paths.product} HTTP/1.1`, { 'Content-Length': '10' })}12345`);
    connection.destroy();
    assert.equal(answer.status, 200);
  });

  test('the timeouts the page states are the defaults of HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS', () => {
    const config = loadConfig({});
    assert.equal(config.headersTimeoutMs, limits.headersTimeoutSeconds * 1000);
    assert.equal(config.requestTimeoutMs, limits.requestTimeoutSeconds * 1000);
  });
});

describe('what the page says the reference nginx answers', () => {
  const edgeDir = join(projectRoot, 'dist', 'edge');

  test('each status it names for nginx has its error object in the generated errors.conf, and no other does', () => {
    const errorsConf = readFileSync(join(edgeDir, 'errors.conf'), 'utf8');
    const named = Object.entries(restErrors)
      .filter(([, error]) => Object.values(error.causes).some((cause) => cause.by === 'edge'))
      .map(([status]) => Number(status));
    assert.deepEqual(edgeStatuses, named);
    const answered = [...errorsConf.matchAll(/^ {4}return (\d+) /gm)].map((match) => Number(match[1]));
    assert.deepEqual(answered, named);
    for (const status of named)
      assert.ok(
        errorsConf.includes(`\\"statusCode\\":${status},\\"error\\":\\"${reasonPhrases[status]}\\"`),
        `${status}: the error object`,
      );
    // Never cached, as the page says of every error outside /mcp: one Cache-Control: no-store per error answer.
    assert.equal([...errorsConf.matchAll(/^ {4}add_header Cache-Control "no-store" always;$/gm)].length, named.length);
    assert.match(errorsConf, new RegExp(`add_header Retry-After "${edgeLimits.retryAfterSeconds}" always;`));
  });

  test('deploy/nginx.conf holds the bounds the page states', () => {
    const conf = readFileSync(join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
    const directives = [
      `client_max_body_size ${edgeLimits.bodyBytes / 1024}k;`,
      `large_client_header_buffers 4 ${edgeLimits.headerBufferBytes / 1024}k;`,
      `client_header_timeout ${edgeLimits.clientTimeoutSeconds}s;`,
      `client_body_timeout ${edgeLimits.clientTimeoutSeconds}s;`,
      `limit_conn connections_per_address ${edgeLimits.requestsInProgress};`,
      // The rate is filled in per deployment; the template's documented value is the page's.
      'rate={{ORIGIN_REQUEST_RATE}};',
      `may send to the origins: ${edgeLimits.requestsPerSecond}r/s`,
    ];
    for (const directive of directives) assert.ok(conf.includes(directive), directive);
    const bursts = [...conf.matchAll(/limit_req zone=\S+ burst=(\d+)/g)].map((match) => Number(match[1]));
    assert.ok(bursts.length > 0 && bursts.every((burst) => burst === edgeLimits.requestBurst), `bursts ${bursts.join(', ')}`);
  });
});
