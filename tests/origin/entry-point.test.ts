// Locks in how the compiled entry point (npm start) treats its configuration: a clear exit 1 on a bad value, a graceful exit 0 on SIGTERM.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { describe, test } from 'node:test';
import { killGroup, spawnOwned } from '../../scripts/child-process.ts';
import { startOriginProcess } from '../../scripts/origin-process.ts';

describe('the compiled entry point (npm start)', () => {
  test('exits 1 with the configuration problem on a bad value, before listening', async (t) => {
    const child = spawnOwned(process.execPath, ['dist/origin/server/main.js'], { env: { ...process.env, PORT: 'abc' } });
    // Should it listen after all, a failed assertion below must not leave it running.
    t.after(() => killGroup(child));
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'exit');
    assert.equal(code, 1);
    assert.match(stderr, /Invalid configuration:\n {2}PORT="abc": must be a whole number from 0 to 65535/);
    assert.doesNotMatch(stderr, /at .*:\d+:\d+/, 'no stack trace');
  });

  test('serves, then shuts down gracefully with exit 0 on SIGTERM', { timeout: 15_000 }, async () => {
    const origin = await startOriginProcess({ PUBLIC_BASE_URL: '' });
    const response = await fetch(`${origin.url}/api/public/product`);
    assert.equal(response.status, 200);
    assert.equal(await origin.stop('SIGTERM'), 0);
  });
});
