// Locks in what a 429 on /mcp means to the SDK's real clients, both protocol versions, over a real socket: a transport error carrying the status, and a fetch that waits Retry-After gets through. The HTTP rules themselves (CORS, Host, Accept, the 429's shape) are the in-process tier's (tests/unit/router/mcp-guards.test.ts, mcp-limits.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mcpTools, paths } from '../../content/constants.ts';
import { modernVersion } from '../helpers/mcp.ts';
import { withOrigin } from '../helpers/origin.ts';

describe('429: what every client sees', () => {
  const clients = {
    'v2 client pinned to 2026-07-28': async (url: URL) => {
      const client = new ModernClient({ name: 'v2-429', version: '1.0.0' }, { versionNegotiation: { mode: { pin: modernVersion } } });
      await client.connect(new ModernTransport(url));
      // tools/call, since the client answers repeated lists from its cache (they carry ttlMs).
      for (let i = 0; i < 3; i++) await client.callTool({ name: mcpTools.productInfo, arguments: {} });
    },
    'v1 client (2025 versions)': async (url: URL) => {
      const client = new LegacyClient({ name: 'v1-429', version: '1.0.0' });
      await client.connect(new LegacyTransport(url));
      for (let i = 0; i < 3; i++) await client.callTool({ name: mcpTools.productInfo, arguments: {} });
    },
  };
  test('what a client author can do: give the transport a fetch that waits Retry-After on a 429 and tries again', async (context) => {
    await withOrigin({ rateLimitMcpPerMinute: 2 }, async (limited) => {
      // The limiter's clock is mocked, so waiting out the minute's window is a tick (sockets keep real time).
      context.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const refusals: string[] = [];
      const patientFetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
        const response = await fetch(input, init);
        const retryAfter = response.headers.get('Retry-After');
        if (response.status !== 429 || retryAfter === null) return response;
        refusals.push(retryAfter);
        context.mock.timers.tick(Number(retryAfter) * 1000);
        return fetch(input, init);
      };
      const client = new ModernClient({ name: 'patient', version: '1.0.0' }, { versionNegotiation: { mode: { pin: modernVersion } } });
      await client.connect(new ModernTransport(new URL(limited.url + paths.mcp), { fetch: patientFetch }));
      for (let i = 0; i < 3; i++) await client.callTool({ name: mcpTools.productInfo, arguments: {} });
      await client.close();
      assert.ok(refusals.length > 0, 'the limit was reached and waited out');
    });
  });

  for (const [label, useTools] of Object.entries(clients)) {
    test(`${label}: a thrown transport error carrying the status; the client does not wait Retry-After itself`, async () => {
      await withOrigin({ rateLimitMcpPerMinute: 2 }, async (limited) => {
        await assert.rejects(useTools(new URL(limited.url + paths.mcp)), /429/);
      });
    });
  }
});
