// The JSON Schemas of the three documents and of the error object, keyed by what they describe.
import type { DocumentKey } from '../../content/constants.ts';
import errorSchema from '../../schemas/error.schema.json' with { type: 'json' };
import permissionsSchema from '../../schemas/permissions.schema.json' with { type: 'json' };
import productSchema from '../../schemas/product.schema.json' with { type: 'json' };
import sampleWeekSchema from '../../schemas/sample-week.schema.json' with { type: 'json' };

/** A JSON Schema 2020-12 document, as read from `schemas/`. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The schema of each document. */
export const documentSchemas: Readonly<Record<DocumentKey, JsonSchema>> = {
  product: productSchema,
  permissions: permissionsSchema,
  sampleWeek: sampleWeekSchema,
};

export { errorSchema };
