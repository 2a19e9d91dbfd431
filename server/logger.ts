// The origin's logger: one JSON line per event on stderr (pino), injected, errors described safely and throttled; the access log.
import { openSync } from 'node:fs';
import { pino } from 'pino';

type Fields = Readonly<Record<string, unknown>>;

/** What the app logs through. Fields must never include cookies, credentials or request content. */
export interface Logger {
  info(message: string, fields?: Fields): void;
  /** Something an operator should know that is not the origin's fault: a client's mistake, a resource running low. */
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/**
 * JSON lines people and tools read: the level by name, the time in ISO 8601, the text under `message`, nothing else
 * added (no pid or host name); written at once, as these lines are few and the last ones before an exit must not be lost.
 */
const lines = pino(
  { base: null, messageKey: 'message', timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (level) => ({ level }) } },
  pino.destination({ fd: 2, sync: true }),
);

/** Writes one JSON object per line to stderr. */
export const jsonLineLogger: Logger = {
  info: (message, fields) => lines.info(fields, message),
  warn: (message, fields) => lines.warn(fields, message),
  error: (message, fields) => lines.error(fields, message),
};

/** Bytes the access log holds before it writes them, and at most while its destination refuses them (then lines are dropped). */
const accessLogBatchBytes = 4_096;
export const accessLogHeldBytes = 1024 * 1024;

/**
 * The access log: one JSON line per read, to a file (appended to, opened now so that a bad path stops startup) or to
 * standard output (`-`). Lines are written synchronously a few KiB at a time, so they land in order and none is left
 * in flight when the process exits; a quiet origin's lines still land within a second, as nginx's `flush=1s` does. A
 * destination that refuses writes (a full disk) is logged, not fatal, and what waits for it is bounded.
 */
export function openAccessLog(destination: string, logger: Logger) {
  const dest = destination === '-' ? 1 : openSync(destination, 'a');
  const stream = pino.destination({
    dest,
    sync: true,
    minLength: accessLogBatchBytes,
    maxLength: accessLogHeldBytes,
    periodicFlush: 1_000,
  });
  stream.on('error', throttledErrorLog(logger, 'writing the access log failed', { destination }));
  let closed = false;
  return {
    /** Whether the line was taken; a read of a router mounted elsewhere may end after the log has closed, and is not. */
    write: (line: Fields) => !closed && stream.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`),
    /** Writes every line still held (synchronously: nothing is left for an exiting process to lose), then lets go of the file. */
    close: () => {
      closed = true;
      stream.end();
    },
  };
}

/** Longest message kept, and most stack frames kept, of a logged error. */
const maxMessageLength = 200;
const maxStackFrames = 10;

/**
 * What a log line says about `error`: its class and code, the start of its message, and its stack frames
 * (code locations only: the stack's first line repeats the message). `echoesInput` drops the message for
 * errors whose text may quote what a client sent, such as the MCP SDK's ("Unsupported protocol version: …").
 */
export function describeError(error: unknown, { echoesInput = false } = {}) {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, maxStackFrames)
    .map((line) => line.trim());
  return {
    name: error.name,
    ...((typeof code === 'string' || typeof code === 'number') && { code: typeof code === 'string' ? code.slice(0, 40) : code }),
    ...(!echoesInput && { message: error.message.slice(0, maxMessageLength) }),
    ...(frames.length > 0 && { stack: frames }),
  };
}

/** How often one kind of error is logged while it repeats. */
const errorLogIntervalMs = 10_000;

/**
 * A reporter for one kind of error: the first is logged at once, later ones at most once per interval, each
 * line counting the ones it stands for (`occurrences`), so a client repeating an error cannot grow the log.
 */
export function throttledErrorLog(logger: Logger, message: string, fields: Fields = {}, { echoesInput = false } = {}) {
  return throttled((occurrences, error: unknown) => {
    logger.error(message, { ...fields, occurrences, error: describeError(error, { echoesInput }) });
  }, errorLogIntervalMs);
}

/**
 * A warning repeated at most once per interval, with how many times it happened (`occurrences`): for events a
 * client can cause at will (its own protocol mistakes) or that last a while (descriptors running low). No stack
 * and no error text: neither is the operator's to act on.
 */
export function throttledWarning(logger: Logger, message: string, { intervalMs = errorLogIntervalMs } = {}) {
  return throttled((occurrences, fields: Fields) => logger.warn(message, { ...fields, occurrences }), intervalMs);
}

/** Calls `log` for the first event, then at most once per `intervalMs`, with the count of events it stands for. */
function throttled<T>(log: (occurrences: number, event: T) => void, intervalMs: number): (event: T) => void {
  let lastLogged = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (event) => {
    unlogged++;
    const now = Date.now();
    if (now - lastLogged < intervalMs) return;
    lastLogged = now;
    log(unlogged, event);
    unlogged = 0;
  };
}
