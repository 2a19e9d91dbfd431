// Locks in every rule the spec sets for the three documents, as a client reads them from the running origin.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { type DocumentKey, publicEndpoints } from '../content/constants.ts';
import { buildDocuments } from '../site/lib/build/documents.ts';
import { validateDocuments } from '../site/lib/build/validate.ts';
import { originForFile } from './helpers/origin.ts';

type Json = Record<string, unknown> & { [key: string]: unknown };

const origin = originForFile();
const documents: Record<string, Json> = {};

before(async () => {
  await origin.started();
  for (const endpoint of publicEndpoints) {
    const response = await fetch(origin.url + endpoint.path);
    assert.equal(response.status, 200);
    documents[endpoint.document] = (await response.json()) as Json;
  }
});

describe('product document', () => {
  test('has exactly the spec fields, with its constants', () => {
    const product = documents.product as Json;
    assert.deepEqual(Object.keys(product).sort(), [
      'capabilities',
      'category',
      'contact',
      'description',
      'languages',
      'limitations',
      'links',
      'location',
      'markets',
      'name',
      'url',
    ]);
    assert.equal(product.name, 'Turno');
    assert.equal(product.category, 'Workforce scheduling software');
    assert.equal(product.url, 'http://localhost:3000');
    assert.match(String(product.contact), /^[^@\s]+@[^@\s]+\.example$/);
    assert.deepEqual(product.location, { city: 'Lisbon', country: 'PT' });
    for (const tag of product.languages as string[]) assert.equal(Intl.getCanonicalLocales(tag)[0], tag);
  });

  test('states the four limitations of the spec in plain words', () => {
    const limitations = (documents.product as Json).limitations as string[];
    const text = limitations.join(' ').toLowerCase();
    for (const phrase of [
      'payroll',
      'payment processing',
      'legal compliance',
      'synthetic examples only',
      'self-serve business trial',
      'delegated agent access',
    ]) {
      assert.ok(text.includes(phrase), `limitations mention "${phrase}"`);
    }
  });

  test('links are absolute and each one resolves on this origin', async () => {
    const links = (documents.product as Json).links as Record<string, string>;
    assert.deepEqual(links, {
      documentation: 'http://localhost:3000/en/developers',
      openapi: 'http://localhost:3000/openapi.json',
      permissions: 'http://localhost:3000/api/public/permissions',
      example: 'http://localhost:3000/api/public/examples/weekly',
      mcp: 'http://localhost:3000/mcp',
    });
    for (const [name, link] of Object.entries(links)) {
      if (name === 'mcp') continue; // POST-only; its own tests cover it.
      const response = await fetch(origin.url + new URL(link).pathname);
      assert.equal(response.status, 200, link);
    }
  });
});

