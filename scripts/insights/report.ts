// The report's content, written once for both its forms: sections of text and tables, and the charts drawn from those tables' numbers.
import { type Surface, surfaces } from '../../content/reads.ts';
import { type AgentClass, agentClasses } from '../../content/user-agents.ts';
import { type Verdict, verdicts } from '../../content/verification.ts';
import { type FileCounts, maxLineBytes } from './gather.ts';
import { groupOf, type OperatorCounts, type ReaderGroup, type ReaderTally, readerGroups, type Tally } from './tally.ts';

/** A table cell: text, a count, or a short list (one item a line). */
export type Cell = string | number | readonly string[];

export interface Column {
  readonly label: string;
  /** Numbers align right; code (paths) is set in monospace and may break anywhere. */
  readonly kind: 'text' | 'number' | 'code';
}

export interface Table {
  readonly caption: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
}

/** One coloured series of a chart; `key` names its colour. */
export interface Series {
  readonly key: ReaderGroup | Surface | Verdict;
  readonly label: string;
}

/** Side-by-side columns, one group per time bucket. */
export interface ColumnsChart {
  readonly kind: 'columns';
  readonly title: string;
  readonly series: readonly Series[];
  readonly buckets: readonly { readonly label: string; readonly title: string; readonly values: readonly number[] }[];
}

/** Horizontal bars, one per row, each stacked from its series. */
export interface RowsChart {
  readonly kind: 'rows';
  readonly title: string;
  readonly series: readonly Series[];
  readonly rows: readonly { readonly label: string; readonly values: readonly number[] }[];
}

export type Chart = ColumnsChart | RowsChart;

/** A table, and the chart that draws its numbers (the Markdown form shows the table alone). */
export interface Block {
  readonly table: Table;
  readonly chart?: Chart;
}

export interface Section {
  readonly id: string;
  readonly title: string;
  readonly text: readonly string[];
  readonly blocks: readonly Block[];
}

export interface Report {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly Section[];
}

const hourMs = 3_600_000;
/** Past this span the reads are bucketed by day: hourly columns would be too many to tell apart. */
const hourlySpanMs = 3 * 24 * hourMs;
const topAgents = 10;
const topPaths = 5;
const topLimited = 10;
/** Paths are clipped in the tables: a scanner's can be kilobytes long. */
const longestPath = 96;

const groupLabels: Readonly<Record<ReaderGroup, string>> = { people: 'People', agents: 'Agents', unknown: 'Unknown' };
const groupSeries: readonly Series[] = readerGroups.map((key) => ({ key, label: groupLabels[key] }));
const surfaceSeries: readonly Series[] = surfaces.map((key) => ({ key, label: key }));
/** The verdicts an agent's reads can have: `none` is for readers that claim no agent. */
const claimVerdicts = verdicts.filter((verdict) => verdict !== 'none');
const verdictSeries: readonly Series[] = claimVerdicts.map((key) => ({ key, label: key }));
const topVerified = 20;

