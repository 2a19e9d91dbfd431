// npm run stack: builds for the edge's URL if needed, starts redis-server, two origins, Prometheus and nginx on loopback, prints where they are, and stops them all on Ctrl-C or SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { defaultScrapeInterval, type Stack, startStack } from './edge-stack.ts';
import { httpUrl } from './http-url.ts';

const port = Number(process.env.STACK_PORT?.trim() || 8080);
const host = process.env.STACK_HOST?.trim() || '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`STACK_PORT=${JSON.stringify(process.env.STACK_PORT)}: must be a whole number from 0 (a free port) to 65535\n`);
  process.exit(1);
}
// The build links to the edge, so a port known only once the edge listens needs the address given.
if (port === 0 && !process.env.PUBLIC_BASE_URL?.trim()) {
  process.stderr.write('STACK_PORT=0 (a free port) needs PUBLIC_BASE_URL: the documents link to where clients reach them\n');
  process.exit(1);
}
const edgeUrl = httpUrl(host, port);
// The documents link to where clients reach them: the edge, unless the caller says otherwise.
const publicBaseUrl = process.env.PUBLIC_BASE_URL?.trim() || edgeUrl;
let building: ChildProcess | undefined;
let starting: Promise<Stack> | undefined;
let stopping: Promise<never> | undefined;
/** Stops everything once, whichever of Ctrl-C, SIGTERM, a lost parent or a dead nginx asks first, then exits. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    process.stderr.write('Stopping nginx, Prometheus, the origins and redis-server…\n');
    building?.kill('SIGTERM');
    // A stack still starting is stopped once it has started, so nothing it spawned is left behind.
    await (await starting?.catch(() => undefined))?.stop();
    return process.exit(code);
  })();
  return stopping;
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
// npm execs this script (package.json), so its SIGTERM arrives here; if whatever started it dies without a signal
// (SIGKILL), this process is re-parented, and it stops the stack rather than leave it running unowned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(1);
}, 500).unref();

building = spawn(process.execPath, ['scripts/ensure-build.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PUBLIC_BASE_URL: publicBaseUrl },
});
const [built] = (await once(building, 'exit')) as [number | null];
building = undefined;
if (built !== 0) await stop(built ?? 1);

starting = startStack({
  edgeHost: host,
  edgePort: port,
  logDir: 'logs',
  onLine: (source, line) => process.stderr.write(`[${source}] ${line}\n`),
});
const stack = await starting.catch((error: unknown) => {
  process.stderr.write(`The stack did not start: ${error instanceof Error ? error.message : String(error)}\n`);
  return process.exit(1);
});
// An origin may die and the edge carries on with the other; without the edge there is nothing to serve.
stack.nginx.child.once('exit', () => {
  if (stopping === undefined) {
    process.stderr.write('nginx exited; stopping the stack.\n');
    void stop(1);
  }
});
stack.prometheus.child.once('exit', (code, signal) => {
  if (stopping === undefined) process.stderr.write(`prometheus exited (${signal ?? code}); the stack serves on without it.\n`);
});
for (const origin of stack.origins) {
  origin.process.child.once('exit', (code, signal) => {
    if (stopping === undefined)
      process.stderr.write(`${origin.name} exited (${signal ?? code}); the edge sends its requests to the other.\n`);
  });
}
process.stdout.write(
  [
    `Edge (nginx) listening at ${stack.url}`,
    `  static files from nginx, everything else from two origins: ${stack.origins.map((origin) => origin.url).join(', ')}`,
    `  origin metrics: ${stack.origins.map((origin) => origin.metricsUrl).join(', ')}`,
    `  Prometheus, scraping them every ${defaultScrapeInterval}: ${stack.prometheusUrl} (graphs at ${stack.prometheusUrl}/graph; dashboard: deploy/grafana/agents.json)`,
    `  shared rate-limit counters: ${stack.redis().url}`,
    `  access logs: ${stack.accessLogs.join(', ')} (npm run insights -- ${stack.accessLogs.join(' ')})`,
    `  documents built for PUBLIC_BASE_URL=${publicBaseUrl}`,
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