describe('permissions document', () => {
  test('is exactly the spec: no authentication, two read-only capabilities, the customer-API boundary', () => {
    const permissions = documents.permissions as Json;
    assert.equal(permissions.authentication, 'none');
    assert.deepEqual(
      (permissions.capabilities as Json[]).map(({ name, endpoints, readOnly }) => ({ name, endpoints, readOnly })),
      [
        { name: 'product:read', endpoints: ['/api/public/product', '/api/public/permissions'], readOnly: true },
        { name: 'examples:read', endpoints: ['/api/public/examples/weekly'], readOnly: true },
      ],
    );
    const customerApi = permissions.customerApi as Json;
    assert.equal(customerApi.authentication, 'email magic link and session cookie');
    assert.equal(customerApi.oauthSupported, false);
    assert.equal(customerApi.selfServeKeys, false);
    assert.equal(customerApi.delegatedAgentAccess, false);
    assert.deepEqual(customerApi.boundaries, ['active membership', 'tenant isolation', 'assigned stores', 'server-side role checks']);
    const roles = customerApi.roles as { name: string; boundary: string }[];
    assert.deepEqual(
      roles.map((role) => role.name),
      ['owner', 'manager', 'worker'],
    );
    assert.match(roles[0]?.boundary ?? '', /own tenant and its stores; no other tenant's data/i);
    assert.match(roles[1]?.boundary ?? '', /assigned stores within the active tenant membership/i);
    assert.match(roles[2]?.boundary ?? '', /own schedule and permitted employee workflows in assigned stores/i);
  });
});

describe('sample week document', () => {
  interface Shift {
    id: string;
    employeeId: string;
    startsAt: string;
    endsAt: string;
    breaks: { startsAt: string; endsAt: string }[];
  }
  const week = () => documents.sampleWeek as Json;
  const shifts = () => week().shifts as Shift[];
  const ms = (dateTime: string) => Date.parse(dateTime);
  const hour = 3_600_000;

  test('is synthetic, in Europe/Lisbon, and says it is fictional and not customer data', () => {
    assert.equal(week().synthetic, true);
    assert.equal(week().timezone, 'Europe/Lisbon');
    const description = String(week().description).toLowerCase();
    for (const phrase of ['fictional', 'not customer data', 'business sandbox', 'legal compliance assessment']) {
      assert.ok(description.includes(phrase), `description says "${phrase}"`);
    }
  });

  test('starts on a Monday and covers all seven days with at least 12 shifts of at least 4 employees', () => {
    const weekStart = String(week().weekStart);
    assert.equal(new Date(`${weekStart}T12:00:00Z`).getUTCDay(), 1);
    assert.ok(shifts().length >= 12);
    assert.ok(new Set(shifts().map((shift) => shift.employeeId)).size >= 4);
    const days = new Set(shifts().map((shift) => shift.startsAt.slice(0, 10)));
    const expected = Array.from({ length: 7 }, (_, day) =>
      new Date(ms(`${weekStart}T12:00:00Z`) + day * 24 * hour).toISOString().slice(0, 10),
    );
    assert.deepEqual([...days].sort(), expected);
  });

  test('every date-time carries the correct Europe/Lisbon offset for its instant', () => {
    const lisbonOffset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' });
    const all = shifts().flatMap((shift) => [
      shift.startsAt,
      shift.endsAt,
      ...shift.breaks.flatMap((pause) => [pause.startsAt, pause.endsAt]),
    ]);
    for (const dateTime of all) {
      const zone = lisbonOffset.formatToParts(new Date(dateTime)).find((part) => part.type === 'timeZoneName')?.value;
      const expected = zone === 'GMT' ? '+00:00' : zone?.replace('GMT', '');
      assert.equal(dateTime.slice(-6) === 'Z' ? '+00:00' : dateTime.slice(-6), expected, dateTime);
    }
  });

  test('ids are unique, shifts end after they start, and no employee is double-booked', () => {
    assert.equal(new Set(shifts().map((shift) => shift.id)).size, shifts().length);
    for (const shift of shifts()) assert.ok(ms(shift.endsAt) > ms(shift.startsAt), shift.id);
    for (const employee of new Set(shifts().map((shift) => shift.employeeId))) {
      const sorted = shifts()
        .filter((shift) => shift.employeeId === employee)
        .toSorted((a, b) => ms(a.startsAt) - ms(b.startsAt));
      for (let i = 1; i < sorted.length; i++) {
        assert.ok(ms(sorted[i]?.startsAt ?? '') >= ms(sorted[i - 1]?.endsAt ?? ''), `${employee} overlaps at ${sorted[i]?.id}`);
      }
    }
  });

  test('shifts over 6 hours have breaks, and every break lies inside its shift', () => {
    for (const shift of shifts()) {
      if (ms(shift.endsAt) - ms(shift.startsAt) > 6 * hour) assert.ok(shift.breaks.length > 0, `${shift.id} needs a break`);
      for (const pause of shift.breaks) {
        assert.ok(ms(pause.startsAt) >= ms(shift.startsAt) && ms(pause.endsAt) <= ms(shift.endsAt), `${shift.id} break inside`);
        assert.ok(ms(pause.endsAt) > ms(pause.startsAt));
      }
    }
  });
});

describe('build-time validation', () => {
  type Documents = Record<DocumentKey, Json>;
  const valid = buildDocuments('http://localhost:3000') as Documents;
  const broken = (change: (documents: Documents) => void) => {
    const copy = structuredClone(valid);
    change(copy);
    return validateDocuments(copy);
  };

  test('accepts the real documents', () => {
    assert.deepEqual(validateDocuments(valid), []);
  });

  const cases: [string, (documents: Documents) => void, string[]][] = [
    ['a link that is not a URI', (d) => ((d.product.links as Json).mcp = 'not a uri'), ['product.links.mcp: must match format "uri"']],
    ['an extra property', (d) => (d.product.price = 0), ['product: must NOT have additional properties (price)']],
    ['a missing property', (d) => delete d.permissions.customerApi, ["permissions: must have required property 'customerApi'"]],
    [
      'a wrong constant',
      (d) => ((d.permissions.customerApi as Json).oauthSupported = true),
      ['permissions.customerApi.oauthSupported: must be equal to constant'],
    ],
    ['an impossible calendar date', (d) => (d.sampleWeek.weekStart = '2026-02-30'), ['sampleWeek.weekStart: must match format "date"']],
    [
      'a date-time without an offset',
      (d) => (((d.sampleWeek.shifts as Json[])[0] as Json).startsAt = '2026-10-19T09:00:00'),
      ['sampleWeek.shifts[0].startsAt: must match pattern', 'sampleWeek.shifts[0].startsAt: must match format "date-time"'],
    ],
    [
      'a +HHMM offset without the colon',
      (d) => (((d.sampleWeek.shifts as Json[])[0] as Json).endsAt = '2026-10-19T17:00:00+0100'),
      ['sampleWeek.shifts[0].endsAt: must match pattern'],
    ],
    [
      'a three-letter country',
      (d) => ((d.product.location as Json).country = 'PRT'),
      ['product.location.country: must match pattern "^[A-Z]{2}$"'],
    ],
    ['an invalid e-mail', (d) => (d.product.contact = 'hello at turno'), ['product.contact: must match format "email"']],
  ];
  for (const [name, change, expected] of cases) {
    test(`fails on ${name}, one line per problem naming the path`, () => {
      const problems = broken(change);
      assert.equal(problems.length, expected.length, problems.join('\n'));
      for (const [index, line] of expected.entries()) {
        assert.ok(problems[index]?.startsWith(line), `${problems[index]} starts with ${line}`);
      }
    });
  }
});
