// Locks in how Accept, Accept-Encoding and Accept-Language choose among the built representations, codings and languages (unit level, no server).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { encodings } from '../../schemas/manifest.ts';
import type { Artifact, Representation } from '../../server/artifacts.ts';
import { negotiateEncoding, negotiateLanguage, negotiateRepresentation } from '../../server/negotiate.ts';

const html = 'text/html; charset=utf-8';
const markdown = 'text/markdown; charset=utf-8';
const refused = undefined;

/** A representation as loadArtifacts prepares a compressed one: every coding, in the manifest's order. */
function prepared(contentType: string): Representation {
  const body = { body: Buffer.alloc(0), etag: '"e"', okFields: [], notModifiedFields: [] };
  return { contentType, bodies: { identity: body, br: body, gzip: body }, encodings: [...encodings] };
}

/** A built path with these representations, HTML first as the build orders a page's. */
function built(...contentTypes: string[]): Artifact {
  return { path: '/p', headers: {}, representations: contentTypes.map(prepared), mediaTypes: contentTypes };
}

describe('negotiateRepresentation on a negotiated page', () => {
  const page = built(html, markdown);
  const table: [string, string | undefined, string | undefined][] = [
    ['no Accept header', undefined, html],
    ['an empty header', '', html],
    ['a blank header', '   ', html],
    ['*/*', '*/*', html],
    ['text/*', 'text/*', html],
    ['text/markdown', 'text/markdown', markdown],
    ['higher q wins', 'text/html;q=0.5, text/markdown', markdown],
    ['higher q wins over client order', 'text/markdown;q=0.9, text/html', html],
    ['both named at equal q: the client order', 'text/markdown, text/html', markdown],
    ['specific beats wildcard at equal q', 'text/*;q=0.5, text/markdown', markdown],
    ['q=0 refuses a type, */* takes the rest', 'text/markdown;q=0, */*', html],
    ['q=0 refuses a type, text/* takes the rest', 'text/html;q=0, text/*', markdown],
    ['q=0 on everything', '*/*;q=0', refused],
    ['our charset, any case', 'text/markdown; charset=UTF-8', markdown],
    ['parameters with spaces and quotes', 'text/markdown ; charset = "utf-8"', markdown],
    ['another charset only', 'text/markdown; charset=iso-8859-1', refused],
    ['a parameter we do not serve', 'text/html; level=1', refused],
    ['malformed: a bare type', 'text', refused],
    ['malformed: no type', '/markdown', refused],
    ['malformed: punctuation only', ',', refused],
    ['malformed: junk', 'garbage', refused],
    ['malformed: a q that is no number', 'text/markdown;q=abc', refused],
  ];
  for (const [name, accept, expected] of table) {
    test(`${name}: ${expected ?? '406'}`, () => {
      const chosen = negotiateRepresentation(page, accept === undefined ? {} : { accept });
      assert.equal(chosen?.contentType, expected);
    });
  }
});

test('a path with one representation answers it whatever the Accept', () => {
  assert.equal(negotiateRepresentation(built('application/json'), { accept: 'text/html' })?.contentType, 'application/json');
});

describe('negotiateEncoding', () => {
  const representation = prepared(markdown);
  const table: [string | undefined, string | undefined][] = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['compress', 'identity'],
    ['identity;q=0', undefined],
    ['*;q=0', undefined],
  ];
  for (const [acceptEncoding, expected] of table) {
    test(`Accept-Encoding ${JSON.stringify(acceptEncoding)}: ${expected ?? 'none acceptable'}`, () => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      assert.equal(negotiateEncoding(representation, headers), expected);
    });
  }
});

describe('negotiateLanguage among the languages of the documentation', () => {
  const ours = ['en', 'pt-PT', 'es'];
  const table: [string, string | undefined, string][] = [
    ['no Accept-Language', undefined, 'en'],
    ['an empty header', '', 'en'],
    ['European Portuguese first, Portuguese after', 'pt-PT,pt;q=0.9', 'pt-PT'],
    ['Spanish as spoken in Spain (a tag under one of ours)', 'es-ES', 'es'],
    ['Latin American Spanish', 'es-419,es;q=0.9', 'es'],
    ['Portuguese, no region (a range over one of ours)', 'pt', 'pt-PT'],
    ['Brazilian Portuguese: the closest we have by language', 'pt-BR', 'pt-PT'],
    ['case does not matter', 'PT-pt', 'pt-PT'],
    ['French only: the default', 'fr', 'en'],
    ['French, then Spanish', 'fr, es;q=0.5', 'es'],
    ['q-values decide, not order', 'es;q=0.2, pt-PT;q=0.8, en;q=0.5', 'pt-PT'],
    ['Spanish refused, Portuguese accepted', 'es;q=0, pt;q=0.3', 'pt-PT'],
    ['the wildcard: the default', '*', 'en'],
    ['a browser in Lisbon', 'pt-PT,pt;q=0.9,en-US;q=0.8,en;q=0.7', 'pt-PT'],
    ['garbage: the default', ';;;,,q=x', 'en'],
  ];
  for (const [name, acceptLanguage, expected] of table) {
    test(`${name} → ${expected}`, () => {
      const headers = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
      assert.equal(negotiateLanguage(ours, headers), expected);
    });
  }
});
