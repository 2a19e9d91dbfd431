// Runs the built entry point (dist/origin/server/main.js, what npm start runs) as its own process, for tests of what only a process shows: descriptor limits, RSS, signals.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';

/** A running origin process. */
export interface OriginProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything it has written to stderr so far (its JSON log lines). */
  log(): string;
  /** Descriptors it holds open now, from /proc. */
  openFiles(): number;
  /** Resident memory now and at its peak, in MB, from /proc. */
  memory(): { readonly rssMb: number; readonly peakRssMb: number };
  /** Sends `signal` and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built origin on a free loopback port with `env`; `openFiles` runs it under `ulimit -n`. */
export async function startOriginProcess(
  env: Record<string, string> = {},
  { openFiles }: { openFiles?: number } = {},
): Promise<OriginProcess> {
  const command = `${openFiles === undefined ? '' : `ulimit -n ${openFiles} && `}exec "${process.execPath}" dist/origin/server/main.js`;
  const child = spawn('bash', ['-c', command], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    const look = () => {
      const match = /"message":"listening","address":\{"address":"[^"]*","family":"[^"]*","port":(\d+)/.exec(stderr);
      if (match !== null) resolve(Number(match[1]));
    };
    child.stderr?.on('data', look);
    child.once('exit', (code) => reject(new Error(`origin exited with ${code}: ${stderr}`)));
  });
  const status = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    log: () => stderr,
    openFiles: () => readdirSync(`/proc/${child.pid}/fd`).length,
    memory: () => ({ rssMb: status('VmRSS') / 1024, peakRssMb: status('VmHWM') / 1024 }),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}
