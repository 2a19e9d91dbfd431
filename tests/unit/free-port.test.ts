// The ports the stack reserves for its processes: distinct, held until handed over, never one already given away.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { reservePort, reservePorts } from '../../scripts/free-port.ts';

/** Whether something else can bind `port` on loopback right now. */
async function bindable(port: number): Promise<boolean> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  const [outcome] = await Promise.race([once(server, 'listening').then(() => ['bound']), once(server, 'error')]);
  if (outcome !== 'bound') return false;
  server.close();
  await once(server, 'close');
  return true;
}

test('six reserved ports: distinct, none of the one given away, each held until released, and released only once', async () => {
  const given = await reservePort();
  await given.release();
  const held = await reservePorts(6, [given.port]);
  try {
    const ports = held.map((each) => each.port);
    assert.equal(new Set(ports).size, 6, `ports: ${ports.join(', ')}`);
    assert.ok(!ports.includes(given.port));
    for (const port of ports) assert.equal(await bindable(port), false, `port ${port} is not held`);
  } finally {
    await Promise.all(held.map((each) => each.release()));
  }
  assert.equal(await bindable(held[0]?.port ?? 0), true);
  await held[0]?.release();
});
