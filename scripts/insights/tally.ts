// The report's numbers, counted read by read as the logs stream past: only counts are kept, each table bounded, never the reads themselves.
import type { Surface } from '../../content/reads.ts';
import { referralSources } from '../../content/referrals.ts';
import { signers } from '../../content/signers.ts';
import { type AgentClass, knownAgents } from '../../content/user-agents.ts';
import type { Verdict } from '../../content/verification.ts';
import type { Read } from './read-logs.ts';

/** The three groups people are set against: people, agents (every class but `person` and `unknown`), and unknown readers apart. */
export const readerGroups = ['people', 'agents', 'unknown'] as const;
export type ReaderGroup = (typeof readerGroups)[number];

export const groupOf = (agentClass: AgentClass): ReaderGroup =>
  agentClass === 'person' ? 'people' : agentClass === 'unknown' ? 'unknown' : 'agents';

/** One reader by class and name, with what it read. */
export interface ReaderTally {
  readonly agentClass: AgentClass;
  readonly agent: string;
  reads: number;
  limited: number;
  readonly surfaces: Map<Surface, number>;
  /** Reads by path; only for agents (people's and unknown readers' paths are not reported). */
  readonly paths: Map<string, number>;
  /** Reads of paths not kept once `maxPaths` were. */
  otherPaths: number;
  /** Reads by whether the reader's claim held. */
  readonly verdicts: Map<Verdict, number>;
  /** The surfaces its failed claims read (an impostor's reads). */
  readonly failedSurfaces: Map<Surface, number>;
  /** Distinct addresses its failed claims came from, where lines carry addresses, up to `maxAddresses` across all readers. */
  readonly failedAddresses: Set<string>;
  /** Whether more addresses came than were kept. */
  failedAddressesPast: boolean;
}

/**
 * Bounds on what a log can make the report keep, whatever it holds: names of readers (the classifier knows a few
 * hundred), paths per agent across all agents (a scanner asks for thousands of made-up ones), and MCP client and
 * message pairs (the origin logs them from fixed lists, but a log is only text). Past a bound, reads still count in
 * every total; a new name or path is counted under "others" instead of by name.
 */
const maxReaders = 10_000;
const maxPaths = 100_000;
const maxMcpPairs = 1_000;
/** Addresses of failed claims kept to count them (an impostor may send from thousands); past it, "at least". */
const maxAddresses = 100_000;

const hourMs = 3_600_000;

const add = <K>(map: Map<K, number>, key: K): void => {
  map.set(key, (map.get(key) ?? 0) + 1);
};

/** The operators with an assistant that sends people (content/referrals.ts), by the labels their referrals count under. */
const operatorOfSource = new Map(referralSources.map(({ source, operator }) => [source, operator]));
const assistantOperators = new Set(operatorOfSource.values());
/** The operator of each agent the operators' table or the signers' table names, among those operators. */
const operatorOfAgent = new Map(
  [
    ...knownAgents.map(({ token, operator }) => [token, operator] as const),
    ...signers.map(({ agent, operator }) => [agent, operator] as const),
  ].filter(([, operator]) => assistantOperators.has(operator)),
);

/** What one AI operator's agents read, and how many people its assistant sent, in one day or in all. */
export interface OperatorCounts {
  readonly agentReads: Map<AgentClass, number>;
  referrals: number;
}
const newOperatorCounts = (): OperatorCounts => ({ agentReads: new Map(), referrals: 0 });

/** Counts reads into every number the report shows. */
export class Tally {
  reads = 0;
  /** Earliest and latest read, in milliseconds since the epoch. */
  first = Number.POSITIVE_INFINITY;
  last = Number.NEGATIVE_INFINITY;
  readonly byClass = new Map<AgentClass, number>();
  readonly byClassAndSurface = new Map<AgentClass, Map<Surface, number>>();
  /** Reads that ended `limited` (a 429), by class. */
  readonly limitedByClass = new Map<AgentClass, number>();
  /** Reads per hour (its start, in hours since the epoch), per reader group. */
  readonly byHour = new Map<number, Map<ReaderGroup, number>>();
  /** Readers by `${agentClass} ${agent}` (a class has no space). */
  readonly readers = new Map<string, ReaderTally>();
  /** Reads, and limited reads, by readers not kept by name once `maxReaders` were. */
  otherReaders = 0;
  limitedOtherReaders = 0;
  /** MCP messages by client, then by method (a tool call by its tool). */
  readonly mcp = new Map<string, Map<string, number>>();
  /** MCP messages of pairs not kept once `maxMcpPairs` were. */
  mcpOther = 0;
  /** Reads of /mcp whose line says nothing of the message: the edge's or Logpush's, for requests no origin logged. */
  mcpUndescribed = 0;
  /** Reads whose line carries the client's address. */
  withAddress = 0;
  /** People's reads of pages, and how many of those say whether an assistant sent them (the rest: no referrer logged). */
  peoplesPageReads = 0;
  peoplesPageReadsWithReferrer = 0;
  /** Each AI operator's counts, in all and by day (days since the epoch). */
  readonly byOperator = new Map<string, OperatorCounts>();
  readonly byOperatorAndDay = new Map<number, Map<string, OperatorCounts>>();
  #paths = 0;
  #mcpPairs = 0;
  #addresses = 0;

