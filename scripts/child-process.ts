// Starts child processes and stops them for sure: a long-running one once it says it is ready, a command to its end; whatever this process owns is killed, with everything below it, when this process exits first.
import { type ChildProcess, type ExecFileOptions, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { childPids } from './proc-stats.ts';

/** Children still running that this process started; a test that fails or times out before stopping one must not leave it, or what it started, running. */
const owned = new Set<ChildProcess>();
// 'exit' runs when the loop drains and on process.exit() (tests/helpers/file-ends.ts ends a test file that hangs), not on a fatal signal.
process.on('exit', () => {
  for (const child of owned) killTree(child.pid);
});

/** Owns `child`: if this process exits while it runs, it and every process below it are killed. */
export function own<T extends ChildProcess>(child: T): T {
  owned.add(child);
  child.once('exit', () => owned.delete(child));
  return child;
}

/** Every process below `pid`, read from /proc, deepest last. */
export function descendants(pid: number): number[] {
  return childPids(pid).flatMap((child) => [child, ...descendants(child)]);
}

/**
 * SIGKILLs `pid` and every process below it. The tree is read first: a parent killed first would leave its children
 * re-parented to init, out of reach.
 */
export function killTree(pid: number | undefined): void {
  if (pid === undefined) return;
  for (const each of [pid, ...descendants(pid)]) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs a command to its end (execFile, output as text) as an owned child. Past `timeoutMs` its whole tree is killed,
 * not only the child execFile would signal: `npm` or `npx` leave the process they started running otherwise.
 */
export function runToEnd(
  command: string,
  args: readonly string[],
  { timeoutMs, ...options }: Omit<ExecFileOptions, 'timeout' | 'encoding'> & { readonly timeoutMs?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const child = own(
      execFile(command, args, { maxBuffer: 64 * 1024 * 1024, ...options, encoding: 'utf8' }, (error, stdout, stderr) => {
        clearTimeout(timer);
        if (error === null) resolve({ stdout, stderr });
        else {
          if (timedOut)
            error.message = `${command} ${args.join(' ')} did not end within ${timeoutMs} ms; killed it and all it started\n${error.message}`;
          reject(Object.assign(error, { stdout, stderr }));
        }
      }),
    );
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            killTree(child.pid);
          }, timeoutMs);
  });
}

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
  const child = own(spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] }));
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

/** A command's exit code and its output (stdout, then stderr). */
export interface Ended {
  readonly code: number;
  readonly stdout: string;
  readonly output: string;
}

/** `runToEnd`, resolving with the exit code and output either way: for tools whose failures are reports to read. */
export function runForReport(command: string, args: readonly string[], options: Parameters<typeof runToEnd>[2] = {}): Promise<Ended> {
  return runToEnd(command, args, options).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, output: `${stdout}\n${stderr}` }),
    (error: Error & { code?: unknown; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1,
      stdout: error.stdout ?? '',
      output: `${error.stdout ?? ''}\n${error.stderr || error.message}`,
    }),
  );
}
