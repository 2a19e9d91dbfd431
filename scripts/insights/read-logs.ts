/// <reference lib="esnext.temporal" />
// One line of an access log as one read: which log wrote it (the origin's, the nginx edge's or Cloudflare Logpush's, told apart by the keys only each writes), who asked, what they read and how it ended, or why the line cannot be read.
import { paths } from '../../content/constants.ts';
import { type McpLabels, mcpLabelsOfFields } from '../../content/mcp-labels.ts';
import { type Outcome, outcomeOf, outcomes, type Surface, surfaceOf, surfaces } from '../../content/reads.ts';
import { referralLabels, referralOf } from '../../content/referrals.ts';
import { type AgentClass, agentClasses, classifyUserAgent, type Reader } from '../../content/user-agents.ts';
import { addressVerdict, claimsAgent, publishesLists, type Verdict, verdicts } from '../../content/verification.ts';
import type { SignedRequest } from '../../content/web-bot-auth.ts';

/** The logs a line can come from. */
export type LogKind = 'origin' | 'edge' | 'cloudflare';

/** One read, as every log's line becomes it. */
export interface Read {
  readonly log: LogKind;
  /** The id that names this request in every log that saw it; undefined when the line has none fit to match on. */
  readonly requestId: string | undefined;
  /** Milliseconds since the epoch. */
  readonly time: number;
  readonly path: string;
  readonly reader: Reader;
  /** Whether the reader's claim holds: as the log decided it, else as the address check decides it from the line. */
  readonly verified: Verdict;
  /** The client's address, where the log records one (the origin's with ACCESS_LOG_ADDRESSES=1, Logpush's ClientIP). */
  readonly address: string | undefined;
  readonly surface: Surface;
  readonly outcome: Outcome;
  /** What the line says of an MCP message: the origin's from the body, the edge's from the Mcp-Method and Mcp-Name fields. */
  readonly mcp: McpLabels | undefined;
  /** What the edge logged of a request signed with Web Bot Auth, for the report to check as the origin does. */
  readonly signed: SignedRequest | undefined;
  /**
   * The assistant that sent the read (content/referrals.ts), `none` when the line says it came from none, undefined when
   * the line cannot tell (its log records no referrer).
   */
  readonly referral: string | undefined;
}

/** What one line is: a read, a health or readiness probe (nobody's read), or unreadable and why. */
export type LineResult =
  | { readonly kind: 'read'; readonly read: Read }
  | { readonly kind: 'probe' }
  | { readonly kind: 'unreadable'; readonly why: string };

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const isAgentClass = (value: unknown): value is AgentClass => (agentClasses as readonly unknown[]).includes(value);
const isSurface = (value: unknown): value is Surface => (surfaces as readonly unknown[]).includes(value);
const isOutcome = (value: unknown): value is Outcome => (outcomes as readonly unknown[]).includes(value);
const isVerdict = (value: unknown): value is Verdict => (verdicts as readonly unknown[]).includes(value);

/** A line's `referral` field as the origin and the edge write it: a label of the list, `none` for '', undefined when absent or unknown. */
const loggedReferral = (value: unknown): string | undefined =>
  value === '' ? 'none' : typeof value === 'string' && referralLabels.includes(value) ? value : undefined;

/** The longest address a line may give: a longer field is no address (45 characters is IPv6 with an embedded IPv4). */
const maxAddressLength = 45;
const addressOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= maxAddressLength ? value : undefined;

/** The verdict a log gave the line's reader, if it is one we know; otherwise the address check, from what the line holds. */
const verdictOf = (fields: Fields, reader: Reader, address: string | undefined): Verdict =>
  isVerdict(fields.verified) ? fields.verified : addressVerdict(reader, address);

/**
 * An id fit to match two logs' lines on: the edge's (32 hexadecimal digits, which the origins log as they got it),
 * the origin's own UUID, Cloudflare's RayID. Anything shorter or stranger could be shared by accident.
 */
const usableRequestId = /^[0-9A-Za-z-]{16,64}$/;

