// Opt-in (CHECK_RATE_LIMIT=1), after every other check: spends one endpoint's minute for this client to see the 429 the limits promise: the error object, a Retry-After of at most the window, readable by browser clients, never stored.
import { limits } from '../../content/constants.ts';
import { cacheControl, corsAllowOrigin } from '../../content/response-headers.ts';
import { createSchemaValidator, errorSchema } from '../../schemas/index.ts';
import { rateLimitCheck } from './budget.ts';
import { baseUrl, expect, test } from './fixtures.ts';
import { expectAnswer } from './policy.ts';

test(`${rateLimitCheck.path}: past ${limits.restPerMinute} a minute, a 429 with the error object and Retry-After`, async ({ http }) => {
  // A far deployment may take a while for a minute's worth of sequential requests.
  test.setTimeout(180_000);
  const url = baseUrl + rateLimitCheck.path;
  let response = await http.get(url);
  for (let sent = 1; response.status() === 200 && sent <= limits.restPerMinute; sent++) response = await http.get(url);
  expectAnswer(response, url, 429, 'application/json');
  const schemas = createSchemaValidator();
  const validate = schemas.compile(errorSchema);
  expect(validate(await response.json()) ? '' : schemas.errorsText(validate.errors), `GET ${url} (429): error object problems`).toBe('');
  const headers = response.headers();
  expect(headers['retry-after'], `GET ${url} (429): Retry-After`).toMatch(/^\d+$/);
  expect(Number(headers['retry-after']), `GET ${url} (429): Retry-After seconds`).toBeLessThanOrEqual(60);
  expect(headers['cache-control'], `GET ${url} (429): Cache-Control`).toBe(cacheControl.never);
  expect(headers['access-control-allow-origin'], `GET ${url} (429): Access-Control-Allow-Origin`).toBe(corsAllowOrigin);
  expect(headers.ratelimit, `GET ${url} (429): RateLimit says none remain`).toMatch(/;r=0(;|$)/);
});
