// The discovery router in process: requests injected with light-my-request through npm start's express() app (the real router with its middleware, limits, MCP endpoint and error handling, then the not-found and error middleware) on the fixture site, with no socket, no build and no child process.
import { after, type TestContext } from 'node:test';
import type { Express } from 'express';
import inject, { type InjectOptions, type Response } from 'light-my-request';
import { Registry } from 'prom-client';
import { paths } from '../../content/constants.ts';
import type { ArtifactTable } from '../../server/artifacts.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import type { Logger } from '../../server/logger.ts';
import { createApp } from '../../server/standalone/app.ts';
import { fixtureArtifacts } from './fixture-site.ts';
import type { JsonRpcAnswer, McpPost } from './mcp.ts';

/** One line the router logged. */
export interface LogLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** The router as `npm start` serves it, in process. */
export interface InProcessOrigin {
  /** One request through the app: the router, and for what it does not own the standalone origin's 404. */
  request(options: InjectOptions): Promise<Response>;
  /** One POST to /mcp as a client writes it (tests/helpers/mcp.ts), with further options (another `remoteAddress`, say). */
  mcp(post: McpPost, options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>): Promise<Response>;
  readonly app: Express;
  /** What it counts for operators, read with `samplesIn` (tests/helpers/metrics.ts). */
  readonly metrics: Registry;
  /** Begins a drain, as the standalone server's shutdown does: readiness turns 503. */
  drain(): void;
  readonly logged: LogLine[];
  readonly config: Config;
  readonly artifacts: ArtifactTable;
  close(): Promise<void>;
}

const fixtures = new Map<string, ArtifactTable>();

/** The fixture site for `publicBaseUrl`, made once per process. */
export function fixtureFor(publicBaseUrl: string): ArtifactTable {
  let artifacts = fixtures.get(publicBaseUrl);
  if (artifacts === undefined) {
    artifacts = fixtureArtifacts(publicBaseUrl);
    fixtures.set(publicBaseUrl, artifacts);
  }
  return artifacts;
}

/** A router on the fixture site (or `artifacts`) with the default configuration plus `overrides`, logging into `logged`. */
export async function inProcessOrigin(overrides: Partial<Config> = {}, site?: ArtifactTable): Promise<InProcessOrigin> {
  const config: Config = { ...loadConfig({}), ...overrides };
  const artifacts = site ?? fixtureFor(config.publicBaseUrl);
  const logged: LogLine[] = [];
  const logger: Logger = {
    info: (message, fields) => logged.push({ level: 'info', message, ...(fields && { fields }) }),
    warn: (message, fields) => logged.push({ level: 'warn', message, ...(fields && { fields }) }),
    error: (message, fields) => logged.push({ level: 'error', message, ...(fields && { fields }) }),
  };
  const metrics = new Registry();
  const draining = new AbortController();
  const stopped = new AbortController();
  const app = await createApp({ config, artifacts, logger, metrics, draining: draining.signal, signal: stopped.signal });
  return {
    request: (options) => inject(app, options),
    mcp: ({ headers, body }, options = {}) =>
      inject(app, { ...options, method: 'POST', url: paths.mcp, headers: { ...headers, ...options.headers }, payload: body }),
    app,
    metrics,
    drain: () => draining.abort(),
    logged,
    config,
    artifacts,
    close: async () => stopped.abort(),
  };
}

/** A router for one test alone, closed after it. */
export async function inProcessForTest(context: TestContext, overrides: Partial<Config> = {}): Promise<InProcessOrigin> {
  const origin = await inProcessOrigin(overrides);
  context.after(() => origin.close());
  return origin;
}

/**
 * A router for one test alone whose rate-limit windows run on a mocked clock from now on: the in-memory store rotates
 * its generations with setInterval and stamps windows with Date.now(), so a minute passes with one
 * `context.mock.timers.tick(60_000)` and Retry-After is exact. The mock ends with the test.
 */
export function inProcessOnMockedClock(context: TestContext, overrides: Partial<Config> = {}): Promise<InProcessOrigin> {
  context.mock.timers.enable({ apis: ['Date', 'setInterval'], now: Date.now() });
  return inProcessForTest(context, overrides);
}

/** One router for every test of a file, closed after the last. */
export function inProcessForFile(overrides: Partial<Config> = {}): () => Promise<InProcessOrigin> {
  let started: Promise<InProcessOrigin> | undefined;
  after(async () => (await started)?.close());
  return () => {
    started ??= inProcessOrigin(overrides);
    return started;
  };
}

/** The JSON-RPC answer of an MCP response. */
export const rpc = (response: Response): JsonRpcAnswer => response.json() as JsonRpcAnswer;
