// Runs the built entry point (dist/origin/server/main.js, what npm start runs) as its own process, for the audit and for tests of what only a process shows: its memory, its log, signals.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startProcess } from './child-process.ts';
import { rssMb } from './proc-stats.ts';

/** A running origin process. */
export interface OriginProcess {
  readonly url: string;
  readonly port: number;
  /** Where it serves its metrics, when started with METRICS_PORT (0: a port it picks itself and logs). */
  readonly metricsUrl: string | undefined;
  readonly child: ChildProcess;
  /** Everything it has written so far (its JSON log lines). */
  log(): string;
  /** Resident memory now and at its peak, in MB, from /proc. */
  memory(): { readonly rssMb: number; readonly peakRssMb: number };
  /** Sends `signal` and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The origin's log line `message` (`listening`, `metrics listening`), with the port it names in its first group. */
export const listeningLine = (message: string): RegExp => new RegExp(`"address":\\{[^}]*"port":(\\d+)[^\\n]*"message":"${message}"`);

const listening = listeningLine('listening');
/** Logged before `listening`, so it is there once the origin is ready. */
const metricsListening = listeningLine('metrics listening');

/** Starts the built origin on a free loopback port with `env`. */
export async function startOriginProcess(env: Record<string, string> = {}): Promise<OriginProcess> {
  const origin = await startProcess('origin', process.execPath, ['dist/origin/server/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    ready: listening,
  });
  const port = Number(listening.exec(origin.output())?.[1]);
  const metricsPort = metricsListening.exec(origin.output())?.[1];
  // The peak is not among what the benchmark reads from /proc, so it is read here.
  const peakRssMb = () => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${origin.pid}/status`, 'utf8'))?.[1]) / 1024;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    metricsUrl: metricsPort === undefined ? undefined : `http://127.0.0.1:${metricsPort}/metrics`,
    child: origin.child,
    log: origin.output,
    memory: () => ({ rssMb: rssMb(origin.pid), peakRssMb: peakRssMb() }),
    stop: async (signal = 'SIGTERM') => {
      await origin.stop(signal);
      return origin.child.exitCode;
    },
  };
}
