// npm run preview:cloudflare: the Cloudflare Workers deployment (dist/cloudflare) run locally in workerd by wrangler on Node 26, offline and without login, on PREVIEW_PORT in front of the origin at ORIGIN_URL; stops on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { parsePublicBaseUrl } from '../content/base-url.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { httpUrl } from './http-url.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  return process.exit(1);
}

const port = Number(process.env.PREVIEW_PORT?.trim() || 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  fail(`PREVIEW_PORT=${JSON.stringify(process.env.PREVIEW_PORT)}: must be a whole number from 1 to 65535`);
const host = process.env.PREVIEW_HOST?.trim() || '127.0.0.1';
const origin = parsePublicBaseUrl(process.env.ORIGIN_URL?.trim() || 'http://localhost:3000');
if ('problem' in origin) fail(`ORIGIN_URL=${JSON.stringify(process.env.ORIGIN_URL)}: ${origin.problem}`);

// The assets must be built for the address the running origin's documents name (PUBLIC_BASE_URL, as for npm start).
// ORIGIN_URL reaches the Worker as a variable, so the build keeps its own (the static host's rules stay as built).
const { ORIGIN_URL: _runtimeOnly, ...buildEnv } = process.env;
const built = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit', env: buildEnv });
if (built.status !== 0) process.exit(built.status ?? 1);

// wrangler runs on the Node that runs this script: the project's own (package.json), which wrangler accepts.
const wrangler = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'dev',
    '--config',
    join(buildPaths.cloudflare, 'wrangler.jsonc'),
    '--ip',
    host,
    '--port',
    String(port),
    '--var',
    `ORIGIN_URL:${origin.value}`,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ],
  {
    // Offline and anonymous: no telemetry, no prompts, no fetch of the request.cf template (a local placeholder serves).
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stopping it stops workerd too.
    detached: true,
  },
);
const exited = once(wrangler, 'exit');
let stopping = false;
async function stop(): Promise<never> {
  stopping = true;
  if (wrangler.exitCode === null && wrangler.pid !== undefined) process.kill(-wrangler.pid, 'SIGTERM');
  await exited;
  return process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
void exited.then(([code]) => {
  if (!stopping) fail(`wrangler exited (${code}) before it was stopped.`);
});

const url = httpUrl(host, port);
// wrangler prints its own banner at log level info; at warn it says nothing once ready, so readiness is polled.
wrangler.stdout?.pipe(process.stderr);
for (;;) {
  const answered = await fetch(`${url}/openapi.json`, { method: 'HEAD' }).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) break;
  await new Promise((wait) => setTimeout(wait, 200));
}
process.stdout.write(`Cloudflare preview (workerd) listening at ${url}, in front of the origin at ${origin.value}. Ctrl-C stops it.\n`);
