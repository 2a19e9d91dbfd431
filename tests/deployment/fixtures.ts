// The deployment under check (BASE_URL) and the fixtures every check uses: each request is counted by path, so the run can show how far below the published limits it stays.
import { type APIResponse, test as base } from '@playwright/test';
import { parsePublicBaseUrl } from '../../content/base-url.ts';
import { requestCountAttachment } from './budget.ts';

export { expect } from '@playwright/test';

/** The deployment's address from BASE_URL, an origin such as https://turno.example; a clear error when it is missing or not one. */
export function deploymentUrl(raw: string | undefined = process.env.BASE_URL): string {
  if (raw === undefined || raw.trim() === '') {
    throw new Error('BASE_URL is not set: name the deployment to check, e.g. BASE_URL=https://turno.example npx playwright test');
  }
  const parsed = parsePublicBaseUrl(raw.trim());
  if ('problem' in parsed) throw new Error(`BASE_URL=${raw}: ${parsed.problem}`);
  return parsed.value;
}

/** The deployment under check: every absolute link it publishes must be under this address. */
export const baseUrl = deploymentUrl();

/** The key a request is counted under: its path on the deployment, or the whole URL elsewhere. */
function countKey(url: string): string {
  const parsed = new URL(url, baseUrl);
  return parsed.origin === baseUrl ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

/** Counts one request to `url`. */
function tally(counted: Map<string, number>, url: string): void {
  const key = countKey(url);
  counted.set(key, (counted.get(key) ?? 0) + 1);
}

/** Requests to the deployment, counted, never following a redirect (so each one the server sees is counted once). */
export interface Http {
  /** GET of a path or absolute URL. */
  get(target: string, headers?: Readonly<Record<string, string>>): Promise<APIResponse>;
  /** A fetch for clients that bring their own HTTP (the MCP client). */
  readonly fetch: typeof fetch;
}

interface Fixtures {
  /** Requests this check made, by path. */
  counted: Map<string, number>;
  http: Http;
}

export const test = base.extend<Fixtures>({
  counted: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use, testInfo) => {
      const counted = new Map<string, number>();
      await use(counted);
      await testInfo.attach(requestCountAttachment, { body: JSON.stringify(Object.fromEntries(counted)), contentType: 'application/json' });
    },
    { auto: true },
  ],
  http: async ({ request, counted }, use) => {
    await use({
      get: (target, headers = {}) => {
        tally(counted, target);
        return request.get(target, { headers, maxRedirects: 0, failOnStatusCode: false });
      },
      fetch: (input, init) => {
        tally(counted, input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
  },
  page: async ({ page, counted }, use) => {
    page.on('request', (sent) => tally(counted, sent.url()));
    await use(page);
  },
});
