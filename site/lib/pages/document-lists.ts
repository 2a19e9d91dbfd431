// The lists the pages take from the documents (capabilities, limitations, the customer API's boundaries and roles), in the page's words: the documents state them in English, and the pages that list them show or link those documents as served.
import { mcpResourceList, mcpToolList } from '../../../content/mcp.ts';
import { permissionsDocument } from '../../../content/permissions.ts';
import type { Translate } from '../../../content/source-texts.ts';
import type { TableWords, Words } from '../../../content/words.ts';
import { documents } from '../build/build-context.ts';
import { bullets, code, table } from './markdown-blocks.ts';

const product = documents.product as { capabilities: string[]; limitations: string[] };
const { customerApi } = permissionsDocument;

/** Every text of the documents these lists say: what each translation must translate. */
export const documentListTexts: readonly string[] = [
  ...product.capabilities,
  ...product.limitations,
  ...customerApi.boundaries,
  ...customerApi.roles.map((role) => role.boundary),
  // What tools/list and resources/list say, in the MCP guide's tables (a tool's title is shown as sent).
  ...mcpToolList.map((tool) => tool.description),
  ...mcpResourceList.map((resource) => resource.description),
];

/** The lists' placeholders, each text in the page's words; a role keeps its name as sent. */
export function documentLists(translate: Translate, roleColumns: TableWords['roles'], series: Words['series']): Record<string, string> {
  return {
    'list.capabilities': bullets(product.capabilities.map(translate)),
    'list.limitations': bullets(product.limitations.map(translate)),
    'list.boundaries': series(customerApi.boundaries.map(translate)),
    'table.roles': table(
      roleColumns,
      customerApi.roles.map((role) => [code(role.name), translate(role.boundary)]),
    ),
  };
}
