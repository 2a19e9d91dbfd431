// The origin's Prometheus metrics (prom-client) in the registry its caller gives; every label value comes from a fixed list.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { McpLabels } from '../content/mcp-labels.ts';
import type { Outcome, Surface } from '../content/reads.ts';
import { referralLabels } from '../content/referrals.ts';
import { rateLimitPolicyNames } from '../content/routing.ts';
import type { Reader } from '../content/user-agents.ts';
import type { Verdict } from '../content/verification.ts';
import type { RateLimits } from './rate-limits.ts';

/** Counts into `registry` everything counted on a request's path (`Counts`). */
export function countInto(registry: Registry) {
  const count = (name: string, help: string, labelNames: string[], seeded: readonly string[] = []) =>
    tally(registry, name, help, labelNames, seeded);
  const reads = count(
    'turno_reads_total',
    'Reads answered, by the class of who asked (from the User-Agent), what they read and how it ended.',
    ['agent_class', 'surface', 'outcome'],
  );
  const agentReads = count(
    'turno_agent_reads_total',
    'Reads answered, by the agent the User-Agent names (other: none the lists name) and whether the claim holds: ' +
      'signature (a Web Bot Auth signature verified), address (in a list its operator publishes), failed (in none of them, ' +
      'or a signature that does not verify), claimed (no list), unverified (no check could run), none.',
    ['agent', 'verified'],
  );
  const referrals = count(
    'turno_referrals_total',
    "People an AI assistant sent: reads of a page or its Markdown by a person whose Referer or utm_source names the assistant's pages, by assistant.",
    ['source'],
    referralLabels,
  );
  const mcpClients = count(
    'turno_mcp_clients_total',
    'MCP messages, by the client that names itself (unknown: none named; other: one not listed), method and tool.',
    ['client', 'method', 'tool'],
  );
  const mcpMessages = count('turno_mcp_messages_total', 'MCP messages received, by method and tool (unknown ones counted as other).', [
    'method',
    'tool',
  ]);
  // Every series of a fixed set exists from the start, so a rate of 0 shows before the first event.
  const limited = count('turno_rate_limited_total', 'Requests refused with 429, by rate-limit policy.', ['policy'], rateLimitPolicyNames);
  const failedOpen = count(
    'turno_rate_limit_fail_open_total',
    'Requests served without a rate-limit decision because the store failed, by policy.',
    ['policy'],
    rateLimitPolicyNames,
  );
  const storeErrors = count(
    'turno_rate_limit_store_errors_total',
    'Counter-store failures: a command that failed or timed out, or a lost connection.',
    ['kind'],
    ['command', 'connection'],
  );
  const mcpAnswers = count(
    'turno_mcp_answers_total',
    'MCP requests answered, by source: table (a known answer, made at start-up) or sdk (the MCP SDK answered).',
    ['source'],
    ['table', 'sdk'],
  );
  const evictions = count(
    'turno_rate_limit_evictions_total',
    'Clients the full in-memory stores forgot early; steadily rising means floods of distinct addresses: share counters in Redis.',
    [],
    [''],
  );
  return {
    /** A read answered: who asked and whether their claim holds, what they read, how it ended. */
    read: ({ agentClass, agent }: Reader, verified: Verdict, surface: Surface, outcome: Outcome) => {
      reads(agentClass, surface, outcome);
      agentReads(agent, verified);
    },
    /** A person sent by an AI assistant (a label of content/referrals.ts). */
    referral: (source: string) => referrals(source),
    mcpMessage: ({ client, method, tool }: McpLabels) => {
      mcpClients(client, method, tool);
      mcpMessages(method, tool);
    },
    /** A 429 of the policy. */
    rateLimited: (policy: string) => limited(policy),
    /** A request served without a limit because the policy's store failed. */
    failedOpen: (policy: string) => {
      failedOpen(policy);
      storeErrors('command');
    },
    /** The shared store's connection lost. */
    storeLost: () => storeErrors('connection'),
    /** A client a full in-memory rate-limit store forgot early. */
    evicted: () => evictions(''),
    /** An MCP request past the guards, by what answered it: the table of known answers, or the SDK. */
    mcpAnswer: (source: 'table' | 'sdk') => mcpAnswers(source),
  };
}

/**
 * A counter of at most three labels, counted on request paths: an increment is a lookup in maps of its own, one per
 * label, keyed by the label values (constants from fixed lists, whose hashes V8 keeps), and prom-client is given the
 * totals when scraped; its own `inc` validates and hashes the labels each time. `seeded` first-label values start at 0.
 */
function tally(registry: Registry, name: string, help: string, labelNames: string[], seeded: readonly string[]) {
  const totals = new Map<string, Map<string, Map<string, { count: number }>>>();
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [a, byB] of totals)
        for (const [b, byC] of byB)
          for (const [c, { count }] of byC) this.inc(Object.fromEntries(labelNames.map((label, i) => [label, [a, b, c][i] ?? ''])), count);
    },
  });
  const counted = (a: string, b = '', c = '', by = 1) => {
    const byB = totals.get(a) ?? new Map<string, Map<string, { count: number }>>();
    const byC = byB.get(b) ?? new Map<string, { count: number }>();
    const total = byC.get(c) ?? { count: 0 };
    total.count += by;
    // A label set's first increment links its maps in (again, harmlessly, after a seed).
    if (total.count === by) totals.set(a, byB.set(b, byC.set(c, total)));
  };
  for (const value of seeded) counted(value, '', '', 0);
  return counted;
}

/** Gauges in `registry` that read the rate-limit stores when scraped, never on a request's path. */
export function gaugeInto(registry: Registry, rateLimits: RateLimits): void {
  const registers = [registry];
  new Gauge({
    name: 'turno_rate_limit_clients',
    help: 'Clients the in-memory rate-limit stores hold now (0 with Redis).',
    registers,
    collect() {
      this.set(rateLimits.clientsHeld());
    },
  });
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