const share = (part: number, whole: number): string => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`);
const minute = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const clip = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const plural = (count: number, one: string): string => `${count.toLocaleString('en')} ${count === 1 ? one : `${one}s`}`;
const byCountThenName = <K extends string>([a, x]: [K, number], [b, y]: [K, number]): number => y - x || (a < b ? -1 : a > b ? 1 : 0);

/** The report of `tally`'s reads, gathered from `files`. */
export function buildReport(tally: Tally, files: readonly FileCounts[]): Report {
  const readFiles = files.filter(({ failure }) => failure === undefined).length;
  return {
    title: "Who reads Turno's public interface",
    summary:
      tally.reads === 0
        ? `No reads in ${plural(readFiles, 'file')}.`
        : `${plural(tally.reads, 'read')} in ${plural(readFiles, 'file')}, from ${minute(tally.first)} to ${minute(tally.last)} UTC.`,
    sections: [
      totals(tally, files),
      overTime(tally),
      classesAndSurfaces(tally),
      agents(tally),
      verification(tally),
      referrals(tally),
      mcp(tally),
      limits(tally),
      lines(files),
    ],
  };
}

function groupCounts(tally: Tally): Readonly<Record<ReaderGroup, number>> {
  const counts = { people: 0, agents: 0, unknown: 0 };
  for (const [agentClass, reads] of tally.byClass) counts[groupOf(agentClass)] += reads;
  return counts;
}

function totals(tally: Tally, files: readonly FileCounts[]): Section {
  const counts = groupCounts(tally);
  const sum = (key: 'merged' | 'probes' | 'unreadable') => files.reduce((total, file) => total + file[key], 0);
  return {
    id: 'totals',
    title: 'Totals',
    text: [
      'People read with a browser; agents are every other class the User-Agent rules name (AI crawlers, assistants and coding agents, search engines, other bots, HTTP clients); unknown readers sent no User-Agent, or one no rule knows.',
      `Not counted as reads: ${plural(sum('merged'), 'line')} repeating a request already counted (the edge's line of a request an origin logged, or a line delivered twice), ${plural(sum('probes'), 'health or readiness probe')}, ${plural(sum('unreadable'), 'unreadable line')} (see the last section).`,
    ],
    blocks: [
      {
        table: {
          caption: 'Reads by who asked',
          columns: [
            { label: 'Readers', kind: 'text' },
            { label: 'Reads', kind: 'number' },
            { label: 'Share', kind: 'number' },
          ],
          rows: [
            ...readerGroups.map((group) => [groupLabels[group], counts[group], share(counts[group], tally.reads)]),
            ['All', tally.reads, share(tally.reads, tally.reads)],
          ],
        },
      },
    ],
  };
}

function overTime(tally: Tally): Section {
  const byDay = tally.last - tally.first > hourlySpanMs;
  const hoursPerBucket = byDay ? 24 : 1;
  const buckets: { start: number; values: number[] }[] = [];
  if (tally.reads > 0) {
    const bucketOf = (hour: number) => Math.floor(hour / hoursPerBucket) * hoursPerBucket;
    for (let start = bucketOf(Math.floor(tally.first / hourMs)); start * hourMs <= tally.last; start += hoursPerBucket) {
      const values = readerGroups.map(() => 0);
      for (let hour = start; hour < start + hoursPerBucket; hour += 1) {
        const groups = tally.byHour.get(hour);
        readerGroups.forEach((group, index) => {
          values[index] = (values[index] ?? 0) + (groups?.get(group) ?? 0);
        });
      }
      buckets.push({ start, values });
    }
  }
  const full = (start: number) => (byDay ? minute(start * hourMs).slice(0, 10) : minute(start * hourMs));
  const unit = byDay ? 'Day' : 'Hour';
  const table: Table = {
    caption: `People against agents by ${unit.toLowerCase()} (UTC)`,
    columns: [{ label: `${unit} (UTC)`, kind: 'text' }, ...groupSeries.map(({ label }) => ({ label, kind: 'number' as const }))],
    rows: buckets.map(({ start, values }) => [full(start), ...values]),
  };
  return {
    id: 'over-time',
    title: 'People against agents over time',
    text: [
      byDay
        ? 'Reads by day (UTC), since the logs span more than three days; unknown readers are shown apart.'
        : 'Reads by hour (UTC); unknown readers are shown apart.',
    ],
    blocks: [
      {
        table,
        ...(buckets.length > 0 && {
          chart: {
            kind: 'columns',
            title: `Columns of people's, agents' and unknown readers' reads, side by side for each ${unit.toLowerCase()} (UTC)`,
            series: groupSeries,
            buckets: buckets.map(({ start, values }) => ({
              label: full(start).slice(5),
              title: `${full(start)}: ${values.map((value, index) => `${value} ${groupSeries[index]?.label.toLowerCase()}`).join(', ')}`,
              values,
            })),
          },
        }),
      },
    ],
  };
}

const surfaceCounts = (counts: ReadonlyMap<Surface, number> | undefined): number[] => surfaces.map((surface) => counts?.get(surface) ?? 0);

