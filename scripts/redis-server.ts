// Starts Debian's redis-server on a loopback port without persistence, for the stack, the benchmark and the tests.
import { type ProcessOptions, type RunningProcess, startProcess } from './child-process.ts';
import { freePort } from './free-port.ts';

/** A running redis-server. */
export interface RunningRedis extends RunningProcess {
  readonly url: string;
  readonly port: number;
}

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts commands. */
export async function startRedis(port?: number, onLine?: ProcessOptions['onLine']): Promise<RunningRedis> {
  const chosen = port ?? (await freePort());
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const redis = await startProcess('redis-server', 'redis-server', args, {
    ready: /Ready to accept connections/,
    ...(onLine && { onLine }),
  });
  return { ...redis, url: `redis://127.0.0.1:${chosen}`, port: chosen };
}
