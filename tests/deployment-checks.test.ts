// The Playwright deployment checks (tests/deployment) run as an operator runs them: they pass against the origin and the nginx stack, each serving a build made for its address, and fail against a broken deployment (the static-host directory alone), naming what broke.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { chmod, cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { defaultLanguage, languages } from '../content/languages.ts';
import { documentationPages } from '../content/pages.ts';
import { buildPaths } from '../schemas/manifest.ts';
import { type Ended, runForReport } from '../scripts/child-process.ts';
import { startStack } from '../scripts/edge-stack.ts';
import { reservePort } from '../scripts/free-port.ts';
import { httpUrl } from '../scripts/http-url.ts';
import { loadArtifacts } from '../server/artifacts.ts';
import { type BuildRun, buildCopy } from './helpers/build.ts';
import { projectRoot, startOrigin } from './helpers/origin.ts';

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

/** Runs the checks against `baseUrl` in a child process (line output, no HTML report, no traces), with screenshots of failures in a folder of its own. */
async function runChecks(baseUrl: string, args: readonly string[] = []): Promise<Ended> {
  const scratch = await mkdtemp(join(tmpdir(), 'turno-checks-'));
  try {
    // No traces: the scratch folder they would go to is removed with the run, and recording one costs every check.
    const runner = [
      playwrightCli,
      'test',
      '--reporter=line,./tests/deployment/request-budget.ts',
      '--trace=off',
      `--output=${join(scratch, 'results')}`,
      ...args,
    ];
    return await runForReport(process.execPath, runner, {
      cwd: projectRoot,
      env: { ...process.env, BASE_URL: baseUrl, FORCE_COLOR: '0', CI: '1' },
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The media types a plain static server knows by extension; anything else is a download. */
const staticTypes: Readonly<Record<string, string>> = {
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** A plain static file server on `dir`, as a static host with no origin behind it would be: no rules, no proxy. */
async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const file = join(dir, normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://static.invalid').pathname)));
    const found = file.startsWith(dir) && (await stat(file).catch(() => undefined))?.isFile() === true;
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': staticTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: httpUrl('127.0.0.1', (server.address() as AddressInfo).port),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The requests per path the run reported. */
function requestCounts(run: Ended): Record<string, number> {
  const line = /^Requests this run, by path: (.*)$/m.exec(run.output)?.[1];
  assert.ok(line !== undefined, `the run reports its requests:\n${run.output}`);
  return JSON.parse(line) as Record<string, number>;
}

describe('the Playwright deployment checks', () => {
  let build: BuildRun | undefined;
  let port = 0;
  /** The address both passing deployments listen on, which their build names in every link. */
  let base = '';

  before(
    async () => {
      const reserved = await reservePort();
      port = reserved.port;
      base = httpUrl('127.0.0.1', port);
      build = await buildCopy(undefined, { PUBLIC_BASE_URL: base });
      assert.equal(build.exitCode, 0, build.lines.join('\n'));
      // The stack's origin processes run the compiled origin from the copy, so they serve the copy's build.
      await cp(join(projectRoot, 'dist/origin'), join(build.dir, 'dist/origin'), { recursive: true });
      // nginx's workers run as nobody when the master is root, and mkdtemp made the copy readable by its owner only.
      await chmod(build.dir, 0o755);
      await reserved.release();
    },
    { timeout: 300_000 },
  );
  after(() => build?.remove());

  const builtCopy = (): BuildRun => {
    assert.ok(build !== undefined, 'the build for the checks’ address is made');
    return build;
  };

  // Each run drives Chromium and axe through every page: seconds on a quiet runner, minutes on a crowded one.
  test('pass against the origin in every project, within their request budget', { timeout: 600_000 }, async (t) => {
    const origin = await startOrigin({}, '127.0.0.1', { artifacts: loadArtifacts(builtCopy().dir), port });
    try {
      // Two workers: the checks' Chromium work spreads over both cores while the rest of the run waits on sockets.
      const run = await runChecks(base, ['--workers=2']);
      assert.equal(run.code, 0, run.output);
      const counts = requestCounts(run);
      for (const path of ['/api/public/product', '/api/public/permissions', '/api/public/examples/weekly', '/mcp']) {
        assert.ok((counts[path] ?? 0) > 0, `the checks read ${path}`);
      }
      assert.doesNotMatch(run.output, /OVER the budget/);
      t.diagnostic(`requests by path: ${JSON.stringify(counts)}`);
    } finally {
      await origin.close();
    }
  });

  // One project suffices here: the others differ only in the browser's viewport and scheme, not in what the edge
  // serves. In Chromium, the default language's pages stand for the rest: the edge proxies every page by one location,
  // whatever its language, and the origin's run above checks every page in every language.
  test('pass against the nginx stack (nginx, two origin processes, Redis)', { timeout: 600_000 }, async () => {
    const stack = await startStack({ root: builtCopy().dir, edgePort: port });
    try {
      const translations = languages.filter((language) => language !== defaultLanguage).map((language) => language.root);
      assert.ok(translations.length > 0, 'there are translations to leave out');
      // Playwright matches the project, the file and the title, joined by spaces: a translated page's title starts with its root.
      const translatedPages = `(^| )(${translations.join('|')})/\\S* in Chromium`;
      const run = await runChecks(base, ['--project=desktop', '--workers=2', '--grep-invert', translatedPages]);
      assert.equal(run.code, 0, run.output);
      // Only a browser fetches a page's stylesheet, once per check (each in a context of its own).
      const stylesheetLoads = Object.entries(requestCounts(run))
        .filter(([path]) => path.endsWith('.css'))
        .reduce((total, [, count]) => total + count, 0);
      const defaultPages = documentationPages.filter((page) => page.language === defaultLanguage.tag).length;
      assert.ok(
        stylesheetLoads >= defaultPages,
        `the ${defaultPages} default-language pages were loaded in Chromium: ${stylesheetLoads} stylesheet loads`,
      );
    } finally {
      await stack.stop();
    }
  });

  test('fail against the static-host directory served alone, naming the documents that are missing', { timeout: 600_000 }, async () => {
    const host = await serveStatic(join(builtCopy().dir, buildPaths.staticHost));
    try {
      // The two checks whose report this asserts: every other check fails too, each costing Playwright a new worker.
      const run = await runChecks(host.url, ['--project=desktop', '--grep', '/api/public/product: 200|/en/developers: HTML to a browser']);
      assert.notEqual(run.code, 0, run.output);
      assert.match(run.output, new RegExp(`GET ${host.url}/api/public/product: status[\\s\\S]*?Expected: 200[\\s\\S]*?Received: 404`));
      assert.match(run.output, new RegExp(`GET ${host.url}/en/developers \\(Accept: text/html\\): status`));
    } finally {
      await host.close();
    }
  });
});
