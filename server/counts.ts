// What the request paths count for operators, as calls that cost nothing when no one reads them (no registry, no Prometheus).
import type { McpLabels } from '../content/mcp-labels.ts';
import type { Outcome, Surface } from '../content/reads.ts';
import type { Reader } from '../content/user-agents.ts';
import type { Verdict } from '../content/verification.ts';

/** Everything counted on a request's path. */
export interface Counts {
  /** A read answered: who asked and whether their claim holds, what they read, how it ended. */
  read(reader: Reader, verified: Verdict, surface: Surface, outcome: Outcome): void;
  /** A person sent by an AI assistant (a label of content/referrals.ts). */
  referral(source: string): void;
  mcpMessage(labels: McpLabels): void;
  /** A 429 of the policy. */
  rateLimited(policy: string): void;
  /** A request served without a limit because the policy's store failed. */
  failedOpen(policy: string): void;
  /** The shared store's connection lost. */
  storeLost(): void;
  /** A client a full in-memory rate-limit store forgot early. */
  evicted(): void;
  /** An MCP request past the guards, by what answered it: the table of known answers, or the SDK. */
  mcpAnswer(source: 'table' | 'sdk'): void;
}

/** Counting for no one. */
export const uncounted: Counts = {
  read: () => undefined,
  referral: () => undefined,
  mcpMessage: () => undefined,
  rateLimited: () => undefined,
  failedOpen: () => undefined,
  storeLost: () => undefined,
  evicted: () => undefined,
  mcpAnswer: () => undefined,
};
