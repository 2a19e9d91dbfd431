// The origin's logger: one JSON line per event on stderr, injected so request paths never call console directly.

/** What the app logs through. Fields must never include cookies, credentials or request bodies. */
export interface Logger {
  info(message: string, fields?: Readonly<Record<string, unknown>>): void;
  error(message: string, fields?: Readonly<Record<string, unknown>>): void;
}

/** Writes one JSON object per line to stderr. */
export const jsonLineLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  error: (message, fields) => write('error', message, fields),
};

function write(level: string, message: string, fields: Readonly<Record<string, unknown>> = {}): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
}
