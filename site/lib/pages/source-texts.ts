// Which English source texts the pages translate, found by rendering the generated sections once in English and noting every text they pass to `translate`; and the drift between them and each language's translations.
import { type SourceTexts, sourceTextsByLanguage } from '../../../content/source-texts.ts';
import { words } from '../../../content/words.ts';
import { componentFieldList, headerTable, operationSections } from './api-reference.ts';
import { documentListTexts } from './document-lists.ts';
import { mcpErrorTable, restErrorTable } from './error-tables.ts';

type Node = Readonly<Record<string, unknown>>;

/** Every English text a translated page shows in its own words, in the order the pages first ask for it. */
export function englishSourceTexts(contract: Node): readonly string[] {
  const asked = new Set<string>();
  const translate = (english: string): string => {
    asked.add(english);
    return english;
  };
  const { reference, tables, errors } = words.en;
  operationSections(contract, reference, translate);
  headerTable(contract, reference, tables.responseHeaders, translate);
  componentFieldList(contract, 'Error', reference, translate);
  restErrorTable(tables.restErrors, errors, translate);
  mcpErrorTable(tables.mcpErrors, errors, translate);
  for (const text of documentListTexts) asked.add(text);
  return [...asked];
}

/**
 * One line per English text a language does not translate (new, or changed since it was translated) and per
 * translation whose English no page shows any more (stale): a changed English text fails the build until every
 * language has caught up.
 */
export function sourceTextProblems(contract: Node, tables: Readonly<Record<string, SourceTexts>> = sourceTextsByLanguage): string[] {
  const english = englishSourceTexts(contract);
  const current = new Set(english);
  return Object.entries(tables).flatMap(([tag, table]) => [
    ...english
      .filter((text) => !Object.hasOwn(table, text))
      .map((text) => `content/${tag}/source-texts.ts: no translation of ${JSON.stringify(text)} (new, or its English changed)`),
    ...Object.keys(table)
      .filter((text) => !current.has(text))
      .map((text) => `content/${tag}/source-texts.ts: stale entry ${JSON.stringify(text)}: no page shows that English any more`),
  ]);
}
