// The reference deployment on one machine: redis-server, two origin processes sharing it, nginx in front serving static files and proxying the rest, and Prometheus scraping the origins; started on loopback ports and stopped for sure.
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { edgeLimits } from '../content/constants.ts';
import { buildPaths, type Manifest } from '../schemas/manifest.ts';
import { type RunningProcess, startProcess } from './child-process.ts';
import { type ReservedPort, reservePorts } from './free-port.ts';
import { httpUrl } from './http-url.ts';
import { listeningLine } from './origin-process.ts';
import { type RunningRedis, startRedis } from './redis-server.ts';

/** The templates of the edge's and Prometheus's configurations, filled by `renderTemplate`. */
const nginxTemplate = 'deploy/nginx.conf';
const prometheusTemplate = 'deploy/prometheus.yml';

/** How often Prometheus scrapes the origins unless a stack is told otherwise: a read shows within seconds. */
export const defaultScrapeInterval = '5s';

/** What to start. Everything listens on loopback; ports are free ones unless given. */
export interface StackOptions {
  readonly edgeHost?: string;
  /** 0 (the default) picks a free port. */
  readonly edgePort?: number;
  /** Extra environment for both origins (rate limits, say). */
  readonly originEnv?: Readonly<Record<string, string>>;
  /** The Node binary the origins run on; this process's by default. */
  readonly node?: string;
  /** Every line any process writes, with its name. */
  readonly onLine?: (source: string, line: string) => void;
  /** The directory whose dist/ (origin included) is served; the project's by default. A test serves a copy built for its own address. */
  readonly root?: string;
  /** Where the edge and the origins write their access logs; a temporary folder removed on stop by default. */
  readonly logDir?: string;
  /** Whether the edge writes its access log (the benchmark measures what it costs); on by default. */
  readonly edgeAccessLog?: boolean;
  /** Requests a second one client address may send to the origins through the edge: the reference's (`edgeLimits`) by default. */
  readonly originRequestRate?: number;
  /** How often Prometheus scrapes the origins, in its duration syntax (`5s` by default); a test waits less at `1s`. */
  readonly scrapeInterval?: string;
}

/** One origin process of the stack. */
export interface StackOrigin {
  readonly name: string;
  readonly url: string;
  readonly metricsUrl: string;
  /** The current process (a new one after `restartOrigin`). */
  process: RunningProcess;
}

/** A running stack. */
export interface Stack {
  /** The edge, where clients go. */
  readonly url: string;
  readonly origins: readonly [StackOrigin, StackOrigin];
  readonly nginx: RunningProcess;
  /** Prometheus, scraping both origins' metrics listeners: its UI and its HTTP API (`/api/v1/query`). */
  readonly prometheusUrl: string;
  readonly prometheus: RunningProcess;
  /** The access logs: the edge's (every request), then each origin's (what reached it). */
  readonly accessLogs: readonly string[];
  /** The current redis-server (a new one after `restartRedis`). */
  redis(): RunningRedis;
  /** Starts redis-server again on the port it had, after a test stopped it. */
  restartRedis(): Promise<void>;
  /** Stops one origin gracefully (SIGTERM) and starts it again on its ports, as a rolling restart does. */
  restartOrigin(origin: StackOrigin): Promise<void>;
  /** Stops nginx and Prometheus, then the origins (gracefully), then Redis; removes the runtime directory, Prometheus's storage with it. */
  stop(): Promise<void>;
}

