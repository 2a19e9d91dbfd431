// Runs the real site build on a copy of the project in a temporary folder, so a test can break an input and read what the build says without touching the repository.

import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runForReport } from '../../scripts/child-process.ts';
import { projectRoot } from './origin.ts';

/** What a build run did. */
export interface BuildRun {
  /** The copy it ran in; its output is under `dist/`. */
  readonly dir: string;
  readonly exitCode: number;
  /** stdout and stderr, colours off, split into lines. */
  readonly lines: readonly string[];
  remove(): Promise<void>;
}

/** The inputs of `astro build`; everything else stays behind. */
const inputs = ['content', 'schemas', 'site', 'deploy', 'astro.config.ts', 'package.json', 'tsconfig.json'];

/**
 * Copies the build's inputs, lets `change` edit the copy, and runs `astro build` there with `env` added to the
 * environment. node_modules is linked package by package rather than whole, so the copy's Astro cache
 * (node_modules/.astro) is its own.
 */
export async function buildCopy(
  change: (dir: string) => Promise<void> = async () => undefined,
  env: Readonly<Record<string, string>> = {},
): Promise<BuildRun> {
  const dir = await mkdtemp(join(tmpdir(), 'turno-build-'));
  await Promise.all(inputs.map((input) => cp(join(projectRoot, input), join(dir, input), { recursive: true })));
  await mkdir(join(dir, 'node_modules'));
  const packages = (await readdir(join(projectRoot, 'node_modules'))).filter((name) => name !== '.astro');
  await Promise.all(packages.map((name) => symlink(join(projectRoot, 'node_modules', name), join(dir, 'node_modules', name))));
  await change(dir);
  const { code: exitCode, output } = await runForReport(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  return { dir, exitCode, lines: output.split('\n'), remove: () => rm(dir, { recursive: true, force: true }) };
}
