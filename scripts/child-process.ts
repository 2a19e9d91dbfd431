// Starts child processes and stops them for sure: each in a process group of its own, so that one signal reaches everything it started; a long-running one once it says it is ready, a command to its end; whatever this process owns is killed, group and all, when this process exits first.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { once } from 'node:events';

/** Children still running that this process started; a test that fails or times out before stopping one must not leave it, or what it started, running. */
const owned = new Set<ChildProcess>();
// 'exit' runs when the loop drains and on process.exit() (tests/helpers/file-ends.ts ends a test file that hangs), not on a fatal signal.
process.on('exit', () => {
  for (const child of owned) killGroup(child);
});

/**
 * Spawns `command` as an owned child, in a process group of its own: killed, group and all, if this process exits
 * while it runs. A child that starts processes of its own stops them when asked to stop (SIGTERM): only then are
 * they gone with it, since each leads a group of its own too.
 */
export function spawnOwned(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  owned.add(child);
  child.once('exit', () => owned.delete(child));
  return child;
}

/** SIGKILLs `child` and everything in its process group: what it started, whether or not it is still there to stop them. */
export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Runs a command to its end as an owned child, its output as text, `input` (if any) written to its standard input;
 * past `timeoutMs` its whole group is killed.
 */
export async function runToEnd(
  command: string,
  args: readonly string[],
  { timeoutMs, input, ...options }: Omit<SpawnOptions, 'stdio'> & { readonly timeoutMs?: number; readonly input?: string } = {},
): Promise<{ stdout: string; stderr: string }> {
  const child = spawnOwned(command, args, { ...options, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
  // A command that exits without reading all its input is judged by its exit code, not by the broken pipe.
  child.stdin?.on('error', () => undefined).end(input);
  let [stdout, stderr] = ['', ''];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  deadline?.addEventListener('abort', () => killGroup(child), { once: true });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (code === 0) return { stdout, stderr };
  const ended = deadline?.aborted
    ? `did not end within ${timeoutMs} ms; killed it and all it started`
    : `failed (${signal ?? `exit code ${code}`})`;
  throw Object.assign(new Error(`${command} ${args.join(' ')} ${ended}\n${stderr}`), { code: code ?? 1, stdout, stderr });
}

/** A started process: its output so far, whether it still runs, and how to stop it. */
export interface RunningProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  output(): string;
  running(): boolean;
  /** Sends `signal`, then SIGKILL to its whole group if it has not exited within `graceMs`; resolves when it has exited. */
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
  const child = spawnOwned(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let pending = '';
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    if (!running()) return;
    if (signal === 'SIGKILL') killGroup(child);
    else child.kill(signal);
    const timer = setTimeout(() => killGroup(child), graceMs);
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
  const deadline = AbortSignal.timeout(timeoutMs);
  const late = once(deadline, 'abort').then(() => Promise.reject(new Error(`${name} was not ready within ${timeoutMs} ms:\n${output}`)));
  late.catch(() => undefined);
  try {
    await Promise.race([ready, late]);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
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