  add(read: Read): void {
    const { agentClass } = read.reader;
    this.reads += 1;
    this.first = Math.min(this.first, read.time);
    this.last = Math.max(this.last, read.time);
    add(this.byClass, agentClass);
    const surfaces = this.byClassAndSurface.get(agentClass) ?? new Map<Surface, number>();
    this.byClassAndSurface.set(agentClass, surfaces);
    add(surfaces, read.surface);
    if (read.outcome === 'limited') add(this.limitedByClass, agentClass);
    const hour = Math.floor(read.time / hourMs);
    const groups = this.byHour.get(hour) ?? new Map<ReaderGroup, number>();
    this.byHour.set(hour, groups);
    add(groups, groupOf(agentClass));
    if (read.address !== undefined) this.withAddress += 1;
    this.#countOperators(read);
    this.#countReader(read);
    if (read.surface === 'mcp') this.#countMcp(read);
  }

  #countReader(read: Read): void {
    const { agentClass, agent } = read.reader;
    const key = `${agentClass} ${agent}`;
    let reader = this.readers.get(key);
    if (reader === undefined && this.readers.size < maxReaders) {
      reader = {
        agentClass,
        agent,
        reads: 0,
        limited: 0,
        surfaces: new Map(),
        paths: new Map(),
        otherPaths: 0,
        verdicts: new Map(),
        failedSurfaces: new Map(),
        failedAddresses: new Set(),
        failedAddressesPast: false,
      };
      this.readers.set(key, reader);
    }
    const limited = read.outcome === 'limited' ? 1 : 0;
    if (reader === undefined) {
      this.otherReaders += 1;
      this.limitedOtherReaders += limited;
      return;
    }
    reader.reads += 1;
    reader.limited += limited;
    add(reader.surfaces, read.surface);
    add(reader.verdicts, read.verified);
    if (read.verified === 'failed') this.#countImpostor(reader, read);
    if (groupOf(agentClass) !== 'agents') return;
    if (reader.paths.has(read.path) || this.#paths < maxPaths) {
      if (!reader.paths.has(read.path)) this.#paths += 1;
      add(reader.paths, read.path);
    } else reader.otherPaths += 1;
  }

  /** An AI operator's agent's read, or a person its assistant sent to a page. */
  #countOperators(read: Read): void {
    const { agentClass, agent } = read.reader;
    const person = agentClass === 'person' && (read.surface === 'page' || read.surface === 'markdown');
    if (person) {
      this.peoplesPageReads += 1;
      if (read.referral !== undefined) this.peoplesPageReadsWithReferrer += 1;
    }
    const operator = person ? operatorOfSource.get(read.referral ?? '') : operatorOfAgent.get(agent);
    if (operator === undefined) return;
    const day = Math.floor(read.time / (24 * hourMs));
    const byOperator = this.byOperatorAndDay.get(day) ?? new Map<string, OperatorCounts>();
    this.byOperatorAndDay.set(day, byOperator);
    for (const counts of [this.byOperator, byOperator].map((map) => {
      const found = map.get(operator) ?? newOperatorCounts();
      map.set(operator, found);
      return found;
    })) {
      if (person) counts.referrals += 1;
      else add(counts.agentReads, agentClass);
    }
  }

  #countImpostor(reader: ReaderTally, read: Read): void {
    add(reader.failedSurfaces, read.surface);
    if (read.address === undefined || reader.failedAddresses.has(read.address)) return;
    if (this.#addresses >= maxAddresses) reader.failedAddressesPast = true;
    else {
      reader.failedAddresses.add(read.address);
      this.#addresses += 1;
    }
  }

  #countMcp(read: Read): void {
    if (read.mcp === undefined) {
      this.mcpUndescribed += 1;
      return;
    }
    const message = read.mcp.method === 'tools/call' ? `tools/call ${read.mcp.tool}` : read.mcp.method;
    const messages = this.mcp.get(read.mcp.client) ?? new Map<string, number>();
    if (!messages.has(message) && this.#mcpPairs >= maxMcpPairs) {
      this.mcpOther += 1;
      return;
    }
    if (!messages.has(message)) this.#mcpPairs += 1;
    this.mcp.set(read.mcp.client, messages);
    add(messages, message);
  }
}
