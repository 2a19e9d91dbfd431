// Starts Debian's redis-server on a loopback port without persistence, for the stack, the benchmark and the tests.
import { type ProcessOptions, type RunningProcess, startProcess } from './child-process.ts';
import { freePort } from './free-port.ts';

/** A running redis-server. */
export interface RunningRedis extends RunningProcess {
  readonly url: string;
  readonly port: number;
}

/**
 * How often a port of our choosing is tried: redis-server cannot pick one itself (its port 0 means no TCP at all), so
 * another process can bind the free port it was given before it does, and then a new one is taken.
 */
const attempts = 3;

/** What redis-server logs when its port was taken meanwhile. */
const portTaken = /Could not create server TCP listening socket .*Address already in use/;

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts commands. */
export async function startRedis(port?: number, onLine?: ProcessOptions['onLine']): Promise<RunningRedis> {
  for (let attempt = 1; ; attempt++) {
    const chosen = port ?? (await freePort());
    try {
      return await startOn(chosen, onLine);
    } catch (error) {
      if (port !== undefined || attempt === attempts || !portTaken.test(String(error))) throw error;
    }
  }
}

async function startOn(port: number, onLine: ProcessOptions['onLine']): Promise<RunningRedis> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const redis = await startProcess('redis-server', 'redis-server', args, {
    ready: /Ready to accept connections/,
    ...(onLine && { onLine }),
  });
  return { ...redis, url: `redis://127.0.0.1:${port}`, port };
}