function classesAndSurfaces(tally: Tally): Section {
  const classes = agentClasses.filter((agentClass) => tally.byClass.has(agentClass));
  const rows = classes.map((agentClass) => ({ label: agentClass, values: surfaceCounts(tally.byClassAndSurface.get(agentClass)) }));
  const all = surfaces.map((_, index) => rows.reduce((total, row) => total + (row.values[index] ?? 0), 0));
  const table: Table = {
    caption: 'Reads by class and surface',
    columns: [
      { label: 'Class', kind: 'text' },
      ...surfaces.map((surface) => ({ label: surface, kind: 'number' as const })),
      { label: 'All', kind: 'number' },
    ],
    rows: [
      ...rows.map(({ label, values }) => [label, ...values, tally.byClass.get(label as AgentClass) ?? 0]),
      ['All', ...all, tally.reads],
    ],
  };
  return {
    id: 'classes-and-surfaces',
    title: 'Reads by class and surface',
    text: [
      'The surface is what was read: a documentation page, its Markdown (the .md twin, or the page answered as Markdown), a JSON document, the OpenAPI contract, a discovery file (llms.txt, robots.txt, the sitemap, /.well-known/), the MCP endpoint, or any other path.',
    ],
    blocks: [
      {
        table,
        ...(rows.length > 0 && {
          chart: { kind: 'rows', title: 'Bars of reads for each class, in parts by surface', series: surfaceSeries, rows },
        }),
      },
    ],
  };
}

const surfaceList = (reader: ReaderTally): string[] =>
  [...reader.surfaces].sort(byCountThenName).map(([surface, reads]) => `${surface} ${reads.toLocaleString('en')}`);

function pathList(reader: ReaderTally): string[] {
  const top = [...reader.paths].sort(byCountThenName).slice(0, topPaths);
  const items = top.map(([path, reads]) => `${clip(path, longestPath)} (${reads.toLocaleString('en')})`);
  return reader.otherPaths > 0 ? [...items, `(${plural(reader.otherPaths, 'read')} of paths past the report's bound)`] : items;
}

function agents(tally: Tally): Section {
  const top = [...tally.readers.values()]
    .filter(({ agentClass }) => groupOf(agentClass) === 'agents')
    .sort((a, b) => b.reads - a.reads || (a.agent < b.agent ? -1 : 1))
    .slice(0, topAgents);
  const table: Table = {
    caption: `The ${topAgents} agents that read most`,
    columns: [
      { label: 'Agent', kind: 'text' },
      { label: 'Class', kind: 'text' },
      { label: 'Reads', kind: 'number' },
      { label: 'Surfaces', kind: 'text' },
      { label: `Top ${topPaths} paths (reads)`, kind: 'code' },
    ],
    rows: top.map((reader) => [reader.agent, reader.agentClass, reader.reads, surfaceList(reader), pathList(reader)]),
  };
  const rows = top.map((reader) => ({ label: reader.agent, values: surfaceCounts(reader.surfaces) }));
  return {
    id: 'agents',
    title: 'The top agents and what each read',
    text: [
      `The ${topAgents} agents with the most reads, each with the surfaces it read and the ${topPaths} paths it read most.`,
      ...(tally.otherReaders > 0
        ? [`${plural(tally.otherReaders, 'read')} by readers past the report's bound of names are counted in every total but not by name.`]
        : []),
    ],
    blocks: [
      {
        table,
        ...(rows.length > 0 && {
          chart: {
            kind: 'rows',
            title: `Bars of reads for each of the ${topAgents} agents that read most, in parts by surface`,
            series: surfaceSeries,
            rows,
          },
        }),
      },
    ],
  };
}

