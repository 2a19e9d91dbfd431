// The processes the benchmark measures: started on a free loopback port and awaited until they answer, stopped with SIGTERM, on this Node or one from npm.
import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildPaths } from '../../schemas/manifest.ts';
import { spawnOwned } from '../child-process.ts';
import { freePort } from '../free-port.ts';
import { nodeMajor, profileArgs } from './args.ts';

export interface Server {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly startedMs: number;
}

/** The binary of Node `major` from npm (`npx -p node@major`), resolved once so that its processes are measured, not npx's. */
function nodeFromNpm(major: string): string {
  return execFileSync('npx', ['-y', '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath'], { encoding: 'utf8' }).trim();
}

/** The Node that runs every server; `--node=24` compares like with like on another version. */
export const node = nodeMajor === undefined ? process.execPath : nodeFromNpm(nodeMajor);

export function nodeVersion(binary: string): string {
  return execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
}

/** The built origin, profiled when asked; the bare node:http baseline; the SDK-documented MCP server. */
export const originArgs = [...profileArgs, 'dist/origin/server/main.js'];
export const baselineArgs = ['scripts/bench/baseline.ts'];
export const mcpBaselineArgs = ['scripts/bench/mcp-baseline.ts'];
/** The built router mounted in an operator's express() app; the express() + express-rate-limit setup its users would write instead. */
export const mountedArgs = [...profileArgs, 'scripts/bench/mounted.ts'];
export const expressPeerArgs = ['scripts/bench/express-peer.ts'];
/** The floor of the design's minimal Express server: an express() app (rateLimit() with the origin's store and key on the document and 304) writing the baseline's bytes. */
export const expressFloorArgs = ['scripts/bench/express-floor.ts'];
/** Comparison peers, no target: Fastify 5 + @fastify/rate-limit; Hono on @hono/node-server + hono-rate-limiter. */
export const fastifyPeerArgs = ['scripts/bench/fastify-peer.ts'];
export const honoPeerArgs = ['scripts/bench/hono-peer.ts'];

/**
 * The CPUs this process was given, as util-linux's taskset lists them (`0-3,6`); none without taskset. Not
 * availableParallelism(), which counts them but does not say which: a bench started under `taskset -c 2,3` or in a
 * container held to CPUs 2 and 3 must pin within those.
 */
function givenCpus(): number[] {
  const listed = spawnSync('taskset', ['--cpu-list', '--pid', String(process.pid)], { encoding: 'utf8' });
  const list = listed.status === 0 ? /list: *([\d,-]+)\s*$/.exec(listed.stdout)?.[1] : undefined;
  return (list ?? '').split(',').flatMap((part) => {
    const [from = Number.NaN, to = from] = part.split('-').map(Number);
    return Number.isNaN(from) ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * With two CPUs or more, the servers start() measures run on the last one and the load generator (this process,
 * with autocannon) on the others, so that neither takes the other's core: unpinned, the same ratio moved by 0.1×
 * and more between identical runs here. Without taskset, or with one CPU, nothing is pinned.
 */
const cpus = givenCpus();
const serverCore = cpus.length >= 2 ? String(cpus.at(-1)) : undefined;

/** Runs this process (and what it starts from now on) off the servers' core, or on every CPU it was given again. */
export function pinLoad(pinned: boolean): void {
  if (serverCore === undefined) return;
  const list = (pinned ? cpus.slice(0, -1) : cpus).join(',');
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', list, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts a server process and waits until it answers on `readyPath`. It serves the build for the base URL the build
 * was made for, whatever port it gets (unset, PUBLIC_BASE_URL would follow PORT).
 */
export async function start(name: string, args: string[], env: Record<string, string>, readyPath: string): Promise<Server> {
  const port = await freePort();
  const { publicBaseUrl } = JSON.parse(readFileSync(buildPaths.manifest, 'utf8')) as { publicBaseUrl: string };
  const startedMs = performance.now();
  const [command, commandArgs] = serverCore === undefined ? [node, args] : ['taskset', ['--cpu-list', serverCore, node, ...args]];
  const child = spawnOwned(command, commandArgs, {
    env: { ...process.env, PUBLIC_BASE_URL: publicBaseUrl, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { name, port, child, startedMs };
}

export async function stop(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  if (server.child.exitCode === null) await new Promise((resolve) => server.child.once('exit', resolve));
}
