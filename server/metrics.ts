// The origin's Prometheus metrics (prom-client) in the registry its caller gives; every label value comes from a fixed list.
import { Counter, Gauge, type Registry } from 'prom-client';
import { rateLimitPolicyNames } from '../content/routing.ts';
import type { Counts } from './counts.ts';
import type { lazyMcpEndpoint } from './mcp-loader.ts';
import type { RateLimits } from './rate-limits.ts';

/** Counts into `registry`. */
export function countInto(registry: Registry): Counts {
  const registers = [registry];
  const counter = (name: string, labelNames: string[], help: string) => new Counter({ name, help, labelNames, registers });
  const reads = tally(
    registers,
    'turno_reads_total',
    ['agent_class', 'surface', 'outcome'],
    'Reads answered, by the class of who asked (from the User-Agent), what they read and how it ended.',
  );
  const agentReads = tally(
    registers,
    'turno_agent_reads_total',
    ['agent'],
    'Reads answered, by the agent the User-Agent names (other: none the lists name).',
  );
  const mcpClients = tally(
    registers,
    'turno_mcp_clients_total',
    ['client', 'method', 'tool'],
    'MCP messages, by the client that names itself (unknown: none named; other: one not listed), method and tool.',
  );
  const mcpMessages = tally(
    registers,
    'turno_mcp_messages_total',
    ['method', 'tool'],
    'MCP messages received, by method and tool (unknown ones counted as other).',
  );
  const limited = counter('turno_rate_limited_total', ['policy'], 'Requests refused with 429, by rate-limit policy.');
  const failedOpen = counter(
    'turno_rate_limit_fail_open_total',
    ['policy'],
    'Requests served without a rate-limit decision because the store failed, by policy.',
  );
  const storeErrors = counter(
    'turno_rate_limit_store_errors_total',
    ['kind'],
    'Counter-store failures: a command that failed or timed out, or a lost connection.',
  );
  const cacheLookups = counter(
    'turno_mcp_answer_cache_total',
    ['outcome'],
    'MCP answer-cache lookups: hit (answered without the SDK), miss (the SDK answered), ' +
      'bypass (never cached: batches, notifications, subscriptions/listen, other ids, or the cache off).',
  );
  // Every series of a fixed set exists from the start, so a rate of 0 shows before the first event.
  for (const policy of rateLimitPolicyNames) for (const each of [limited, failedOpen]) each.labels(policy).inc(0);
  for (const kind of ['command', 'connection']) storeErrors.labels(kind).inc(0);
  for (const outcome of ['hit', 'miss', 'bypass']) cacheLookups.labels(outcome).inc(0);

  const evictions = counter(
    'turno_rate_limit_evictions_total',
    [],
    'Clients the full in-memory stores forgot early; steadily rising means floods of distinct addresses: share counters in Redis.',
  );
  return {
    read: ({ agentClass, agent }, surface, outcome) => {
      reads(agentClass, surface, outcome);
      agentReads(agent);
    },
    mcpMessage: ({ client, method, tool }) => {
      mcpClients(client, method, tool);
      mcpMessages(method, tool);
    },
    rateLimited: (policy) => limited.labels(policy).inc(),
    failedOpen: (policy) => {
      failedOpen.labels(policy).inc();
      storeErrors.labels('command').inc();
    },
    storeLost: () => storeErrors.labels('connection').inc(),
    evicted: () => evictions.inc(),
    cacheLookup: (outcome) => cacheLookups.labels(outcome).inc(),
  };
}

/**
 * A counter counted on every request's path: an increment is a lookup in maps of its own, one per label, keyed by the
 * label values (constants from fixed lists, whose hashes V8 keeps), and prom-client is given the totals when scraped;
 * its own `inc` validates and hashes the labels each time.
 */
function tally(registers: Registry[], name: string, labelNames: string[], help: string): (a: string, b?: string, c?: string) => void {
  const totals = new Map<string, Map<string, Map<string, { count: number }>>>();
  new Counter({
    name,
    help,
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const [a, byB] of totals)
        for (const [b, byC] of byB)
          for (const [c, { count }] of byC) this.inc(Object.fromEntries(labelNames.map((label, i) => [label, [a, b, c][i] ?? ''])), count);
    },
  });
  return (a, b = '', c = '') => {
    let byB = totals.get(a);
    if (byB === undefined) totals.set(a, (byB = new Map()));
    let byC = byB.get(b);
    if (byC === undefined) byB.set(b, (byC = new Map()));
    const total = byC.get(c);
    if (total === undefined) byC.set(c, { count: 1 });
    else total.count++;
  };
}

/** Gauges in `registry` that read the rate-limit stores and the MCP answer cache when scraped, never on a request's path. */
export function gaugeInto(registry: Registry, rateLimits: RateLimits, mcp: ReturnType<typeof lazyMcpEndpoint>): void {
  const registers = [registry];
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('turno_rate_limit_clients', 'Clients the in-memory rate-limit stores hold now (0 with Redis).', rateLimits.clientsHeld);
  gauge(
    'turno_mcp_answer_cache_entries',
    'Answers the MCP answer cache holds (MCP_CACHE_MAX_ENTRIES bounds it).',
    () => mcp.cacheHeld().entries,
  );
  gauge('turno_mcp_answer_cache_bytes', 'Bytes the MCP answer cache counts (MCP_CACHE_MAX_BYTES bounds it).', () => mcp.cacheHeld().bytes);
  new Gauge({
    name: 'turno_rate_limit_store_up',
    help: 'Whether the rate-limit counter store answers (always 1 in memory); 0 means limits fail open.',
    labelNames: ['store'],
    registers,
    async collect() {
      const status = await rateLimits.storeStatus();
      this.reset();
      this.set({ store: status.store }, status.store === 'memory' || status.reachable ? 1 : 0);
    },
  });
}
