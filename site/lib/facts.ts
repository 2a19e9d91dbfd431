// Fills `{{name}}` placeholders in prose with facts from the constants module and the built documents, so prose never retypes them.
import { capabilities, contactEmail, limits, mcpTools, paths, productName } from '../../content/constants.ts';
import { documents, publicBaseUrl } from './build-context.ts';

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** Every fact prose may name, by placeholder. */
export const facts: Readonly<Record<string, string>> = {
  productName,
  contactEmail,
  baseUrl: publicBaseUrl,
  ...prefixed('paths', paths),
  ...prefixed('limits', { ...limits, mcpBodyKiB: limits.mcpBodyBytes / 1024 }),
  ...prefixed('capabilities', capabilities),
  ...prefixed('tools', mcpTools),
  'example.product': json(documents.product),
  'example.permissions': json(documents.permissions),
  'example.sampleWeek': json(documents.sampleWeek),
};

function prefixed(prefix: string, values: Readonly<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, String(value)]));
}

/** `source` with every placeholder replaced; an unknown placeholder fails the build. */
export function injectFacts(source: string, sourceName: string): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`${sourceName}: unknown placeholder {{${name}}}`);
    return value;
  });
}
