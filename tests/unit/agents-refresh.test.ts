// Locks in how the snapshot of the operators' address lists is refreshed: each list read in its operator's shape, its own date kept, and a list that fails or shrinks by more than half kept as it was; tests run offline on given bodies.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressLists, type ListSnapshot } from '../../content/address-lists.ts';
import { type Fetched, parseList, refreshLists, snapshotText } from '../../scripts/agents-refresh.ts';

const googleShape = (prefixes: readonly string[], creationTime = '2026-11-30T00:00:00.000000') =>
  JSON.stringify({
    creationTime,
    prefixes: prefixes.map((prefix) => (prefix.includes(':') ? { ipv6Prefix: prefix } : { ipv4Prefix: prefix })),
  });

describe('parseList', () => {
  test("Google's shape, which most operators copy: its prefixes and its own date", () => {
    assert.deepEqual(parseList('prefixes-json', googleShape(['192.0.2.0/24', '2001:db8::/32'])), {
      prefixes: ['192.0.2.0/24', '2001:db8::/32'],
      date: '2026-11-30',
    });
  });

  test('a web page of addresses: each address once, as its own prefix', () => {
    const page = '<table><tr><td>192.0.2.1</td></tr><tr><td>192.0.2.1</td><td>198.51.100.0/24</td></tr></table><p>v1.2 ffff</p>';
    assert.deepEqual(parseList('html-addresses', page), { prefixes: ['192.0.2.1/32', '198.51.100.0/24'], date: undefined });
  });

  const refusals: [string, Parameters<typeof parseList>[0], string][] = [
    ['not JSON', 'prefixes-json', '<html>moved</html>'],
    ['no prefixes', 'prefixes-json', '{"creationTime":"2026-01-01"}'],
    ['an empty list', 'prefixes-json', '{"prefixes":[]}'],
    ['an entry that is no prefix', 'prefixes-json', '{"prefixes":[{"ipv4Prefix":"192.0.2.0/24"},{"ipv4Prefix":"example.com"}]}'],
    ['a prefix longer than its family allows', 'prefixes-json', '{"prefixes":[{"ipv4Prefix":"192.0.2.0/33"}]}'],
    ['a page with no addresses', 'html-addresses', '<html>Service unavailable</html>'],
  ];
  for (const [name, shape, body] of refusals) test(`refuses ${name}`, () => assert.ok('failure' in parseList(shape, body)));
});

describe('refreshLists', () => {
  const [first, second] = addressLists;
  const previous: Record<string, ListSnapshot> = {
    [first?.id ?? '']: {
      url: first?.url ?? '',
      date: '2026-01-01',
      dated: 'fetched',
      prefixes: ['192.0.2.0/28', '192.0.2.16/28', '192.0.2.32/28'],
    },
    [second?.id ?? '']: { url: second?.url ?? '', date: '2026-01-01', dated: 'fetched', prefixes: ['198.51.100.0/24'] },
  };

  test('a list that shrinks by more than half, or fails, is kept as it was; the others are new', async () => {
    const bodies = new Map<string, Fetched>([
      [first?.url ?? '', { body: googleShape(['192.0.2.0/28']) }],
      [second?.url ?? '', { failure: 'HTTP 503' }],
    ]);
    const outcomes = await refreshLists(
      previous,
      async (url) => bodies.get(url) ?? { body: googleShape(['203.0.113.0/24'], 'x') },
      '2026-12-06',
    );
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    assert.deepEqual(byId.get(first?.id ?? '')?.snapshot, previous[first?.id ?? '']);
    assert.match(byId.get(first?.id ?? '')?.kept ?? '', /shrank from 3 prefixes to 1/);
    assert.deepEqual(byId.get(second?.id ?? '')?.snapshot, previous[second?.id ?? '']);
    assert.equal(byId.get(second?.id ?? '')?.kept, 'HTTP 503');
    const fresh = outcomes.filter(({ kept }) => kept === undefined);
    assert.equal(fresh.length, addressLists.length - 2);
    // A list with no date of its own is dated by the day it was fetched.
    assert.ok(fresh.every(({ snapshot }) => snapshot?.date === '2026-12-06' && snapshot.dated === 'fetched'));
    assert.doesNotThrow(() => snapshotText(outcomes), 'what it writes is valid against the schema');
  });
});
