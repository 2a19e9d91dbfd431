// Locks in DNS-rebinding protection on /mcp behind a proxy: X-Forwarded-Host stands for Host only from a trusted proxy.
import assert from 'node:assert/strict';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { test } from 'node:test';
import { hostRefusal } from '../../server/mcp/guards.ts';

const proxy = '10.0.0.7';
const guard = hostRefusal('https://turno.example', (req) => req.socket.remoteAddress === proxy);

/** A request as the guard reads it: its peer and its header fields. */
function request(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  const req = new IncomingMessage(Object.defineProperty(new Socket(), 'remoteAddress', { value: remoteAddress }));
  Object.assign(req.headers, headers);
  return req;
}

test('a trusted proxy fetching the origin by its own name (a Cloudflare Worker) passes with the public X-Forwarded-Host', () => {
  assert.equal(guard(request(proxy, { host: 'origin.internal:3000', 'x-forwarded-host': 'turno.example' })), undefined);
});

test('a foreign name is refused whichever field carries it', () => {
  assert.equal(guard(request(proxy, { host: 'turno.example', 'x-forwarded-host': 'rebound.attacker.example' }))?.status, 403);
  assert.equal(guard(request('203.0.113.9', { host: 'rebound.attacker.example' }))?.status, 403);
});

test('from anyone but a trusted proxy, X-Forwarded-Host is the client’s own claim and changes nothing', () => {
  assert.equal(guard(request('203.0.113.9', { host: 'origin.internal', 'x-forwarded-host': 'turno.example' }))?.status, 403);
  assert.equal(guard(request('203.0.113.9', { host: 'turno.example', 'x-forwarded-host': 'rebound.attacker.example' })), undefined);
});

test('a list of forwarded hosts is no single answer: Host decides', () => {
  assert.equal(guard(request(proxy, { host: 'origin.internal', 'x-forwarded-host': 'turno.example, other.example' }))?.status, 403);
});