const requestIdOf = (value: unknown): string | undefined => {
  const id = textOf(value);
  return id !== undefined && usableRequestId.test(id) ? id : undefined;
};

class Unreadable extends Error {}

/**
 * The years a log's time may fall in. Temporal reads times over half a million years; one such line would have the
 * report draw a bar for every day between it and the others.
 */
const earliest = Date.UTC(2000, 0, 1);
const latest = Date.UTC(2100, 0, 1);

function inRange(time: number, field: string): number {
  if (time >= earliest && time < latest) return time;
  throw new Unreadable(`${field} is not between the years 2000 and 2099`);
}

/** An instant written in ISO 8601 with its offset (`Z` or `+00:00`), as milliseconds since the epoch. */
function isoTime(value: unknown, field: string): number {
  let time: number | undefined;
  try {
    time = typeof value === 'string' ? Temporal.Instant.from(value).epochMilliseconds : undefined;
  } catch {
    // Reported below, as any other bad time.
  }
  if (time === undefined) throw new Unreadable(`${field} is not an ISO 8601 time with an offset`);
  return inRange(time, field);
}

/**
 * Logpush's `EdgeStartTimestamp` in each of its `timestamps` forms: an RFC 3339 string, or a number of seconds
 * (`unix`) or nanoseconds (`unixnano`). No date people log falls between the two as a number (1e11 seconds is the
 * year 5138; 1e17 nanoseconds is 1973), so the size of the number tells them apart.
 */
function logpushTime(value: unknown): number {
  if (typeof value === 'string') return isoTime(value, 'EdgeStartTimestamp');
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
    if (value < 1e11) return inRange(Math.floor(value * 1_000), 'EdgeStartTimestamp');
    if (value >= 1e17) return inRange(Math.floor(value / 1e6), 'EdgeStartTimestamp');
  }
  throw new Unreadable('EdgeStartTimestamp is neither an RFC 3339 time nor a number of seconds or nanoseconds');
}

function statusOf(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599) return value;
  throw new Unreadable(`${field} is not an HTTP status`);
}

function pathOf(value: unknown, field: string): string {
  if (typeof value === 'string' && value.startsWith('/')) return value;
  throw new Unreadable(`${field} is not a path`);
}

/** Whether a `Content-Type` field value is Markdown's, parameters aside. */
const isMarkdown = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.split(';', 1)[0]?.trim().toLowerCase() === 'text/markdown';

/** The class the line's log gave its reader, when it is one we know; otherwise the same rules, from its User-Agent. */
const readerOf = (fields: Fields): Reader => {
  const agent = textOf(fields.agent);
  return isAgentClass(fields.agentClass) && agent !== undefined && agent !== ''
    ? { agentClass: fields.agentClass, agent }
    : classifyUserAgent(textOf(fields.userAgent));
};

function mcpOf(fields: Fields): McpLabels | undefined {
  const [client, method, tool] = [textOf(fields.mcpClient), textOf(fields.mcpMethod), textOf(fields.mcpTool)];
  return client === undefined || method === undefined ? undefined : { client, method, tool: tool ?? 'none' };
}

function fromOrigin(fields: Fields): Read | undefined {
  const path = pathOf(fields.path, 'path');
  const status = statusOf(fields.status, 'status');
  const time = isoTime(fields.time, 'time');
  const pathSurface = surfaceOf(path);
  if (pathSurface === undefined) return undefined;
  const reader = readerOf(fields);
  const address = addressOf(fields.address);
  return {
    log: 'origin',
    requestId: requestIdOf(fields.requestId),
    time,
    path,
    reader,
    verified: verdictOf(fields, reader, address),
    address,
    // The origin decided the surface (a page it answered as Markdown) and the outcome itself; its word stands.
    surface: isSurface(fields.surface) ? fields.surface : pathSurface,
    outcome: isOutcome(fields.outcome) ? fields.outcome : outcomeOf(status),
    mcp: mcpOf(fields),
    signed: undefined,
    referral: loggedReferral(fields.referral),
  };
}

