// Validates every document against its schema with ajv, reporting one line per problem.
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { DocumentKey } from '../../content/constants.ts';
import { createSchemaValidator, documentSchemas } from '../../schemas/index.ts';
import type { PublicDocuments } from './documents.ts';

/** Every problem in every document, as `product.links.mcp: must match format "uri"`; empty when all are valid. */
export function validateDocuments(documents: PublicDocuments): string[] {
  const ajv = createSchemaValidator();
  return (Object.keys(documentSchemas) as DocumentKey[]).flatMap((key) => {
    const validate = ajv.compile(documentSchemas[key]);
    return validate(documents[key]) ? [] : (validate.errors ?? []).map((error) => describe(key, error));
  });
}

function describe(key: DocumentKey, error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment.replaceAll('~1', '/').replaceAll('~0', '~')}`))
    .join('');
  const detail = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
  return `${key}${path}: ${error.message ?? error.keyword}${detail}`;
}
