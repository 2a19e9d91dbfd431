// Starts a long-running child process, waits for the line that says it is ready, and stops it for sure.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/** A started process: its output so far, whether it still runs, and how to stop it. */
export interface RunningProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  output(): string;
  running(): boolean;
  /** Sends `signal`, then SIGKILL if it has not exited within `graceMs`; resolves when it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ProcessOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** Ready once its stdout or stderr matches this, or once this probe (polled) says so. */
  readonly ready: RegExp | (() => Promise<boolean>);
  /** Each line it writes, as it writes it (the stack prints them; tests keep them). */
  readonly onLine?: (line: string) => void;
  readonly timeoutMs?: number;
}

/** Spawns `command` and resolves once it is ready; rejects (and kills it) if it exits or takes too long first. */
export async function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: ProcessOptions,
): Promise<RunningProcess> {
  const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let pending = '';
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    if (!running()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line);
      if (options.ready instanceof RegExp && options.ready.test(output)) resolve();
    };
    const probe = options.ready;
    if (!(probe instanceof RegExp)) {
      const poll = async () => {
        while (running()) {
          if (await probe()) return resolve();
          await new Promise((wait) => setTimeout(wait, 20));
        }
      };
      void poll();
    }
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', reject);
    void exited.then(([code, signal]) => reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${output}`)));
  });
  const timeoutMs = options.timeoutMs ?? 20_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} was not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
  });
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { name, child, pid: child.pid ?? 0, output: () => output, running, stop };
}