/** Starts the stack on the build in dist/ (the origins serve it for the PUBLIC_BASE_URL it was built for). */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const root = options.root ?? '.';
  const { publicBaseUrl } = JSON.parse(readFileSync(join(root, buildPaths.manifest), 'utf8')) as Manifest;
  const log = (source: string) => (line: string) => options.onLine?.(source, line);
  const started: RunningProcess[] = [];
  const [staticDir, edgeDir] = [resolve(root, buildPaths.staticHost), resolve(root, buildPaths.edge)];
  for (const dir of [staticDir, edgeDir]) {
    try {
      accessSync(dir, constants.R_OK | constants.X_OK);
    } catch {
      throw new Error(
        `nginx cannot serve ${dir}: this user cannot read it; run npm run build, or run the stack as a user who can read the checkout`,
      );
    }
  }
  const runtimeDir = await mkdtemp(join(tmpdir(), 'turno-edge-'));
  const logDir = resolve(options.logDir ?? runtimeDir);
  await mkdir(logDir, { recursive: true });
  const accessLogs = ['edge', 'origin-a', 'origin-b'].map((name) => join(logDir, `${name}-access.log`));
  let held: ReservedPort[] = [];
  try {
    // The ports Redis, Prometheus and the edge bind, held until each starts, and none the edge was given; the origins
    // take free ports themselves and say which: a port let go a second before its process binds it can be taken meanwhile.
    held = await reservePorts(options.edgePort ? 2 : 3, options.edgePort ? [options.edgePort] : []);
    const [redisPort, prometheusPort, edgeReserved] = held as [ReservedPort, ReservedPort, ReservedPort?];
    await redisPort.release();
    let redis = await startRedis(redisPort.port, log('redis'));
    started.push(redis);
    const startOrigin = (name: string, port: number, metricsPort: number) =>
      startProcess(name, options.node ?? process.execPath, [join(root, 'dist/origin/server/main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_BASE_URL: publicBaseUrl,
          REDIS_URL: redis.url,
          // Only the edge speaks for clients: it connects from 127.0.0.1 and overwrites X-Forwarded-For.
          TRUST_PROXY: '127.0.0.1',
          METRICS_PORT: String(metricsPort),
          METRICS_HOST: '127.0.0.1',
          ACCESS_LOG: join(logDir, `${name}-access.log`),
          ...options.originEnv,
        },
        ready: /"message":"listening"/,
        onLine: log(name),
      });
    const origins = (await Promise.all(
      ['origin-a', 'origin-b'].map(async (name) => {
        const origin = await startOrigin(name, 0, 0);
        started.push(origin);
        const [port, metricsPort] = [listeningPort(origin, 'listening'), listeningPort(origin, 'metrics listening')];
        return { name, url: `http://127.0.0.1:${port}`, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, process: origin };
      }),
    )) as [StackOrigin, StackOrigin];
    await prometheusPort.release();
    const prometheusUrl = httpUrl('127.0.0.1', prometheusPort.port);
    const prometheusConfig = join(runtimeDir, 'prometheus.yml');
    await writeFile(prometheusConfig, await renderPrometheusConfig(origins, options.scrapeInterval));
    // Its storage goes with the runtime directory: two stacks run at once (test files start npm run stack side by
    // side), a storage directory admits one Prometheus, and the origins' counters start again with each stack anyway.
    const prometheus = await startProcess(
      'prometheus',
      findPrometheus(),
      [
        `--config.file=${prometheusConfig}`,
        `--storage.tsdb.path=${join(runtimeDir, 'prometheus')}`,
        `--web.listen-address=127.0.0.1:${prometheusPort.port}`,
        // Its start-up narrative would drown the stack's own lines; failures are warnings and errors.
        '--log.level=warn',
      ],
      { ready: () => answersOk(`${prometheusUrl}/-/ready`), onLine: log('prometheus') },
    );
    started.push(prometheus);
    const edgeHost = options.edgeHost ?? '127.0.0.1';
    await edgeReserved?.release();
    const edgePort = options.edgePort || (edgeReserved as ReservedPort).port;
    const config = join(runtimeDir, 'nginx.conf');
    await writeFile(
      config,
      await renderTemplate(nginxTemplate, {
        RUNTIME_DIR: runtimeDir,
        EDGE_LISTEN: `${edgeHost}:${edgePort}`,
        ORIGIN_A: new URL(origins[0].url).host,
        ORIGIN_B: new URL(origins[1].url).host,
        STATIC_DIR: staticDir,
        EDGE_DIR: edgeDir,
        REAL_IP: '',
        ACCESS_LOG: options.edgeAccessLog === false ? 'off' : `${accessLogs[0]} turno_access buffer=64k flush=1s`,
        ORIGIN_REQUEST_RATE: `${options.originRequestRate ?? edgeLimits.requestsPerSecond}r/s`,
      }),
    );
    const nginx = await startProcess('nginx', findNginx(), ['-p', runtimeDir, '-c', config, '-e', 'stderr', '-g', nginxGlobals()], {
      ready: () => accepts(edgeHost, edgePort),
      onLine: log('nginx'),
    });
    started.push(nginx);
    return {
      url: httpUrl(edgeHost, edgePort),
      origins,
      nginx,
      prometheusUrl,
      prometheus,
      accessLogs,
      redis: () => redis,
      restartRedis: async () => {
        redis = await startRedis(redis.port, log('redis'));
        started.push(redis);
      },
      restartOrigin: async (origin) => {
        await origin.process.stop('SIGTERM', 30_000);
        origin.process = await startOrigin(origin.name, Number(new URL(origin.url).port), Number(new URL(origin.metricsUrl).port));
        started.push(origin.process);
      },
      stop: async () => {
        await stopAll(started);
        await rm(runtimeDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(held.map((each) => each.release()));
    await stopAll(started);
    await rm(runtimeDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Stops the edge and Prometheus before the origins they reach, the origins (draining at once, side by side) before
 * their store: under load each origin's drain takes up to its grace, and one after the other they outlasted a caller's
 * patience.
 */
async function stopAll(started: readonly RunningProcess[]): Promise<void> {
  const stage = (names: RegExp) => Promise.all(started.filter((each) => names.test(each.name)).map((each) => each.stop()));
  await stage(/^(?:nginx|prometheus)$/);
  await stage(/^origin-/);
  await stage(/^redis-server$/);
  // Anything else this stack started (none today) goes last, so that nothing is ever left running.
  await Promise.all(started.map((each) => each.stop()));
}

/** The port an origin reports in its log line `message` (`listening`, `metrics listening`). */
function listeningPort(origin: RunningProcess, message: string): number {
  const port = listeningLine(message).exec(origin.output())?.[1];
  if (port === undefined) throw new Error(`${origin.name} did not say where it is ${message}:\n${origin.output()}`);
  return Number(port);
}

/** The template `file` with every `{{NAME}}` replaced; a name without a value is an error, not an empty string. */
async function renderTemplate(file: string, values: Readonly<Record<string, string>>): Promise<string> {
  return (await readFile(file, 'utf8')).replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for {{${name}}}`);
    return value;
  });
}

/** Prometheus's configuration (deploy/prometheus.yml) for scraping `origins` every `scrapeInterval`. */
export function renderPrometheusConfig(
  origins: readonly [StackOrigin, StackOrigin],
  scrapeInterval = defaultScrapeInterval,
): Promise<string> {
  return renderTemplate(prometheusTemplate, {
    SCRAPE_INTERVAL: scrapeInterval,
    ORIGIN_A_METRICS: new URL(origins[0].metricsUrl).host,
    ORIGIN_B_METRICS: new URL(origins[1].metricsUrl).host,
  });
}

/**
 * The directives the stack adds to the template's: in the foreground, and, started as root, workers that run as root
 * too. nginx would run them as nobody, who cannot read a checkout only its owner can (under /root, or one made by
 * mktemp -d), and would answer 403 for every static file. deploy/nginx.conf, the operators' template, names no user:
 * that choice stays theirs.
 */
function nginxGlobals(): string {
  return process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
}

/** nginx on PATH, or Debian's /usr/sbin/nginx (not on PATH for users other than root). */
export function findNginx(): string {
  return findCommand('nginx', '/usr/sbin/nginx', 'apt-get install nginx libnginx-mod-http-brotli-static');
}

/** Prometheus, or its promtool, on PATH or where Debian's package puts them. */
export function findPrometheus(command: 'prometheus' | 'promtool' = 'prometheus'): string {
  return findCommand(command, `/usr/bin/${command}`, 'apt-get install --no-install-recommends prometheus');
}

function findCommand(command: string, debianPath: string, install: string): string {
  const candidates = [...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, command)), debianPath];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) throw new Error(`${command} is not installed: ${install}`);
  return found;
}

/** Whether `url` answers 200 now (Prometheus's `/-/ready` does once its storage is open and its configuration loaded). */
function answersOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
