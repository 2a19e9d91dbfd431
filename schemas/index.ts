// The JSON Schemas of the three documents and of the error object, and the one validator configuration every consumer uses.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { DocumentKey } from '../content/constants.ts';
import errorSchema from './error.schema.json' with { type: 'json' };
import permissionsSchema from './permissions.schema.json' with { type: 'json' };
import productSchema from './product.schema.json' with { type: 'json' };
import sampleWeekSchema from './sample-week.schema.json' with { type: 'json' };

/** A JSON Schema 2020-12 document, as read from `schemas/`. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The schema of each document. */
export const documentSchemas: Readonly<Record<DocumentKey, JsonSchema>> = {
  product: productSchema,
  permissions: permissionsSchema,
  sampleWeek: sampleWeekSchema,
};

export { errorSchema };

/** A strict ajv for JSON Schema 2020-12 with the formats the schemas use (uri, email, date, date-time). */
export function createSchemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv;
}
