// What every build step shares: the validated public base URL, and the documents and contract built for it.
import { defaultPublicBaseUrl, parsePublicBaseUrl } from '../../content/base-url.ts';
import { buildDocuments } from './documents.ts';
import { buildOpenApi } from './openapi.ts';

/** PUBLIC_BASE_URL (the build reads no other variable), by the same rules the origin applies. */
export const publicBaseUrl = readPublicBaseUrl();

/** The three documents, links absolute under publicBaseUrl. */
export const documents = buildDocuments(publicBaseUrl);

/** The OpenAPI contract exactly as /openapi.json serves it (a JSON round trip, so readers see what clients see). */
export const contract: Readonly<Record<string, unknown>> = JSON.parse(JSON.stringify(buildOpenApi(publicBaseUrl, documents)));

/** Throws, naming the variable and its problem, rather than ending the process: the build tool reports it and exits non-zero. */
function readPublicBaseUrl(): string {
  const raw = process.env.PUBLIC_BASE_URL?.trim();
  if (raw === undefined || raw === '') return defaultPublicBaseUrl;
  const parsed = parsePublicBaseUrl(raw);
  if ('problem' in parsed) throw new Error(`PUBLIC_BASE_URL=${JSON.stringify(raw)}: ${parsed.problem}`);
  return parsed.value;
}
