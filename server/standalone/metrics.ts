// The Prometheus registry (prom-client): the origin's own counts, read from its plain counters at scrape time, and Node's process metrics (event-loop delay, memory, CPU, GC).
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { rateLimitPolicyNames, routeClasses } from '../../content/routing.ts';
import type { OriginCounters, Tally } from '../metric-counts.ts';

type Labels = Record<string, string>;

/** Every metric of the origin in one registry. */
export function createMetricsRegistry(counters: OriginCounters): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  countedFrom(registry, 'turno_http_requests_total', 'Responses written, by route class and status code.', ['route', 'status'], () =>
    routeClasses.flatMap((route) => {
      const counts = counters.responses[route];
      const written: [Labels, number][] = [];
      counts.forEach((count, status) => {
        if (count > 0) written.push([{ route, status: String(status) }, count]);
      });
      return written;
    }),
  );
  const byPolicy = (tally: Tally) => withZeros(tally, rateLimitPolicyNames, (policy) => ({ policy }));
  countedFrom(registry, 'turno_rate_limited_total', 'Requests refused with 429, by rate-limit policy.', ['policy'], () =>
    byPolicy(counters.rateLimited),
  );
  countedFrom(
    registry,
    'turno_rate_limit_fail_open_total',
    'Requests served without a rate-limit decision because the counter store failed, by policy.',
    ['policy'],
    () => byPolicy(counters.failOpen),
  );
  countedFrom(
    registry,
    'turno_rate_limit_store_errors_total',
    'Counter-store failures: a command that failed or timed out, or a lost connection.',
    ['kind'],
    () => withZeros(counters.storeErrors, ['command', 'connection'], (kind) => ({ kind })),
  );
  countedFrom(
    registry,
    'turno_mcp_messages_total',
    'MCP messages received, by method and tool (unknown ones counted as other).',
    ['method', 'tool'],
    () =>
      [...counters.mcpMessages.entries()].map(([key, count]): [Labels, number] => {
        const [method = 'other', tool = 'none'] = key.split('\t');
        return [{ method, tool }, count];
      }),
  );
  countedFrom(
    registry,
    'turno_mcp_answer_cache_total',
    'MCP answer-cache lookups: hit (answered without the SDK), miss (the SDK answered), bypass (never cached: batches, notifications, subscriptions/listen, other ids, or the cache off).',
    ['outcome'],
    () => withZeros(counters.mcpAnswerCache, ['hit', 'miss', 'bypass'], (outcome) => ({ outcome })),
  );
  for (const [held, help] of [
    ['entries', 'Answers the MCP answer cache holds (MCP_CACHE_MAX_ENTRIES bounds it).'],
    ['bytes', 'Bytes the MCP answer cache counts for its answers and keys (MCP_CACHE_MAX_BYTES bounds it).'],
  ] as const) {
    new Gauge({
      name: `turno_mcp_answer_cache_${held}`,
      help,
      registers: [registry],
      collect() {
        this.set(counters.mcpAnswerCacheHeld[held]);
      },
    });
  }

  countedFrom(
    registry,
    'turno_rate_limit_evictions_total',
    'Clients the full in-memory stores forgot early (their next request starts a fresh window); steadily rising means floods of distinct addresses: share counters in Redis.',
    [],
    () => [[{}, counters.stores.clientsEvicted()]],
  );
  countedFrom(
    registry,
    'turno_connections_shed_total',
    'Connections the origin closed on its own, by reason: idle or unread (freeing descriptors near their limit), stalled (output stuck for IDLE_TIMEOUT_MS).',
    ['reason'],
    () => withZeros(counters.connectionsShed, ['idle', 'unread', 'stalled'], (reason) => ({ reason })),
  );
  countedFrom(
    registry,
    'turno_connections_refused_total',
    'Connections closed as they arrived, by reason: client_cap (their address holds MAX_CONNECTIONS_PER_CLIENT), descriptors (none left, nothing to shed).',
    ['reason'],
    () => withZeros(counters.connectionsRefused, ['client_cap', 'descriptors'], (reason) => ({ reason })),
  );
  new Gauge({
    name: 'turno_descriptors_in_use',
    help: 'File descriptors the origin holds (client connections counted live, the rest as sampled each second); shedding starts at turno_descriptors_limit less DESCRIPTOR_RESERVE.',
    registers: [registry],
    collect() {
      this.set(counters.descriptors.inUse);
    },
  });
  new Gauge({
    name: 'turno_descriptors_limit',
    help: 'File descriptors the origin may hold: its soft limit on open files.',
    registers: [registry],
    collect() {
      this.set(counters.descriptors.limit);
    },
  });
  new Gauge({
    name: 'turno_rate_limit_clients',
    help: 'Clients the in-memory rate-limit stores hold now (0 with Redis).',
    registers: [registry],
    collect() {
      this.set(counters.stores.clientsHeld());
    },
  });
  new Gauge({
    name: 'turno_rate_limit_store_up',
    help: 'Whether the rate-limit counter store answers (always 1 in memory); 0 means limits fail open.',
    labelNames: ['store'],
    registers: [registry],
    async collect() {
      const status = await counters.stores.storeStatus();
      this.reset();
      this.set({ store: status.store }, status.store === 'memory' || status.reachable ? 1 : 0);
    },
  });
  return registry;
}

/**
 * A counter whose values are read from `read` at scrape time: the request paths bump plain numbers and never
 * hash labels, and the counter grows by what they added since the last scrape.
 */
function countedFrom(registry: Registry, name: string, help: string, labelNames: string[], read: () => Iterable<[Labels, number]>): void {
  const reported = new Map<string, number>();
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      for (const [labels, count] of read()) {
        const key = labelNames.map((label) => labels[label]).join('\t');
        const added = count - (reported.get(key) ?? 0);
        reported.set(key, count);
        // Zero still creates the series, so a rate of 0 is visible before the first failure.
        this.inc(labels, added);
      }
    },
  });
}

/** The tally's counts, with a 0 for every expected key it has not counted yet. */
function withZeros(tally: Tally, keys: readonly string[], labels: (key: string) => Labels): [Labels, number][] {
  const counts = new Map(keys.map((key): [string, number] => [key, 0]));
  for (const [key, count] of tally.entries()) counts.set(key, count);
  return [...counts].map(([key, count]) => [labels(key), count]);
}