function verification(tally: Tally): Section {
  const claimants = [...tally.readers.values()]
    .filter((reader) => claimVerdicts.some((verdict) => reader.verdicts.has(verdict)))
    .sort((a, b) => b.reads - a.reads || (a.agent < b.agent ? -1 : 1));
  const top = claimants.slice(0, topVerified);
  const signed = claimants.filter((reader) => reader.verdicts.has('signature'));
  const counted = (reader: ReaderTally) => claimVerdicts.map((verdict) => reader.verdicts.get(verdict) ?? 0);
  const impostors = claimants
    .filter((reader) => reader.verdicts.has('failed'))
    .sort((a, b) => (b.verdicts.get('failed') ?? 0) - (a.verdicts.get('failed') ?? 0) || (a.agent < b.agent ? -1 : 1));
  const addresses = (reader: ReaderTally): Cell =>
    tally.withAddress === 0
      ? 'not in the logs'
      : `${reader.failedAddressesPast ? 'at least ' : ''}${reader.failedAddresses.size.toLocaleString('en')}`;
  const failedSurfaces = (reader: ReaderTally): string[] =>
    [...reader.failedSurfaces].sort(byCountThenName).map(([surface, reads]) => `${surface} ${reads.toLocaleString('en')}`);
  return {
    id: 'verification',
    title: 'Who the agents proved to be',
    text: [
      "A User-Agent is a claim. A request signed with Web Bot Auth is checked against its signer's published keys, and a good signature names the signer whatever the User-Agent says: signature. Otherwise, where an agent's operator publishes the addresses it sends from, the claim is checked against them: address (the client's address is in one of the agent's lists), failed (a signature that does not verify, or lists that are known with the address in none: someone else using the name), claimed (its operator publishes no list, so the name is all there is), unverified (the check could not run: a line with no address, a list not in the snapshot, a signer's directory that could not be had). A signature proves the signer's key and an address the network a request came from, neither its intent; a list lags its operator until the snapshot is refreshed.",
      signed.length === 0
        ? 'No read carried a Web Bot Auth signature that verified.'
        : `Signatures verified from: ${signed.map((reader) => `${reader.agent} (${plural(reader.verdicts.get('signature') ?? 0, 'read')})`).join(', ')}.`,
      ...(claimants.length > topVerified
        ? [`The ${topVerified} agents that read most of the ${claimants.length} that claimed a name.`]
        : []),
      tally.withAddress === 0
        ? "None of these logs records client addresses (the origin's does with ACCESS_LOG_ADDRESSES=1, Logpush's with ClientIP), so impostors are not counted by address."
        : "Impostors' addresses are counted from the lines that record one.",
    ],
    blocks: [
      {
        table: {
          caption: 'Reads of each agent by verdict',
          columns: [
            { label: 'Agent', kind: 'text' },
            { label: 'Class', kind: 'text' },
            ...claimVerdicts.map((verdict) => ({ label: verdict, kind: 'number' as const })),
            { label: 'Verified', kind: 'number' },
          ],
          rows: top.map((reader) => [
            reader.agent,
            reader.agentClass,
            ...counted(reader),
            share((reader.verdicts.get('signature') ?? 0) + (reader.verdicts.get('address') ?? 0), reader.reads),
          ]),
        },
        ...(top.length > 0 && {
          chart: {
            kind: 'rows',
            title: `Bars of reads for each of the ${top.length} agents that read most, in parts by verdict`,
            series: verdictSeries,
            rows: top.map((reader) => ({ label: reader.agent, values: counted(reader) })),
          },
        }),
      },
      {
        table: {
          caption: 'Impostors: reads whose claim failed',
          columns: [
            { label: 'Claimed', kind: 'text' },
            { label: 'Class', kind: 'text' },
            { label: 'Failed reads', kind: 'number' },
            { label: 'What they read', kind: 'text' },
            { label: 'Addresses', kind: 'number' },
          ],
          rows: impostors.map((reader) => [
            reader.agent,
            reader.agentClass,
            reader.verdicts.get('failed') ?? 0,
            failedSurfaces(reader),
            addresses(reader),
          ]),
        },
      },
    ],
  };
}

/** The classes an AI operator's agents read in: what they take for the people its assistant sends. */
const operatorClasses: readonly [AgentClass, string][] = [
  ['ai-training', 'Training'],
  ['ai-search', 'Search'],
  ['ai-assistant', 'Assistant fetches'],
  ['coding-agent', 'Coding agents'],
];

