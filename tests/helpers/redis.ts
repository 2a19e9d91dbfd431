// Starts a real redis-server (Debian's) on a free loopback port for a test, and stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A running redis-server. */
export interface RunningRedis {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Starts redis-server without persistence on `port` (a free one by default) and waits until it accepts commands. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
