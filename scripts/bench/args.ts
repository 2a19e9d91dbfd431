// The benchmark's command line, parsed with node:util parseArgs: which scenarios run, how many rounds, which Node runs the servers, whether to profile.
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    /** A short proof that every scenario runs (npm test); timings mean nothing then. */
    smoke: { type: 'boolean', default: false },
    /** Runs just the scenarios whose name contains this text; given several times, those matching any of them. */
    only: { type: 'string', multiple: true },
    /** Alternating rounds measured per scenario (3 by default). */
    rounds: { type: 'string', default: '3' },
    /** Runs every server process (origins, baselines) on this Node major from npm, the rest of the benchmark on this Node. */
    node: { type: 'string' },
    /** Writes a V8 CPU profile of every origin process into bench-profiles/ (open in Chrome DevTools). */
    'cpu-prof': { type: 'boolean', default: false },
  },
  strict: true,
});

const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds=${values.rounds}: must be a whole number from 1`);

export const smoke = values.smoke;
export const nodeMajor = values.node;
export const profileArgs = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [];

/** Whether the scenario named `scenario` runs. */
export const selected = (scenario: string): boolean => values.only === undefined || values.only.some((text) => scenario.includes(text));

/**
 * Load settings: a short proof in smoke mode, several alternating rounds otherwise. A measured run lasts `seconds`,
 * or in smoke mode `requestsPerRun` requests (enough to prove the path answers, for a fraction of the CPU);
 * `warmUpRequests` go unmeasured to each server before a scenario, so the JIT has compiled its hot path before
 * anything counts.
 */
export const plan = smoke
  ? { rounds: 1, seconds: 1, requestsPerRun: 300, connections: 10, warmUpRequests: 200, floodClients: 2_000, settleSeconds: 0 }
  : { rounds, seconds: 4, requestsPerRun: undefined, connections: 50, warmUpRequests: 2_000, floodClients: 1_000_000, settleSeconds: 150 };

/**
 * autocannon's sample interval: a run ends on the tick after its last answer, so a smoke run of a few hundred
 * requests would otherwise last a whole second (the default tick), warm-ups included.
 */
export const sampling = smoke ? { sampleInt: 10 } : {};

/** Requests per second over a whole run: autocannon's own average is per sample interval, which smoke mode shortens. */
export const perSecond = (result: autocannon.Result): number => result.requests.total / Math.max(result.duration, 0.01);

/** How long one measured run lasts, as autocannon takes it. */
export const runLength = plan.requestsPerRun === undefined ? { duration: plan.seconds } : { amount: plan.requestsPerRun };
