// Locks in that the real build refuses bad inputs with one line per problem and a non-zero exit, and that it is deterministic.
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { isPublicHttpsOrigin } from '../content/base-url.ts';
import { words } from '../content/words.ts';
import { englishDigest } from '../site/lib/build/prose-drift.ts';
import { type BuildRun, buildCopy } from './helpers/build.ts';

/** Builds a copy changed by `change`, hands the run to `check`, and always removes the copy. */
async function withBuild(
  change: ((dir: string) => Promise<void>) | undefined,
  check: (run: BuildRun) => Promise<void> | void,
): Promise<void> {
  const run = await buildCopy(change);
  try {
    await check(run);
  } finally {
    await run.remove();
  }
}

/** Appends `text` to a file of the copy. */
const append = (file: string, text: string) => async (dir: string) =>
  writeFile(join(dir, file), (await readFile(join(dir, file), 'utf8')) + text);

/**
 * Appends `text` to an English page of the copy and marks each translation as brought up to date with it (its
 * first line names the new digest), so the build goes on to the check under test.
 */
const appendToEnglish = (name: string, text: string) => async (dir: string) => {
  await append(`content/${name}`, text)(dir);
  const digest = englishDigest(await readFile(join(dir, 'content', name), 'utf8'));
  for (const tag of ['pt-PT', 'es']) {
    const file = join(dir, 'content', tag, name);
    await writeFile(file, (await readFile(file, 'utf8')).replace(/sha256:[0-9a-f]{12}/, `sha256:${digest}`));
  }
};

/** The lines of the run that report problems (Astro prefixes them with `[ERROR] [discovery-artifacts]`). */
const reported = (run: BuildRun) =>
  run.lines
    .filter((line) => line.includes('[ERROR] [discovery-artifacts] '))
    .map((line) => line.split('[ERROR] [discovery-artifacts] ')[1]);

describe('the build fails, saying why', { timeout: 120_000 }, () => {
  test('a document that violates its schema: one line per problem, naming the path, and nothing built', async () => {
    const breakWeek = async (dir: string) => {
      const file = join(dir, 'content/sample-week.json');
      const week = JSON.parse(await readFile(file, 'utf8'));
      week.weekStart = '2026-02-30';
      week.timezone = 'Europe/Paris';
      await writeFile(file, JSON.stringify(week));
    };
    await withBuild(breakWeek, (run) => {
      assert.notEqual(run.exitCode, 0);
      assert.deepEqual(reported(run).slice(0, 2).sort(), [
        'sampleWeek.timezone: must be equal to constant',
        'sampleWeek.weekStart: must match format "date"',
      ]);
      assert.ok(run.lines.includes('2 problem(s) in the documents; nothing was built; see the lines above.'), run.lines.join('\n'));
    });
  });

  test('an unknown placeholder in the page source: the file and the placeholder', async () => {
    await withBuild(appendToEnglish('developers.md', '\nSee {{limits.unheardOf}}.\n'), (run) => {
      assert.notEqual(run.exitCode, 0);
      assert.equal(run.lines.filter((line) => line.includes('content/developers.md: unknown placeholder {{limits.unheardOf}}')).length, 1);
    });
  });

  test('HTML missing facts its Markdown states: one line per missing fact', async () => {
    // An HTML comment reaches the Markdown as written but is no visible text of the HTML. (The translations, which
    // lack the two numbers now, are named too: the build reports every check before it fails.)
    await withBuild(appendToEnglish('developers.md', '\n<!-- {{limits.mcpBodyBytes}} {{limits.mcpAnswerBytes}} -->\n'), (run) => {
      assert.notEqual(run.exitCode, 0);
      assert.deepEqual(
        reported(run).filter((line) => line?.includes('.html: lacks ')),
        [
          'en/developers.html: lacks "32768", which its Markdown twin states',
          'en/developers.html: lacks "524288", which its Markdown twin states',
        ],
      );
      assert.ok(run.lines.includes('2 problem(s) between pages and their Markdown twins; see the lines above.'), run.lines.join('\n'));
    });
  });
});

/**
 * A copy with a translation that states a number of its own and lacks a section, a Spanish sentence that calls
 * the rate limit a «tasa», a Portuguese request that «recebe» a status, and an llms.txt that links /mcp.
 */
