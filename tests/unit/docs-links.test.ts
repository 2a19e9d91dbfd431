// Locks in that the front-door documents stay short and every link in them leads to a file of this repository, and that LICENSE matches package.json.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The documents a newcomer reads first; their links must work on a fresh clone. */
const documents = [
  'README.md',
  'ARCHITECTURE.md',
  'deploy/README.md',
  'deploy/checks.md',
  'deploy/cloudflare.md',
  'deploy/netlify.md',
  'deploy/container.md',
  'deploy/mcp-registry.md',
  'deploy/agent-readiness.md',
  'scripts/bench/README.md',
];

/** The README must fit on about four screens. */
const maxReadmeLines = 200;

const read = (file: string): string => readFileSync(join(root, file), 'utf8');

/** The text without fenced blocks, whose lines are code, not headings or links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text without fenced blocks and code spans, where brackets and parentheses are code, not links. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`]*?\1/g, '');
}

/** Every link target: inline links and images `[text](target "title")`, and reference definitions `[label]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)];
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)];
  return [...inline, ...definitions].map((match) => (match[1] ?? '').replace(/^<|>$/g, ''));
}

/** Whether a target is a link into this repository, not a web address, mail address or an anchor of the same page. */
function isRepositoryLink(target: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');
}

/** GitHub's anchor for a heading: lower case, punctuation (code-span backticks included) dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => slug(match[1] ?? '')));
}

describe('the front-door documents', () => {
  test(`README.md has at most ${maxReadmeLines} lines`, () => {
    const lines = read('README.md').split('\n').length;
    assert.ok(lines <= maxReadmeLines, `README.md has ${lines} lines; move detail to ARCHITECTURE.md or deploy/README.md`);
  });

  for (const document of documents) {
    test(`${document}: every repository link resolves to a file, inside the repository`, () => {
      const problems: string[] = [];
      for (const target of linkTargets(read(document)).filter(isRepositoryLink)) {
        const [path = '', fragment] = target.split('#');
        const file = resolve(root, dirname(document), decodeURIComponent(path));
        const inRepository = relative(root, file).split(sep).join('/');
        if (inRepository.startsWith('../') || inRepository === '..') {
          problems.push(`${target}: outside the repository`);
        } else if (!existsSync(file)) {
          problems.push(`${target}: no such file`);
        } else if (
          fragment !== undefined &&
          fragment !== '' &&
          file.endsWith('.md') &&
          !anchorsOf(readFileSync(file, 'utf8')).has(fragment)
        ) {
          problems.push(`${target}: no heading with that anchor`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  test('the link reader finds inline, titled, bracketed and reference links, and none inside code', () => {
    const markdown = [
      'See [a](a.md), [b](<b c.md> "B"), ![pic](img/p.svg) and [d][ref].',
      '`[not](code.md)`',
      '```sh',
      'echo [not](fence.md)',
      '```',
      '[ref]: ../d.md#part',
    ].join('\n');
    assert.deepEqual(linkTargets(markdown), ['a.md', 'b c.md', 'img/p.svg', '../d.md#part']);
  });
});

test('LICENSE exists and is the license package.json declares', () => {
  const declared = (JSON.parse(read('package.json')) as { license?: string }).license;
  assert.ok(declared !== undefined, 'package.json declares no license');
  // The standard texts of MIT and ISC open with their name; the copyright line follows.
  assert.equal(read('LICENSE').split('\n')[0], `${declared} License`);
  assert.match(read('LICENSE'), /^Copyright \(c\) \d{4} /m);
});