function referrals(tally: Tally): Section {
  const known = tally.peoplesPageReadsWithReferrer > 0;
  const reads = (counts: OperatorCounts) =>
    operatorClasses.reduce((sum, [agentClass]) => sum + (counts.agentReads.get(agentClass) ?? 0), 0);
  const ratio = (counts: OperatorCounts) =>
    !known ? 'unknown' : counts.referrals === 0 ? (reads(counts) === 0 ? '–' : 'none sent') : (reads(counts) / counts.referrals).toFixed(1);
  const sent = (counts: OperatorCounts): Cell => (known ? counts.referrals : 'unknown');
  const operators = [...tally.byOperator].sort(([a, x], [b, y]) => reads(y) + y.referrals - reads(x) - x.referrals || (a < b ? -1 : 1));
  const days = [...tally.byOperatorAndDay].sort(([a], [b]) => a - b);
  return {
    id: 'referrals',
    title: "What each AI operator's agents read, and the people its assistant sent",
    text: [
      "For each AI operator with an assistant people use: what its agents read (its training and search crawlers, the fetches its assistant makes for a person, its coding tools), the people its assistant sent to a documentation page (a person's read whose Referer is one of the assistant's pages, or whose link carries its utm_source), and the agents' reads for each person sent.",
      known
        ? `${tally.peoplesPageReadsWithReferrer.toLocaleString('en')} of ${plural(tally.peoplesPageReads, "people's page read")} come from lines that say where they came from. A browser or an app may drop the Referer, and anyone can type a utm_source: the people sent are at least these, and about these.`
        : tally.peoplesPageReads === 0
          ? 'No person read a page in these logs.'
          : `None of these logs records where people came from (an origin or edge line from before referrals were logged, or a Logpush job without ClientRequestReferer), so the people each assistant sent are unknown, not zero.`,
    ],
    blocks: [
      {
        table: {
          caption: 'AI operators: what their agents read, and the people their assistants sent',
          columns: [
            { label: 'Operator', kind: 'text' },
            ...operatorClasses.map(([, label]) => ({ label, kind: 'number' as const })),
            { label: 'People sent', kind: 'number' },
            { label: 'Agent reads per person sent', kind: 'number' },
          ],
          rows: operators.map(([operator, counts]) => [
            operator,
            ...operatorClasses.map(([agentClass]) => counts.agentReads.get(agentClass) ?? 0),
            sent(counts),
            ratio(counts),
          ]),
        },
      },
      {
        table: {
          caption: 'By day (UTC)',
          columns: [
            { label: 'Day', kind: 'text' },
            { label: 'Operator', kind: 'text' },
            { label: 'Agent reads', kind: 'number' },
            { label: 'People sent', kind: 'number' },
            { label: 'Agent reads per person sent', kind: 'number' },
          ],
          rows: days.flatMap(([day, byOperator]) =>
            [...byOperator]
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([operator, counts]) => [minute(day * 24 * hourMs).slice(0, 10), operator, reads(counts), sent(counts), ratio(counts)]),
          ),
        },
      },
    ],
  };
}

