// How many requests one client may have parsed in one event-loop turn, so that a pipelining client cannot hold the loop.

/** Requests parsed in the event-loop turn `turn`, by everything that shares this budget. */
export interface TurnBudget {
  open: number;
  requests: number;
  turn: number;
}

/**
 * Most requests one client address (or one connection of a trusted proxy, which carries many clients) may have
 * parsed in one event-loop turn. Node parses every request of a read (up to 32 reads of 64 KiB per turn) before
 * answering any: a client pipelining thousands of tiny requests over its connections would hold the loop, and
 * everyone else, for seconds. Browsers do not pipeline at all; 128 leaves room for clients that do.
 */
export const maxRequestsPerTurn = 128;

/** The current event-loop turn: a number that changes once the loop has moved on (checked after I/O). */
let turn = 0;
let turnEnding = false;
function currentTurn(): number {
  if (!turnEnding) {
    turnEnding = true;
    setImmediate(() => {
      turn++;
      turnEnding = false;
    });
  }
  return turn;
}

/** Counts one request against `budget`; false once it has had more than `maxRequestsPerTurn` in this turn. */
export function countInTurn(budget: TurnBudget): boolean {
  const now = currentTurn();
  if (budget.turn !== now) {
    budget.turn = now;
    budget.requests = 0;
  }
  return ++budget.requests <= maxRequestsPerTurn;
}
