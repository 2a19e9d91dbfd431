// Fills `{{name}}` placeholders in prose with facts from the constants module and the built documents, so prose never retypes them.
import { apiVersion, capabilities, contactEmail, limits, mcpTools, paths, productName, publicEndpoints } from '../../content/constants.ts';
import { errorBody } from '../../content/error-body.ts';
import { permissionsDocument } from '../../content/permissions.ts';
import { documents, publicBaseUrl } from './build-context.ts';

const json = (value: unknown): string => JSON.stringify(value, null, 2);
const bullets = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');
const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

const product = documents.product as { capabilities: string[]; limitations: string[] };
const { customerApi } = permissionsDocument;

/** The value of every placeholder prose may use. */
export const placeholderValues: Readonly<Record<string, string>> = {
  productName,
  contactEmail,
  apiVersion,
  baseUrl: publicBaseUrl,
  ...prefixed('paths', paths),
  ...prefixed('limits', { ...limits, mcpBodyKiB: limits.mcpBodyBytes / 1024 }),
  ...prefixed('capabilities', capabilities),
  ...prefixed('tools', mcpTools),
  'list.capabilities': bullets(product.capabilities),
  'list.limitations': bullets(product.limitations),
  'list.boundaries': customerApi.boundaries.join(', '),
  'table.endpoints': table(
    ['Method', 'Path', 'Operation id', 'Capability', '200 body'],
    publicEndpoints.map((endpoint) => [
      'GET',
      `\`${endpoint.path}\``,
      `\`${endpoint.operationId}\``,
      `\`${endpoint.capability}\``,
      endpoint.summary,
    ]),
  ),
  'table.roles': table(
    ['Role', 'Boundary'],
    customerApi.roles.map((role) => [`\`${role.name}\``, role.boundary]),
  ),
  'example.product': json(documents.product),
  'example.permissions': json(documents.permissions),
  'example.sampleWeek': json(documents.sampleWeek),
  'example.error': json(errorBody(429)),
};

function prefixed(prefix: string, values: Readonly<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, String(value)]));
}

/** `source` with every placeholder replaced; an unknown placeholder fails the build. */
export function fillPlaceholders(source: string, sourceName: string): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = placeholderValues[name];
    if (value === undefined) throw new Error(`${sourceName}: unknown placeholder {{${name}}}`);
    return value;
  });
}
