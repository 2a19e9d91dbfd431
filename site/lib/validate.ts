// Validates the documents and the build manifest against their schemas with ajv, reporting one line per problem.
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { DocumentKey } from '../../content/constants.ts';
import { createSchemaValidator, documentSchemas } from '../../schemas/index.ts';
import { type Manifest, manifestSchema } from '../../schemas/manifest.ts';
import type { PublicDocuments } from './documents.ts';

/** Every problem in every document, as `product.links.mcp: must match format "uri"`; empty when all are valid. */
export function validateDocuments(documents: PublicDocuments): string[] {
  const ajv = createSchemaValidator();
  return (Object.keys(documentSchemas) as DocumentKey[]).flatMap((key) => problems(ajv.compile(documentSchemas[key]), key, documents[key]));
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