async function plantTranslationAndDiscoveryProblems(dir: string): Promise<void> {
  await append('content/pt-PT/developers.md', '\nResponde em menos de 42 milissegundos.\n')(dir);
  await append('content/es/limits-and-errors.md', '\nLa tasa se aplica a cada cliente por separado.\n')(dir);
  await append('content/pt-PT/mcp-guide.md', '\nUm pedido com um corpo maior recebe `413`.\n')(dir);
  const file = join(dir, 'content/es/sample-week.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace('## Todos los turnos\n\n', ''));
  await append('content/llms.md', '- [MCP endpoint]({{baseUrl}}{{paths.mcp}}): POST only\n')(dir);
}

// One build for both: the build reports every check of the pages it wrote before it fails.
describe('the build checks what it wrote, naming every problem in one run', { timeout: 120_000 }, () => {
  let run: BuildRun | undefined;
  before(
    async () => {
      run = await buildCopy(plantTranslationAndDiscoveryProblems);
    },
    { timeout: 120_000 },
  );
  after(() => run?.remove());
  const planted = (): BuildRun => {
    assert.ok(run !== undefined, 'the planted build ran');
    return run;
  };

  test('a number of its own in a translation, and a section it lacks: one line each, naming the file and what differs', () => {
    assert.notEqual(planted().exitCode, 0);
    assert.deepEqual(
      reported(planted()).filter((line) => /\.md: (states|lacks) /.test(line ?? '')),
      [
        'pt-pt/developers.md: states number: 42 under "## Customer API boundary", which en/developers.md does not',
        'es/developers/sample-week.md: lacks a counterpart to section 3 of en/developers/sample-week.md ("## Every shift"): its headings are 2, not 3, or out of order',
      ],
    );
    assert.ok(
      planted().lines.includes('2 problem(s) between translations and their English pages; see the lines above.'),
      planted().lines.join('\n'),
    );
  });

  test('a variant its glossary replaces, in a translation: one line, naming the page, the variant and the term', () => {
    assert.notEqual(planted().exitCode, 0);
    assert.deepEqual(
      reported(planted()).filter((line) => line?.includes('glossary')),
      ['es/developers/limits-and-errors.md: says "tasa" for rate limit; content/es/glossary.ts has "límite de peticiones" for it'],
    );
    assert.ok(planted().lines.includes("1 problem(s) against each language's glossary; see the lines above."), planted().lines.join('\n'));
  });

  test('a request that receives a status, in a translation: one line, naming the page and what the language says instead', () => {
    assert.notEqual(planted().exitCode, 0);
    assert.deepEqual(
      reported(planted()).filter((line) => line?.includes('has a request receive')),
      [
        'pt-pt/developers/mcp.md: "recebe 413" has a request receive a status or an error object; say what the server does («o servidor devolve…», «é recusado com…»)',
      ],
    );
    assert.ok(
      planted().lines.includes("1 problem(s) in the translations' sentence shapes; see the lines above."),
      planted().lines.join('\n'),
    );
  });

  test('an llms.txt that links the POST-only MCP endpoint: one line, and nothing listed for the origin', () => {
    assert.notEqual(planted().exitCode, 0);
    assert.deepEqual(
      reported(planted()).filter((line) => line?.startsWith('/')),
      ['/llms.txt: links /mcp, which only answers POST'],
    );
    assert.ok(planted().lines.includes('1 problem(s) in the discovery files; see the lines above.'), planted().lines.join('\n'));
  });
});

/** Each carries digits the limits also use (120, 60, 32768, 10): the agreement check must not read them as facts. */
const operatorAddresses = ['https://api.example.com:8060', 'https://turno120.example', 'http://10.60.0.5:32768'] as const;

// A suite's timeout bounds all its tests together: four builds, on cores the browser files share.
describe('the build works for any operator address', { timeout: 300_000 }, () => {
  /** The first address's build, which the determinism test builds again and compares with. */
  let first: BuildRun | undefined;
  after(() => first?.remove());

  for (const [index, baseUrl] of operatorAddresses.entries()) {
    test(`PUBLIC_BASE_URL=${baseUrl}: built, and the documents link under it`, async () => {
      const run = await buildCopy(undefined, { PUBLIC_BASE_URL: baseUrl });
      try {
        assert.equal(run.exitCode, 0, run.lines.join('\n'));
        const product = JSON.parse(await readFile(join(run.dir, 'dist/site/api/public/product'), 'utf8'));
        assert.equal(product.links.mcp, `${baseUrl}/mcp`);
        // A vendor's cloud connects to the URL the guide gives for a custom connector: the endpoint when it is public
        // HTTPS, a stand-in for the reader's own in the reader's words otherwise (the last address is private HTTP).
        const guide = await readFile(join(run.dir, 'dist/site/pt-pt/developers/mcp.md'), 'utf8');
        const connectorUrl = index < 2 ? `${baseUrl}/mcp` : `${words['pt-PT'].yourOrigin}/mcp`;
        assert.equal(isPublicHttpsOrigin(baseUrl), index < 2);
        assert.ok(guide.includes(`cole o URL HTTPS público do endpoint, \`${connectorUrl}\``), `the connector URL is ${connectorUrl}`);
      } finally {
        if (index === 0) first = run;
        else await run.remove();
      }
    });
  }

  test('two builds of the same inputs are byte-for-byte the same (deterministic), manifest and ETags included', async () => {
    // Built here when this test runs alone.
    first ??= await buildCopy(undefined, { PUBLIC_BASE_URL: operatorAddresses[0] });
    assert.equal(first.exitCode, 0, first.lines.join('\n'));
    const second = await buildCopy(undefined, { PUBLIC_BASE_URL: operatorAddresses[0] });
    try {
      assert.equal(second.exitCode, 0, second.lines.join('\n'));
      const [a, b] = await Promise.all([tree(join(first.dir, 'dist')), tree(join(second.dir, 'dist'))]);
      assert.deepEqual([...a.keys()], [...b.keys()]);
      assert.ok(a.has('/manifest.json') && a.has('/site/api/public/examples/weekly'));
      for (const [file, bytes] of a) assert.ok(bytes.equals(b.get(file) ?? Buffer.alloc(0)), `${file} differs`);
    } finally {
      await second.remove();
    }
  });
});

describe('a change to the English (a schema, a page) fails the build until every language has caught up', { timeout: 120_000 }, () => {
  const addField = async (dir: string) => {
    const file = join(dir, 'schemas/product.schema.json');
    const schema = JSON.parse(await readFile(file, 'utf8'));
    schema.properties.slogan = { description: 'A field only this test adds.', type: 'string', maxLength: 80 };
    await writeFile(file, JSON.stringify(schema));
  };
  /** Adds one translation of the new field's description to a language's source texts. */
  const translate = (tag: string, translation: string) => async (dir: string) => {
    const file = join(dir, `content/${tag}/source-texts.ts`);
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace(/\n\};\n$/, `\n  'A field only this test adds.': '${translation}',\n};\n`));
  };

  test('the new English description alone fails the build before any page, one line per language that lacks it', async () => {
    await withBuild(addField, (run) => {
      assert.notEqual(run.exitCode, 0);
      assert.deepEqual(
        reported(run).filter((line) => line?.startsWith('content/')),
        [
          'content/pt-PT/source-texts.ts: no translation of "A field only this test adds." (new, or its English changed)',
          'content/es/source-texts.ts: no translation of "A field only this test adds." (new, or its English changed)',
        ],
      );
      assert.ok(run.lines.includes('2 problem(s) between the English source texts and their translations; see the lines above.'));
    });
  });

  test('a changed English page: the build fails before any page, one line per translation that has not caught up', async () => {
    await withBuild(append('content/limits-and-errors.md', '\nEvery limit is per client.\n'), (run) => {
      assert.notEqual(run.exitCode, 0);
      const stale = reported(run).filter((line) => line?.includes('bring the translation up to date'));
      assert.deepEqual(
        stale.map((line) => line?.split(':')[0]),
        ['content/pt-PT/limits-and-errors.md', 'content/es/limits-and-errors.md'],
      );
      assert.ok(run.lines.includes('2 problem(s) between the English pages and their translations; see the lines above.'));
    });
  });

  test('with its translations: built, each language showing the field in its own words', async () => {
    const change = async (dir: string) => {
      await addField(dir);
      await translate('pt-PT', 'Um campo que só este teste acrescenta.')(dir);
      await translate('es', 'Un campo que solo añade esta prueba.')(dir);
    };
    await withBuild(change, async (run) => {
      assert.equal(run.exitCode, 0, run.lines.join('\n'));
      const reference = await readFile(join(run.dir, 'dist/site/en/developers/api.md'), 'utf8');
      assert.ok(reference.includes('\n- `slogan` (string, optional): A field only this test adds. At most 80 characters.\n'), reference);
      assert.ok((await readFile(join(run.dir, 'dist/site/en/developers/api.html'), 'utf8')).includes('A field only this test adds.'));
      const portuguese = await readFile(join(run.dir, 'dist/site/pt-pt/developers/api.md'), 'utf8');
      // After the field's colon the description starts in lower case, as Portuguese and Spanish write it.
      assert.ok(portuguese.includes('- `slogan` (cadeia de caracteres, opcional): um campo que só este teste acrescenta.'), portuguese);
      const spanish = await readFile(join(run.dir, 'dist/site/es/developers/api.md'), 'utf8');
      assert.ok(spanish.includes('- `slogan` (cadena, opcional): un campo que solo añade esta prueba.'), spanish);
    });
  });
});

/** Every file under `dir` with its bytes, by relative path. */
async function tree(dir: string): Promise<Map<string, Buffer>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(
    files.map(
      async (entry): Promise<[string, Buffer]> => [
        join(entry.parentPath, entry.name).slice(dir.length),
        await readFile(join(entry.parentPath, entry.name)),
      ],
    ),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}
