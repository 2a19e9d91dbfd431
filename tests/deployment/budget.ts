// How many requests one run may send to each rate-limited endpoint: a fifth of the published per-minute limit, so a run scheduled every minute never earns a 429 and leaves four fifths of every limit to the client it runs as.
import { limits, paths, publicEndpoints } from '../../content/constants.ts';

/** The attachment in which each check leaves the requests it made, by path; the request-budget reporter adds them up. */
export const requestCountAttachment = 'requests-by-path';

/** The share of a published limit one run may use. */
export const budgetShare = 0.2;

/** Each rate-limited path: its published limit per minute and what one run may spend of it. */
export const requestBudgets: ReadonlyMap<string, { readonly limit: number; readonly budget: number }> = new Map(
  [...publicEndpoints.map((endpoint) => [endpoint.path, limits.restPerMinute] as const), [paths.mcp, limits.mcpPerMinute] as const].map(
    ([path, limit]) => [path, { limit, budget: Math.floor(limit * budgetShare) }],
  ),
);

/** CHECK_RATE_LIMIT=1 turns on the check of the 429, which spends this endpoint's whole minute for the client running the suite. */
export const rateLimitCheck = { enabled: process.env.CHECK_RATE_LIMIT === '1', path: paths.sampleWeek } as const;
