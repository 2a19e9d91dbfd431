// The JSON Schemas of the three documents, the error object and the JSON discovery files, and the one validator configuration every consumer uses.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { DocumentKey } from '../content/constants.ts';
import type { CatalogKind } from '../content/discovery.ts';
import agentSkillsSchema from './agent-skills.schema.json' with { type: 'json' };
import aiCatalogSchema from './ai-catalog.schema.json' with { type: 'json' };
import apiCatalogSchema from './api-catalog.schema.json' with { type: 'json' };
import errorSchema from './error.schema.json' with { type: 'json' };
import permissionsSchema from './permissions.schema.json' with { type: 'json' };
import productSchema from './product.schema.json' with { type: 'json' };
import sampleWeekSchema from './sample-week.schema.json' with { type: 'json' };
import serverCardSchema from './server-card.schema.json' with { type: 'json' };

/** A JSON Schema 2020-12 document, as read from `schemas/`. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The schema of each document. */
export const documentSchemas: Readonly<Record<DocumentKey, JsonSchema>> = {
  product: productSchema,
  permissions: permissionsSchema,
  sampleWeek: sampleWeekSchema,
};

export { errorSchema };

/** The schema of each JSON catalog. */
export const catalogSchemas: Readonly<Record<CatalogKind, JsonSchema>> = {
  apiCatalog: apiCatalogSchema,
  serverCard: serverCardSchema,
  aiCatalog: aiCatalogSchema,
  agentSkills: agentSkillsSchema,
};

/** A strict ajv for JSON Schema 2020-12 with the formats the schemas use (uri, email, date, date-time). */
export function createSchemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv;
}
