// Runs before `npm start`: builds when the build output is missing, older than any source, or made for another PUBLIC_BASE_URL.
// Plain JavaScript on purpose: it must run before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = [
  'dist/manifest.json',
  'dist/origin/server/main.js',
  'dist/static/_headers',
  'dist/edge/static-locations.conf',
  'dist/cloudflare/wrangler.jsonc',
];
const sources = [
  'content',
  'schemas',
  'site',
  'deploy/cloudflare',
  'server',
  'astro.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function staleReason() {
  if (!outputs.every((path) => existsSync(path))) return 'no build output yet';
  const builtAt = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  if (sources.some((path) => newestMtime(path) > builtAt)) return 'sources changed since the last build';
  let wanted;
  try {
    // The default of content/base-url.ts (localhost on PORT), written out: nothing compiled may run here yet.
    const port = process.env.PORT?.trim();
    wanted = new URL(process.env.PUBLIC_BASE_URL?.trim() || `http://localhost:${!port || Number(port) === 0 ? 3000 : port}`).origin;
  } catch {
    return 'PUBLIC_BASE_URL is not a URL (the build will say why)';
  }
  const built = JSON.parse(readFileSync('dist/manifest.json', 'utf8')).publicBaseUrl;
  return built === wanted ? undefined : `the build was made for ${built}, not ${wanted}`;
}

const reason = staleReason();
if (reason !== undefined) {
  process.stderr.write(`Building first: ${reason}.\n`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
