// Locks in which PUBLIC_BASE_URL a vendor's cloud can reach: the pages show it where a reader pastes a public URL (a custom connector), and a stand-in for the reader's own otherwise.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isPublicHttpsOrigin } from '../../content/base-url.ts';

describe('isPublicHttpsOrigin', () => {
  test('HTTPS with a public name or address is public', () => {
    for (const origin of ['https://turno.example', 'https://api.example.com:8060', 'https://8.8.8.8', 'https://[2001:db8::1]'])
      assert.equal(isPublicHttpsOrigin(origin), true, origin);
  });

  test('plain HTTP, localhost, a single-label or local name, and a loopback, private or link-local address are not', () => {
    for (const origin of [
      'http://turno.example',
      'http://localhost:3000',
      'https://localhost:3000',
      'https://app.localhost',
      'https://intranet',
      'https://printer.local',
      'https://svc.internal',
      'https://127.0.0.1',
      'https://10.60.0.5:32768',
      'https://172.20.0.1',
      'https://192.168.1.1',
      'https://169.254.1.1',
      'https://100.64.0.1',
      'https://[::1]',
      'https://[fd00::1]',
      'https://[fe80::1]',
    ])
      assert.equal(isPublicHttpsOrigin(origin), false, origin);
  });
});
