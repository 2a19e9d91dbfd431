// Validates the documents, the JSON discovery files, the MCP Registry entry and the build manifest against their schemas with ajv, reporting one line per problem.
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { DocumentKey } from '../../../content/constants.ts';
import { discoveryFiles } from '../../../content/discovery.ts';
import {
  catalogSchemas,
  createRegistrySchemaValidator,
  createSchemaValidator,
  documentSchemas,
  registryServerSchema,
} from '../../../schemas/index.ts';
import { type Manifest, manifestSchema } from '../../../schemas/manifest.ts';
import type { PublicDocuments } from './documents.ts';

/** Every problem in every document, as `product.links.mcp: must match format "uri"`; empty when all are valid. */
export function validateDocuments(documents: PublicDocuments): string[] {
  const ajv = createSchemaValidator();
  return (Object.keys(documentSchemas) as DocumentKey[]).flatMap((key) => problems(ajv.compile(documentSchemas[key]), key, documents[key]));
}

/** Every problem in each JSON catalog, given by its path, as `/mcp/server-card.name: must match pattern …`. */
export function validateCatalogs(catalogs: Readonly<Record<string, unknown>>): string[] {
  const ajv = createSchemaValidator();
  return discoveryFiles.flatMap(({ path, catalog }) =>
    catalog === undefined ? [] : problems(ajv.compile(catalogSchemas[catalog]), path, catalogs[path]),
  );
}

/** Every way the MCP Registry entry breaks the registry's published schema, as `server.json.remotes[0].url: …`. */
export function validateRegistryEntry(entry: unknown): string[] {
  return problems(createRegistrySchemaValidator().compile(registryServerSchema), 'server.json', entry);
}

/** Every way the manifest breaks its schema (the origin trusts it), as `manifest.entries[0].path: …`. */
export function validateManifest(manifest: Manifest): string[] {
  return problems(createSchemaValidator().compile(manifestSchema), 'manifest', manifest);
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

function problems(validate: Validator, name: string, value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((error) => describe(name, error));
}

function describe(name: string, error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment.replaceAll('~1', '/').replaceAll('~0', '~')}`))
    .join('');
  const detail = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
  return `${name}${path}: ${error.message ?? error.keyword}${detail}`;
}
