// The origin's Prometheus metrics (prom-client), in a registry its caller gives: who read what and how it ended, the MCP clients and what they called, the rate limits and the MCP answer cache; every label value comes from a fixed list.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { McpLabels } from '../content/mcp-labels.ts';
import type { Outcome, Surface } from '../content/reads.ts';
import { rateLimitPolicyNames } from '../content/routing.ts';
import type { Reader } from '../content/user-agents.ts';
import type { Counts, Readings } from './counts.ts';

/** Counts into `registry`; its gauges read `readings` when scraped. */
export function countInto(registry: Registry, readings: Readings): Counts {
  const registers = [registry];
  const reads = new Counter({
    name: 'turno_reads_total',
    help: 'Reads answered, by the class of who asked (from the User-Agent), what they read and how it ended.',
    labelNames: ['agent_class', 'surface', 'outcome'],
    registers,
  });
  const agentReads = new Counter({
    name: 'turno_agent_reads_total',
    help: 'Reads answered, by the agent the User-Agent names (`other` for people and agents no list names).',
    labelNames: ['agent'],
    registers,
  });
  const mcpClients = new Counter({
    name: 'turno_mcp_clients_total',
    help: 'MCP messages, by the client that names itself (`unknown`: none named, `other`: not listed), method and tool.',
    labelNames: ['client', 'method', 'tool'],
    registers,
  });
  const mcpMessages = new Counter({
    name: 'turno_mcp_messages_total',
    help: 'MCP messages received, by method and tool (unknown ones counted as other).',
    labelNames: ['method', 'tool'],
    registers,
  });
  const limited = new Counter({
    name: 'turno_rate_limited_total',
    help: 'Requests refused with 429, by rate-limit policy.',
    labelNames: ['policy'],
    registers,
  });
  const failedOpen = new Counter({
    name: 'turno_rate_limit_fail_open_total',
    help: 'Requests served without a rate-limit decision because the counter store failed, by policy.',
    labelNames: ['policy'],
    registers,
  });
  const storeErrors = new Counter({
    name: 'turno_rate_limit_store_errors_total',
    help: 'Counter-store failures: a command that failed or timed out, or a lost connection.',
    labelNames: ['kind'],
    registers,
  });
  const cacheLookups = new Counter({
    name: 'turno_mcp_answer_cache_total',
    help: 'MCP answer-cache lookups: hit (answered without the SDK), miss (the SDK answered), bypass (never cached: batches, notifications, subscriptions/listen, other ids, or the cache off).',
    labelNames: ['outcome'],
    registers,
  });
  // Every series of a fixed set exists from the start, so a rate of 0 shows before the first event.
  for (const policy of rateLimitPolicyNames) for (const counter of [limited, failedOpen]) counter.labels(policy).inc(0);
  for (const kind of ['command', 'connection']) storeErrors.labels(kind).inc(0);
  for (const outcome of ['hit', 'miss', 'bypass']) cacheLookups.labels(outcome).inc(0);

  let evictedBefore = 0;
  new Counter({
    name: 'turno_rate_limit_evictions_total',
    help: 'Clients the full in-memory stores forgot early (their next request starts a fresh window); steadily rising means floods of distinct addresses: share counters in Redis.',
    registers,
    collect() {
      const evicted = readings.clientsEvicted();
      this.inc(evicted - evictedBefore);
      evictedBefore = evicted;
    },
  });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('turno_rate_limit_clients', 'Clients the in-memory rate-limit stores hold now (0 with Redis).', readings.clientsHeld);
  gauge(
    'turno_mcp_answer_cache_entries',
    'Answers the MCP answer cache holds (MCP_CACHE_MAX_ENTRIES bounds it).',
    () => readings.answerCache().entries,
  );
  gauge(
    'turno_mcp_answer_cache_bytes',
    'Bytes the MCP answer cache counts for its answers and keys (MCP_CACHE_MAX_BYTES bounds it).',
    () => readings.answerCache().bytes,
  );
  new Gauge({
    name: 'turno_rate_limit_store_up',
    help: 'Whether the rate-limit counter store answers (always 1 in memory); 0 means limits fail open.',
    labelNames: ['store'],
    registers,
    async collect() {
      const status = await readings.storeStatus();
      this.reset();
      this.set({ store: status.store }, status.store === 'memory' || status.reachable ? 1 : 0);
    },
  });

  // Reads are counted on every answer: each label set's child is looked up once, then incremented directly.
  const readChildren = new Map<string, Counter.Internal>();
  const agentChildren = new Map<string, Counter.Internal>();
  const child = (children: Map<string, Counter.Internal>, key: string, make: () => Counter.Internal) => {
    let found = children.get(key);
    if (found === undefined) {
      found = make();
      children.set(key, found);
    }
    return found;
  };
  return {
    read: (reader: Reader, surface: Surface, outcome: Outcome) => {
      child(readChildren, `${reader.agentClass} ${surface} ${outcome}`, () => reads.labels(reader.agentClass, surface, outcome)).inc();
      child(agentChildren, reader.agent, () => agentReads.labels(reader.agent)).inc();
    },
    mcpMessage: ({ client, method, tool }: McpLabels) => {
      mcpClients.labels(client, method, tool).inc();
      mcpMessages.labels(method, tool).inc();
    },
    rateLimited: (policy) => limited.labels(policy).inc(),
    failedOpen: (policy) => {
      failedOpen.labels(policy).inc();
      storeErrors.labels('command').inc();
    },
    storeLost: () => storeErrors.labels('connection').inc(),
    cacheLookup: (outcome) => cacheLookups.labels(outcome).inc(),
  };
}