function fromEdge(fields: Fields): Read | undefined {
  const path = pathOf(fields.path, 'path');
  const status = statusOf(fields.status, 'status');
  const time = isoTime(fields.time, 'time');
  const surface = surfaceOf(path, isMarkdown(fields.contentType));
  if (surface === undefined) return undefined;
  const reader = readerOf(fields);
  const mcpMethod = textOf(fields.mcpMethod);
  return {
    log: 'edge',
    requestId: requestIdOf(fields.requestId),
    time,
    path,
    reader,
    verified: verdictOf(fields, reader, undefined),
    address: undefined,
    surface,
    outcome: outcomeOf(status),
    mcp: path === paths.mcp && mcpMethod ? mcpLabelsOfFields(mcpMethod, textOf(fields.mcpName) ?? '') : undefined,
    signed: signedOf(fields, path),
    referral: loggedReferral(fields.referral),
  };
}

/** A signed request's fields as the edge logged them (empty strings for a request that carried no Signature-Input). */
function signedOf(fields: Fields, path: string): SignedRequest | undefined {
  const [input, signature, agent, host] = [fields.signatureInput, fields.signature, fields.signatureAgent, fields.host].map(textOf);
  if (!input || !host) return undefined;
  return {
    method: textOf(fields.method) ?? 'GET',
    authority: host,
    target: path,
    fields: { 'signature-input': input, ...(signature && { signature }), ...(agent && { 'signature-agent': agent }) },
  };
}

/**
 * Cloudflare's own verdict where the line has it (`VerifiedBotCategory`: a category for a bot it verified, empty for
 * one it did not), else the address check on `ClientIP`.
 */
function logpushVerdict(fields: Fields, reader: Reader, address: string | undefined): Verdict {
  const category = fields.VerifiedBotCategory;
  if (typeof category !== 'string' || !claimsAgent(reader)) return addressVerdict(reader, address);
  if (category !== '') return 'address';
  return publishesLists(reader.agent) ? 'failed' : 'claimed';
}

function fromLogpush(fields: Fields): Read | undefined {
  const path = pathOf(fields.ClientRequestPath, 'ClientRequestPath');
  const status = statusOf(fields.EdgeResponseStatus, 'EdgeResponseStatus');
  const time = logpushTime(fields.EdgeStartTimestamp);
  const surface = surfaceOf(path, isMarkdown(fields.EdgeResponseContentType));
  if (surface === undefined) return undefined;
  // Logpush carries no class: the same rules the origin and the edge class readers by.
  const reader = classifyUserAgent(textOf(fields.ClientRequestUserAgent));
  const address = addressOf(fields.ClientIP);
  return {
    log: 'cloudflare',
    requestId: requestIdOf(fields.RayID),
    time,
    path,
    reader,
    verified: logpushVerdict(fields, reader, address),
    address,
    surface,
    outcome: outcomeOf(status),
    mcp: undefined,
    signed: undefined,
    // Logpush records the Referer and the query only when the job selects them.
    referral:
      typeof fields.ClientRequestReferer === 'string'
        ? (referralOf(fields.ClientRequestReferer, textOf(fields.ClientRequestURI) ?? path) ?? 'none')
        : undefined,
  };
}

/** Each log by a key that only its lines carry, tried in this order. */
const formats: readonly { readonly key: string; readonly read: (fields: Fields) => Read | undefined }[] = [
  { key: 'ClientRequestPath', read: fromLogpush },
  { key: 'requestTime', read: fromEdge },
  { key: 'durationMs', read: fromOrigin },
];

/** What one line of any of the three logs is. */
export function readLine(text: string): LineResult {
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', why: 'not JSON' };
  }
  const format = isFields(fields) ? formats.find(({ key }) => key in fields) : undefined;
  if (format === undefined || !isFields(fields))
    return { kind: 'unreadable', why: 'not a line of a known log (no durationMs, requestTime or ClientRequestPath)' };
  try {
    const read = format.read(fields);
    return read === undefined ? { kind: 'probe' } : { kind: 'read', read };
  } catch (error) {
    if (error instanceof Unreadable) return { kind: 'unreadable', why: error.message };
    throw error;
  }
}
