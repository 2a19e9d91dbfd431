// Reads every environment variable the origin and its build use, fills defaults, and rejects bad values with one clear line each.

import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';
import { defaultPort, defaultPublicBaseUrl, parsePublicBaseUrl } from '../content/base-url.ts';
import { limits } from '../content/constants.ts';
import { signerOrigins } from '../content/signers.ts';

/** Validated settings of the origin. */
export type Config = ReturnType<typeof loadConfig>;

/** Thrown with one line per invalid variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Parsed<T> = { readonly value: T } | { readonly problem: string };

/** Variables the origin once read (the bounds of an MCP answer cache it no longer has): set, each is reported as ignored. */
const retiredVariables = ['MCP_CACHE_MAX_ENTRIES', 'MCP_CACHE_MAX_BYTES'];

/** Parses the environment into a Config, or throws a ConfigError naming every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>) {
  const problems: string[] = [];
  const read = <T>(name: string, fallback: T, parse: (raw: string) => Parsed<T>): T => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const parsed = parse(raw);
    if ('value' in parsed) return parsed.value;
    problems.push(`${name}=${JSON.stringify(raw)}: ${parsed.problem}`);
    return fallback;
  };

  const whole = (name: string, fallback: number, min: number, max: number) => read(name, fallback, (raw) => integerIn(raw, min, max));
  const port = whole('PORT', defaultPort, 0, 65535);
  const trustProxy = read<false | number | readonly string[]>('TRUST_PROXY', false, parseTrustProxy);
  const config = {
    port,
    /** Listen address; undefined listens on all interfaces. */
    host: read<string | undefined>('HOST', undefined, parseHost),
    /**
     * Absolute origin used in the documents' links and accepted as MCP Host/Origin, without a trailing slash; by default
     * localhost on PORT.
     */
    publicBaseUrl: read('PUBLIC_BASE_URL', defaultPublicBaseUrl(port), parsePublicBaseUrl),
    /** Express `trust proxy`: false, a hop count, or a list of addresses/subnets. Never "trust everything". */
    trustProxy,
    rateLimitRestPerMinute: whole('RATE_LIMIT_REST_PER_MINUTE', limits.restPerMinute, 1, 1_000_000_000),
    rateLimitMcpPerMinute: whole('RATE_LIMIT_MCP_PER_MINUTE', limits.mcpPerMinute, 1, 1_000_000_000),
    /** Length of a rate-limit window; one minute in production, shorter in tests. */
    rateLimitWindowMs: 60_000,
    redisUrl: read<string | undefined>('REDIS_URL', undefined, parseRedisUrl),
    /** Clients each in-memory rate-limit store holds at once; past it the one heard from least recently is forgotten. */
    rateLimitMaxClients: whole('RATE_LIMIT_MAX_CLIENTS', 100_000, 1_000, 10_000_000),
    /** A connection on which nothing moves for this long is closed: a peer that stopped reading holds nothing. */
    idleTimeoutMs: whole('IDLE_TIMEOUT_MS', 30_000, 1_000, 600_000),
    /** Longest wait for a request's headers, then for the whole request; answered with 408. */
    headersTimeoutMs: whole('HEADERS_TIMEOUT_MS', limits.headersTimeoutSeconds * 1_000, 1_000, 600_000),
    requestTimeoutMs: whole('REQUEST_TIMEOUT_MS', limits.requestTimeoutSeconds * 1_000, 1_000, 600_000),
    /**
     * How long an idle keep-alive connection is kept. Behind an edge (TRUST_PROXY set) longer than the edge's own
     * upstream idle time (nginx's 60 s in deploy/nginx.conf), so the edge closes first and never sends on a
     * connection the origin is closing; facing clients directly, short, since every idle socket holds a descriptor.
     */
    keepAliveTimeoutMs: whole('KEEP_ALIVE_TIMEOUT_MS', trustProxy !== false && trustProxy !== 0 ? 65_000 : 5_000, 1_000, 600_000),
    /** Longest a graceful shutdown waits for requests in flight before answering them 503. */
    shutdownGraceMs: whole('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    /** Port of the operators' listener (Prometheus metrics); undefined runs none. Never the public port. */
    metricsPort: read<number | undefined>('METRICS_PORT', undefined, (raw) => integerIn(raw, 0, 65535)),
    /** Address of the operators' listener: loopback unless an operator opens it to a scraper elsewhere. */
    metricsHost: read('METRICS_HOST', '127.0.0.1', parseHost),
    /** Where the access log goes: a file it appends to, `-` for standard output; none when undefined. */
    accessLog: read<string | undefined>('ACCESS_LOG', undefined, (raw) => ({ value: raw })),
    /** Whether the access log records each client's address. */
    accessLogAddresses: read('ACCESS_LOG_ADDRESSES', false, (raw) =>
      raw === '1' || raw === '0' ? { value: raw === '1' } : { problem: 'must be 1 (record addresses) or 0' },
    ),
    /**
     * Origins beside the signers' table (content/signers.ts) whose key directories a Web Bot Auth signature may be
     * checked against: the operator's own signers. No other origin is ever fetched, whatever a request names.
     */
    signatureAgents: read<readonly string[]>('SIGNATURE_AGENTS', [], parseSignatureAgents),
    /**
     * With NODE_ENV=test, each request is logged as it arrives (its head read, before its body): a test waits for
     * that line, never for time to pass, before it acts on a request in flight.
     */
    announceRequests: env.NODE_ENV?.trim() === 'test',
    /** Retired variables still set: reported at start, never refused, so a deployment that sets them still starts. */
    ignoredVariables: retiredVariables.filter((name) => Boolean(env[name]?.trim())),
  };
  // Metrics tell how the origin is used and when its limits fail open: for operators, never on the public port.
  if (config.metricsPort !== 0 && config.metricsPort === config.port)
    problems.push(`METRICS_PORT=${config.metricsPort}: must differ from PORT; metrics are never served on the public port`);
  // node:http refuses a headers timeout longer than the whole-request one.
  if (config.headersTimeoutMs > config.requestTimeoutMs)
    problems.push(`HEADERS_TIMEOUT_MS=${config.headersTimeoutMs}: must not exceed REQUEST_TIMEOUT_MS (${config.requestTimeoutMs})`);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function integerIn(raw: string, min: number, max: number): Parsed<number> {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return value >= min && value <= max ? { value } : { problem: `must be a whole number from ${min} to ${max}` };
}

/** RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens, 253 characters at most. */
const hostName = /^(?=.{1,253}$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

/** A listen address: what node:net's listen() takes, an IP address or a host name, without scheme, brackets or port. */
function parseHost(raw: string): Parsed<string> {
  return isIP(raw) !== 0 || hostName.test(raw)
    ? { value: raw }
    : { problem: 'must be an IP address or a host name, without scheme or port' };
}

function parseTrustProxy(raw: string): Parsed<false | number | readonly string[]> {
  if (raw === 'false' || raw === 'off' || raw === '0') return { value: false };
  if (/^\d+$/.test(raw)) return Number(raw) <= 10 ? { value: Number(raw) } : { problem: 'a hop count must be from 0 to 10' };
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !trustable(entry));
  if (bad.length === 0) return { value: entries };
  const allowed = 'off, a hop count, or a comma-separated list of addresses, subnets or loopback/linklocal/uniquelocal';
  return { problem: `must be ${allowed} (not ${bad.join(', ')}); "true" is refused because it lets any client choose its own IP` };
}

/** Whether proxy-addr, which decides the client's address from this list, takes `entry` (an address, a subnet, or one of its names). */
function trustable(entry: string): boolean {
  try {
    proxyAddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

/** SIGNATURE_AGENTS: comma-separated signer origins (`signerOrigins`), every one of them usable. */
function parseSignatureAgents(raw: string): Parsed<readonly string[]> {
  const { origins, refused } = signerOrigins(raw);
  if (refused.length === 0) return { value: origins };
  return { problem: `must be comma-separated origins, https:// or http:// on loopback, with no path (not ${refused.join(', ')})` };
}

function parseRedisUrl(raw: string): Parsed<string> {
  const protocol = URL.parse(raw)?.protocol;
  return protocol === 'redis:' || protocol === 'rediss:' ? { value: raw } : { problem: 'must be a redis:// or rediss:// URL' };
}
