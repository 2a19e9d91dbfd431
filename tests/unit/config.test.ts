// Locks in configuration: defaults, accepted forms, and a clear refusal naming each bad variable, at startup.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createDiscoveryRouter } from '../../server/router.ts';
import { fixtureFor } from '../helpers/in-process.ts';

describe('loadConfig', () => {
  test('defaults: port 3000, all interfaces, localhost base URL, no proxy trusted, 120 and 60 per minute, no metrics listener', () => {
    const config = loadConfig({});
    assert.deepEqual(config, {
      port: 3000,
      host: undefined,
      publicBaseUrl: 'http://localhost:3000',
      trustProxy: false,
      rateLimitRestPerMinute: 120,
      rateLimitMcpPerMinute: 60,
      rateLimitWindowMs: 60_000,
      redisUrl: undefined,
      rateLimitMaxClients: 100_000,
      idleTimeoutMs: 30_000,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      shutdownGraceMs: 10_000,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      accessLog: undefined,
      accessLogAddresses: false,
      signatureAgents: [],
      announceRequests: false,
      ignoredVariables: [],
    });
  });

  const accepted: [Record<string, string>, Partial<ReturnType<typeof loadConfig>>][] = [
    [
      { SIGNATURE_AGENTS: 'https://signer.example, http://127.0.0.1:8443/, http://localhost:9000' },
      { signatureAgents: ['https://signer.example', 'http://127.0.0.1:8443', 'http://localhost:9000'] },
    ],
    [
      { PORT: '8080', HOST: '127.0.0.1' },
      { port: 8080, host: '127.0.0.1', publicBaseUrl: 'http://localhost:8080' },
    ],
    // A newcomer's `PORT=3999 npm start`: links lead back to the port it serves on, unless PUBLIC_BASE_URL says otherwise.
    [{ PORT: '3999' }, { port: 3999, publicBaseUrl: 'http://localhost:3999' }],
    [
      { PORT: '3999', PUBLIC_BASE_URL: 'https://turno.example' },
      { port: 3999, publicBaseUrl: 'https://turno.example' },
    ],
    [{ PUBLIC_BASE_URL: 'https://turno.example/' }, { publicBaseUrl: 'https://turno.example' }],
    [{ PUBLIC_BASE_URL: 'https://Turno.Example:8443' }, { publicBaseUrl: 'https://turno.example:8443' }],
    [{ TRUST_PROXY: '1' }, { trustProxy: 1, keepAliveTimeoutMs: 65_000 }],
    [{ TRUST_PROXY: 'loopback', KEEP_ALIVE_TIMEOUT_MS: '90000' }, { keepAliveTimeoutMs: 90_000 }],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }, { trustProxy: ['loopback', '10.0.0.0/8', '::1'] }],
    [{ TRUST_PROXY: 'off' }, { trustProxy: false }],
    [
      { RATE_LIMIT_REST_PER_MINUTE: '1000', RATE_LIMIT_MCP_PER_MINUTE: '5' },
      { rateLimitRestPerMinute: 1000, rateLimitMcpPerMinute: 5 },
    ],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, { redisUrl: 'redis://127.0.0.1:6379' }],
    [{ PORT: '' }, { port: 3000 }],
    [
      { IDLE_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '4000', SHUTDOWN_GRACE_MS: '0' },
      { idleTimeoutMs: 5_000, headersTimeoutMs: 2_000, requestTimeoutMs: 4_000, shutdownGraceMs: 0 },
    ],
    [{ RATE_LIMIT_MAX_CLIENTS: '5000' }, { rateLimitMaxClients: 5_000 }],
    [{ METRICS_PORT: '9464' }, { metricsPort: 9464, metricsHost: '127.0.0.1' }],
    [
      { PORT: '0', METRICS_PORT: '0', METRICS_HOST: '10.0.0.5' },
      { port: 0, metricsPort: 0, metricsHost: '10.0.0.5', publicBaseUrl: 'http://localhost:3000' },
    ],
    [
      { ACCESS_LOG: '-', ACCESS_LOG_ADDRESSES: '1' },
      { accessLog: '-', accessLogAddresses: true },
    ],
    [{ ACCESS_LOG: '/var/log/turno/access.log' }, { accessLog: '/var/log/turno/access.log', accessLogAddresses: false }],
    [
      { HOST: '::1', METRICS_HOST: '::' },
      { host: '::1', metricsHost: '::' },
    ],
    [
      { HOST: 'localhost', METRICS_HOST: 'metrics.internal' },
      { host: 'localhost', metricsHost: 'metrics.internal' },
    ],
    [{ HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    // Variables of a cache the origin no longer has: a deployment that still sets them starts, and hears of it.
    [{ MCP_CACHE_MAX_ENTRIES: '0', MCP_CACHE_MAX_BYTES: 'lots' }, { ignoredVariables: ['MCP_CACHE_MAX_ENTRIES', 'MCP_CACHE_MAX_BYTES'] }],
    [{ MCP_CACHE_MAX_ENTRIES: ' ' }, { ignoredVariables: [] }],
  ];
  for (const [env, expected] of accepted) {
    test(`accepts ${JSON.stringify(env)}`, () => {
      const config = loadConfig(env);
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(config[key as keyof typeof config], value);
    });
  }

  const refused: [Record<string, string>, RegExp][] = [
    [{ PORT: 'abc' }, /^PORT="abc": must be a whole number from 0 to 65535$/],
    [{ PORT: '70000' }, /^PORT="70000": must be a whole number/],
    [{ PORT: '80.5' }, /^PORT="80.5"/],
    [{ PUBLIC_BASE_URL: 'turno.example' }, /^PUBLIC_BASE_URL="turno.example": must be an absolute http or https URL/],
    [{ PUBLIC_BASE_URL: 'ftp://turno.example' }, /must use http or https/],
    [{ PUBLIC_BASE_URL: 'https://turno.example/api' }, /must be an origin only/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY="true": .*"true" is refused/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /^TRUST_PROXY=/],
    // A range proxy-addr refuses (a /0) is refused here, by name, not when the router is built.
    [{ TRUST_PROXY: '10.0.0.0/0' }, /^TRUST_PROXY=/],
    [{ RATE_LIMIT_REST_PER_MINUTE: '0' }, /^RATE_LIMIT_REST_PER_MINUTE="0": must be a whole number from 1/],
    [{ RATE_LIMIT_MCP_PER_MINUTE: '-5' }, /^RATE_LIMIT_MCP_PER_MINUTE="-5"/],
    [{ HOST: 'http://127.0.0.1' }, /^HOST="http:\/\/127.0.0.1": must be an IP address or a host name, without scheme or port$/],
    [{ HOST: '127.0.0.1:8080' }, /^HOST="127.0.0.1:8080": must be an IP address or a host name/],
    [{ HOST: '[::1]' }, /^HOST="\[::1\]": must be an IP address or a host name/],
    [{ HOST: 'my host' }, /^HOST="my host"/],
    [{ METRICS_HOST: 'metrics_host' }, /^METRICS_HOST="metrics_host": must be an IP address or a host name/],
    [{ METRICS_HOST: '-metrics' }, /^METRICS_HOST="-metrics"/],
    [{ REDIS_URL: 'http://cache' }, /^REDIS_URL="http:\/\/cache": must be a redis:\/\/ or rediss:\/\/ URL$/],
    [
      {
        SIGNATURE_AGENTS:
          'https://signer.example/keys, http://signer.example, http://169.254.169.254, file:///etc/passwd, https://ok.example',
      },
      /^SIGNATURE_AGENTS=.*: must be comma-separated origins, https:\/\/ or http:\/\/ on loopback, with no path \(not https:\/\/signer\.example\/keys, http:\/\/signer\.example, http:\/\/169\.254\.169\.254, file:\/\/\/etc\/passwd\)$/,
    ],
    [{ IDLE_TIMEOUT_MS: '0' }, /^IDLE_TIMEOUT_MS="0": must be a whole number from 1000 to 600000$/],
    [{ RATE_LIMIT_MAX_CLIENTS: '10' }, /^RATE_LIMIT_MAX_CLIENTS="10": must be a whole number from 1000/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /^HEADERS_TIMEOUT_MS=40000: must not exceed REQUEST_TIMEOUT_MS \(30000\)$/],
    [{ ACCESS_LOG_ADDRESSES: 'yes' }, /^ACCESS_LOG_ADDRESSES="yes": must be 1 \(record addresses\) or 0$/],
    [{ METRICS_PORT: 'metrics' }, /^METRICS_PORT="metrics": must be a whole number from 0 to 65535$/],
    [{ PORT: '8080', METRICS_PORT: '8080' }, /^METRICS_PORT=8080: must differ from PORT; metrics are never served on the public port$/],
    [{ METRICS_PORT: '3000' }, /^METRICS_PORT=3000: must differ from PORT/],
  ];
  for (const [env, message] of refused) {
    test(`refuses ${JSON.stringify(env)} with a line naming the variable`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && error.problems.length === 1 && message.test(error.problems[0] ?? ''),
      );
    });
  }

  test('reports every bad variable at once', () => {
    assert.throws(
      () => loadConfig({ PORT: 'x', TRUST_PROXY: 'true' }),
      (error: unknown) => error instanceof ConfigError && error.problems.length === 2,
    );
  });
});

test('a retired variable still set is named in one warning at start, and the router is made all the same', async () => {
  const config = loadConfig({ MCP_CACHE_MAX_ENTRIES: '1024' });
  const warnings: unknown[] = [];
  const logger = {
    info: () => undefined,
    warn: (message: string, fields?: object) => warnings.push({ message, ...fields }),
    error: () => undefined,
  };
  // The MCP endpoint never loads: what is checked is the start.
  await createDiscoveryRouter({ config, artifacts: fixtureFor(config.publicBaseUrl), logger, loadMcpAfter: new Promise(() => undefined) });
  assert.deepEqual(warnings, [
    { message: 'environment variable ignored: the origin no longer reads it', variable: 'MCP_CACHE_MAX_ENTRIES' },
  ]);
});
