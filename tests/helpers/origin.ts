// Starts the real origin on a free loopback port with the built artifacts, and always closes it.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { httpUrl } from '../../scripts/http-url.ts';
import { type ArtifactTable, loadArtifacts } from '../../server/artifacts.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import type { Logger } from '../../server/logger.ts';
import { createApp } from '../../server/standalone/app.ts';
import { createHttpServer } from '../../server/standalone/http-server.ts';

/** The project root; tests run with it as the working directory (npm test). */
export const projectRoot = process.cwd();

let loaded: ArtifactTable | undefined;

/** The build output, loaded once per test file at its first use, so that importing this helper needs no build. */
export function builtArtifacts(): ArtifactTable {
  loaded ??= loadArtifacts(projectRoot);
  return loaded;
}

/** A running origin: its base URL, what it logged, and how to stop it. */
export interface RunningOrigin {
  readonly url: string;
  readonly port: number;
  readonly logged: { level: string; message: string; fields?: Readonly<Record<string, unknown>> }[];
  readonly server: Server;
  close(): Promise<void>;
}

/** Another build than the project's, and the port it was built for. */
export interface OtherBuild {
  readonly artifacts: ArtifactTable;
  readonly port: number;
}

/**
 * Starts npm start's app (server/standalone/app.ts) behind the origin's HTTP server on 127.0.0.1:0 (or `host`) with the default config plus `overrides`; with `build`, serves that
 * build on its port instead, configured for the base URL it was built for.
 */
export async function startOrigin(overrides: Partial<Config> = {}, host = '127.0.0.1', build?: OtherBuild): Promise<RunningOrigin> {
  const builtFor = build === undefined ? {} : { publicBaseUrl: build.artifacts.publicBaseUrl };
  const config: Config = { ...loadConfig({}), ...builtFor, ...overrides };
  const logged: RunningOrigin['logged'] = [];
  const logger: Logger = {
    info: (message, fields) => logged.push({ level: 'info', message, ...(fields && { fields }) }),
    warn: (message, fields) => logged.push({ level: 'warn', message, ...(fields && { fields }) }),
    error: (message, fields) => logged.push({ level: 'error', message, ...(fields && { fields }) }),
  };
  const artifacts = build?.artifacts ?? builtArtifacts();
  const stopped = new AbortController();
  const app = await createApp({ config, artifacts, logger, signal: stopped.signal });
  const { server } = createHttpServer(app, config);
  server.listen(build?.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: httpUrl(host, port),
    port,
    logged,
    server,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      stopped.abort();
    },
  };
}

/** Runs `test` against a fresh origin and always closes it. */
export async function withOrigin<T>(overrides: Partial<Config>, test: (origin: RunningOrigin) => Promise<T>, host?: string): Promise<T> {
  const origin = await startOrigin(overrides, host);
  try {
    return await test(origin);
  } finally {
    await origin.close();
  }
}

/** A file's origin: readable inside tests, and from a file's own before() hooks once `started()` resolves. */
export interface FileOrigin extends RunningOrigin {
  started(): Promise<void>;
}

/**
 * One origin for every test of a file: started before the first, closed after the last. node:test (Node 20)
 * does not wait for one top-level before() hook before starting the next, so hooks that need the origin
 * await `started()`, which starts it if the helper's own hook has not yet.
 */
export function originForFile(overrides: Partial<Config> = {}): FileOrigin {
  let starting: Promise<RunningOrigin> | undefined;
  let running: RunningOrigin | undefined;
  const started = async () => {
    starting ??= startOrigin(overrides);
    running = await starting;
  };
  before(started);
  after(() => running?.close());
  const current = (): RunningOrigin => {
    if (running === undefined) throw new Error('the origin of this file is not started yet: await started() in before() hooks');
    return running;
  };
  return {
    started,
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get logged() {
      return current().logged;
    },
    get server() {
      return current().server;
    },
    close: () => current().close(),
  };
}