function mcp(tally: Tally): Section {
  const total = (counts: Iterable<number>) => [...counts].reduce((sum, count) => sum + count, 0);
  const clients = [...tally.mcp].sort(([a, x], [b, y]) => total(y.values()) - total(x.values()) || (a < b ? -1 : 1));
  const byMessage = new Map<string, number>();
  for (const [, messages] of clients)
    for (const [message, count] of messages) byMessage.set(message, (byMessage.get(message) ?? 0) + count);
  const messages = [...byMessage].sort(byCountThenName).map(([message]) => message);
  return {
    id: 'mcp',
    title: 'MCP clients and the tools they called',
    text: [
      "Each MCP message by the client it named (its clientInfo, from the list the origin knows; unknown when a message names none, and on the edge's lines, which know the method and tool from the request's Mcp-Method and Mcp-Name fields but not the client) and its method, or for tools/call the tool.",
      ...(tally.mcpUndescribed > 0
        ? [
            `${plural(tally.mcpUndescribed, 'read')} of /mcp came from lines that do not describe the message: Cloudflare's, or the edge's of a request with no Mcp-Method field that no origin logged.`,
          ]
        : []),
      ...(tally.mcpOther > 0
        ? [`${plural(tally.mcpOther, 'message')} of further client and method pairs, past the report's bound, are not listed.`]
        : []),
    ],
    blocks: [
      {
        table: {
          caption: 'MCP messages by client and method',
          columns: [
            { label: 'Client', kind: 'text' },
            ...messages.map((message) => ({ label: message, kind: 'number' as const })),
            { label: 'All', kind: 'number' },
          ],
          rows: clients.map(([client, counts]) => [client, ...messages.map((message) => counts.get(message) ?? 0), total(counts.values())]),
        },
      },
    ],
  };
}

function limits(tally: Tally): Section {
  const limited = [...tally.limitedByClass.values()].reduce((total, reads) => total + reads, 0);
  const readers = [...tally.readers.values()]
    .filter((reader) => reader.limited > 0)
    .sort((a, b) => b.limited - a.limited || (a.agent < b.agent ? -1 : 1))
    .slice(0, topLimited);
  return {
    id: 'limits',
    title: 'Who hit the limits',
    text: [
      limited === 0
        ? 'No read was limited.'
        : `${plural(limited, 'read')} (${share(limited, tally.reads)} of all) ended limited: answered 429, over a rate limit of the origin or the edge.`,
      ...(tally.limitedOtherReaders > 0
        ? [`${tally.limitedOtherReaders.toLocaleString('en')} of them by readers past the report's bound of names.`]
        : []),
    ],
    blocks: [
      {
        table: {
          caption: 'Limited reads by class',
          columns: [
            { label: 'Class', kind: 'text' },
            { label: 'Limited', kind: 'number' },
            { label: "Of the class's reads", kind: 'number' },
          ],
          rows: agentClasses.flatMap((agentClass) => {
            const reads = tally.limitedByClass.get(agentClass);
            return reads === undefined ? [] : [[agentClass, reads, share(reads, tally.byClass.get(agentClass) ?? 0)]];
          }),
        },
      },
      {
        table: {
          caption: `The ${topLimited} readers limited most`,
          columns: [
            { label: 'Reader', kind: 'text' },
            { label: 'Class', kind: 'text' },
            { label: 'Limited', kind: 'number' },
            { label: "Of the reader's reads", kind: 'number' },
          ],
          rows: readers.map((reader) => [reader.agent, reader.agentClass, reader.limited, share(reader.limited, reader.reads)]),
        },
      },
    ],
  };
}

function lines(files: readonly FileCounts[]): Section {
  const failed = files.filter(({ failure }) => failure !== undefined);
  return {
    id: 'lines',
    title: 'Lines read and skipped, per file',
    text: [
      `Every non-empty line is a read, a request already counted from another line (the edge's, when an origin logged the same request id), a health or readiness probe, or unreadable: not JSON, a line of no log this report knows, a bad time, path or status, or longer than ${maxLineBytes / 1024} KiB. Each unreadable line is named on standard error as FILE:LINE: why.`,
      ...failed.map(({ file, failure }) => `${file} could not be read (${failure}); what was read of it is counted.`),
    ],
    blocks: [
      {
        table: {
          caption: 'Lines per file',
          columns: [
            { label: 'File', kind: 'code' },
            { label: 'Lines', kind: 'number' },
            { label: 'Reads', kind: 'number' },
            { label: 'Counted from another line', kind: 'number' },
            { label: 'Probes', kind: 'number' },
            { label: 'Unreadable', kind: 'number' },
          ],
          rows: files.map(({ file, lines, reads, merged, probes, unreadable }) => [file, lines, reads, merged, probes, unreadable]),
        },
      },
    ],
  };
}
