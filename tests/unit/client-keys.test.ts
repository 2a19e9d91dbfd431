// Locks in who a client is for rate limits and connection caps: IPv4 as is, IPv4-mapped unwrapped, IPv6 by /56, forwarded addresses only from trusted proxies and only if they are addresses.
import assert from 'node:assert/strict';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, test } from 'node:test';
import { addressKey, createClientKey } from '../../server/client-address.ts';

describe('addressKey', () => {
  const table: [string, string, string][] = [
    ['IPv4 as is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 unwrapped', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv6 by its /56', '2001:db8:1:1ff::2', '2001:db8:1:100::/56'],
    ['the same /56 shares the key', '2001:db8:1:1aa:5::9', '2001:db8:1:100::/56'],
    ['another /56 has its own', '2001:db8:1:200::1', '2001:db8:1:200::/56'],
    ['loopback IPv6', '::1', '::/56'],
  ];
  for (const [name, address, key] of table) {
    test(`${name}: ${address} -> ${key}`, () => assert.equal(addressKey(address), key));
  }
});

/** A request as the key function sees it: a socket address and the forwarding header. */
function fakeRequest(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  const req = new IncomingMessage(Object.defineProperty(new Socket(), 'remoteAddress', { value: remoteAddress }));
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe('createClientKey', () => {
  test('by default the socket address counts, whatever X-Forwarded-For says', () => {
    const key = createClientKey(false);
    assert.equal(key(fakeRequest('127.0.0.1', '198.51.100.1')), '127.0.0.1');
    assert.equal(key(fakeRequest('::ffff:10.0.0.2')), '10.0.0.2');
  });

  test('a trusted proxy speaks for its client', () => {
    const key = createClientKey(['loopback']);
    assert.equal(key(fakeRequest('127.0.0.1', '198.51.100.1')), '198.51.100.1');
    assert.equal(key(fakeRequest('127.0.0.1', '2001:db8:1:1ff::2')), '2001:db8:1:100::/56');
  });

  test('an untrusted peer does not, even with trusted proxies configured', () => {
    const key = createClientKey(['10.0.0.0/8']);
    assert.equal(key(fakeRequest('192.0.2.9', '198.51.100.1')), '192.0.2.9');
  });

  test('a hop count trusts that many proxies from the socket inwards', () => {
    const key = createClientKey(1);
    assert.equal(key(fakeRequest('10.0.0.1', '198.51.100.1, 203.0.113.5')), '203.0.113.5');
  });

  const junk: [string, string][] = [
    ['text that is no address', 'not-an-ip'],
    ['an address with a zone', 'fe80::1%eth0-and-a-very-long-zone-name-to-pass-45'],
    ['an empty entry', ''],
  ];
  for (const [name, forwarded] of junk) {
    test(`forwarded junk (${name}) counts as the proxy's own address`, () => {
      assert.equal(createClientKey(['loopback'])(fakeRequest('127.0.0.1', forwarded)), '127.0.0.1');
    });
  }
});
