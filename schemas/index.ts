// The JSON Schemas of the three documents, the error object, the JSON discovery files, the MCP Registry entry and the agents' address lists, and the validator configurations their consumers use.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { DocumentKey } from '../content/constants.ts';
import type { CatalogKind } from '../content/discovery.ts';
import addressListsSchema from './agent-address-lists.schema.json' with { type: 'json' };
import agentSkillsSchema from './agent-skills.schema.json' with { type: 'json' };
import apiCatalogSchema from './api-catalog.schema.json' with { type: 'json' };
import ardSchema from './ard.schema.json' with { type: 'json' };
import errorSchema from './error.schema.json' with { type: 'json' };
import registryServerSchema from './mcp-registry-server.schema.json' with { type: 'json' };
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

/** The schema of the agents' address-list snapshot (content/agent-address-lists.json). */
export { addressListsSchema, errorSchema };

/** The schema of each JSON catalog. */
export const catalogSchemas: Readonly<Record<CatalogKind, JsonSchema>> = {
  apiCatalog: apiCatalogSchema,
  serverCard: serverCardSchema,
  ard: ardSchema,
  agentSkills: agentSkillsSchema,
};

/**
 * The official MCP Registry's server.json schema, version 2025-12-11: a byte-for-byte copy of the file its `$id`
 * names (https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json), whose sha256 is
 * `registryServerSchemaSha256`. A newer registry schema is a deliberate change: replace the file and the digest together.
 */
export { registryServerSchema };

/** The sha256 (hex) of the published 2025-12-11 schema's bytes; a test checks the copy against it. */
export const registryServerSchemaSha256 = '3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0';

/**
 * An ajv for the registry's schema, which is JSON Schema draft-07 and uses keywords ajv does not know (`example`),
 * so not strict.
 */
export function createRegistrySchemaValidator(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv;
}

/** A strict ajv for JSON Schema 2020-12 with the formats the schemas use (uri, email, date, date-time). */
export function createSchemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv;
}
