// Fills `{{name}}` placeholders in prose with facts from content/, schemas/ and the built documents and contract, so prose never retypes them.
import {
  apiVersion,
  capabilities,
  contactEmail,
  limits,
  mcpTools,
  paths,
  productName,
  publicEndpoints,
} from '../../../content/constants.ts';
import { contentSignal, discoveryFiles } from '../../../content/discovery.ts';
import { errorBody } from '../../../content/error-body.ts';
import {
  answeredVersions,
  batchingProtocolVersion,
  fallbackProtocolVersion,
  mcpCapabilities,
  mcpErrors,
  mcpResourceList,
  mcpServerInfo,
  mcpToolList,
  modernProtocolVersion,
  noInputSchema,
} from '../../../content/mcp.ts';
import { documentationPages } from '../../../content/pages.ts';
import { permissionsDocument } from '../../../content/permissions.ts';
import { contract, documents, publicBaseUrl, sampleWeek as week, weekDays } from '../build/build-context.ts';
import { componentNames } from '../build/openapi.ts';
import { clockChangeNotes, shiftTable } from '../week/week-text.ts';
import { componentFieldList, headerTable, operationSections } from './api-reference.ts';
import { errorStatuses, mcpErrorTable, restErrorTable } from './error-tables.ts';
import { bullets, code, json, table } from './markdown-blocks.ts';
import { slug } from './render-markdown.ts';

const product = documents.product as { capabilities: string[]; limitations: string[] };
const { customerApi } = permissionsDocument;

/** The anchor of a document's field table on the API reference (the heading the reference writes for it). */
const fieldsLink = (component: string): string => `${paths.apiReference}#${slug(`Fields of ${component} (the 200 body)`)}`;

/** The value of every placeholder prose may use. */
const placeholderValues: Readonly<Record<string, string>> = {
  productName,
  contactEmail,
  apiVersion,
  baseUrl: publicBaseUrl,
  ...prefixed('paths', paths),
  ...prefixed('limits', {
    ...limits,
    mcpBodyKiB: limits.mcpBodyBytes / 1024,
    mcpAnswerKiB: limits.mcpAnswerBytes / 1024,
  }),
  ...prefixed('capabilities', capabilities),
  ...prefixed('tools', mcpTools),
  'list.capabilities': bullets(product.capabilities),
  'list.limitations': bullets(product.limitations),
  'list.boundaries': customerApi.boundaries.join(', '),
  'list.pages': bullets(
    documentationPages
      .filter((page) => page.path !== paths.developers)
      .map((page) => `[${page.navLabel}](${page.path}): ${page.description}`),
  ),
  'table.endpoints': table(
    ['Method', 'Path', 'Operation id', 'Capability', '200 body'],
    publicEndpoints.map((endpoint) => [
      'GET',
      code(endpoint.path),
      code(endpoint.operationId),
      code(endpoint.capability),
      endpoint.summary,
    ]),
  ),
  // A list, not a table: the paths and types are long, and a three-column table squeezes the notes to one word a line.
  'list.discovery': discoveryFiles
    .map((file) => `- [${code(file.path)}](${file.path}) (${code(file.contentType)}): ${file.note}`)
    .join('\n'),
  'discovery.contentSignal': contentSignal,
  'table.roles': table(
    ['Role', 'Boundary'],
    customerApi.roles.map((role) => [code(role.name), role.boundary]),
  ),
  'example.product': json(documents.product),
  'example.permissions': json(documents.permissions),
  'example.sampleWeek': json(documents.sampleWeek),
  'example.error': json(errorBody(429)),
  'example.notFound': json(errorBody(404)),
  'example.mcpError': json({ jsonrpc: '2.0', error: { code: mcpErrors.parse.code, message: mcpErrors.parse.message }, id: null }),
  'reference.operations': operationSections(contract),
  'reference.headers': headerTable(contract),
  'reference.errorFields': componentFieldList(contract, 'Error'),
  'errors.statuses': errorStatuses.join(', '),
  'errors.rest': restErrorTable(),
  'errors.mcp': mcpErrorTable(),
  'mcp.versions': answeredVersions.map(code).join(', '),
  'mcp.modernVersion': modernProtocolVersion,
  'mcp.fallbackVersion': fallbackProtocolVersion,
  'mcp.batchVersion': batchingProtocolVersion,
  'mcp.tools': table(
    ['Tool', 'Title', 'What it returns', 'Output schema'],
    mcpToolList.map((tool) => [
      code(tool.name),
      tool.title,
      tool.description,
      `[${componentNames[tool.document]}](${fieldsLink(componentNames[tool.document])})`,
    ]),
  ),
  'mcp.inputSchema': JSON.stringify(noInputSchema),
  'mcp.serverName': mcpServerInfo.name,
  'mcp.capabilities': JSON.stringify(mcpCapabilities),
  // The one-click install links in each editor's documented format: Cursor takes the mcp.json entry in base64, VS Code the entry with its name, URL-encoded.
  'mcp.cursorInstall': `cursor://anysphere.cursor-deeplink/mcp/install?name=turno&config=${Buffer.from(JSON.stringify({ url: publicBaseUrl + paths.mcp })).toString('base64')}`,
  'mcp.vscodeInstall': `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: 'turno', type: 'http', url: publicBaseUrl + paths.mcp }))}`,
  'mcp.resources': table(
    ['URI', 'MIME type', 'Name', 'What it is'],
    mcpResourceList.map((resource) => [
      code(publicBaseUrl + resource.path),
      code(resource.mimeType),
      code(resource.name),
      resource.description,
    ]),
  ),
  'week.timezone': week.timezone,
  'week.start': week.weekStart,
  'week.shiftCount': String(week.shifts.length),
  'week.shifts': shiftTable(week),
  'week.clockChanges': clockChangeNotes(week, weekDays),
};

function prefixed(prefix: string, values: Readonly<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, String(value)]));
}

/** `source` with every placeholder replaced, from `extra` (values only that source uses) or the shared table; an unknown placeholder fails the build. */
export function fillPlaceholders(source: string, sourceName: string, extra: Readonly<Record<string, string>> = {}): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = extra[name] ?? placeholderValues[name];
    if (value === undefined) throw new Error(`${sourceName}: unknown placeholder {{${name}}}`);
    return value;
  });
}
