// The lists the pages quote from the documents (capabilities, limitations, the customer API's boundaries and roles): as the documents state them, in English; on a translated page each quoted as a literal beside its translation.
import type { LanguageTag } from '../../../content/languages.ts';
import { mcpResourceList, mcpToolList } from '../../../content/mcp.ts';
import { permissionsDocument } from '../../../content/permissions.ts';
import type { Translate } from '../../../content/source-texts.ts';
import type { TableWords } from '../../../content/words.ts';
import { documents } from '../build/build-context.ts';
import { quote } from './error-tables.ts';
import { bullets, code, table } from './markdown-blocks.ts';

const product = documents.product as { capabilities: string[]; limitations: string[] };
const { customerApi } = permissionsDocument;

/** Every text of the documents these lists quote: what each translation must translate. */
export const documentListTexts: readonly string[] = [
  ...product.capabilities,
  ...product.limitations,
  ...customerApi.boundaries,
  ...customerApi.roles.map((role) => role.boundary),
  // What tools/list and resources/list say, quoted in the MCP guide's tables.
  ...mcpToolList.flatMap((tool) => [tool.title, tool.description]),
  ...mcpResourceList.map((resource) => resource.description),
];

/** A text the interface sends, as a page in `tag` shows it: as is in English, else «literal» (translation). */
export const quotedIn =
  (tag: LanguageTag, translate: Translate) =>
  (text: string): string =>
    tag === 'en' ? text : `${quote(text)} (${translate(text)})`;

/** The lists' placeholders in `tag`: English as the documents say it, or «literal» (translation) in another language. */
export function documentLists(tag: LanguageTag, translate: Translate, roleColumns: TableWords['roles']): Record<string, string> {
  const quoted = quotedIn(tag, translate);
  return {
    'list.capabilities': bullets(product.capabilities.map(quoted)),
    'list.limitations': bullets(product.limitations.map(quoted)),
    'list.boundaries': customerApi.boundaries.map(quoted).join(', '),
    'table.roles': table(
      roleColumns,
      customerApi.roles.map((role) => [code(role.name), quoted(role.boundary)]),
    ),
  };
}
