// What a rate-limit counter store is to the limiter, whether it keeps counts in memory or in Redis.

/** A client's count in its current window, as it stood right after a request was counted. */
export interface WindowCount {
  readonly totalHits: number;
  /** When the client's window ends, in epoch milliseconds. */
  readonly resetTime: number;
}

/** Where requests are counted: `increment` counts `hits` requests and returns the count as it stood right then. */
export interface CounterStore {
  increment(key: string, hits: number): WindowCount | Promise<WindowCount>;
  close(): void | Promise<void>;
}
