// What every build step shares: the validated public base URL and the documents built for it.
import { defaultPublicBaseUrl, parsePublicBaseUrl } from '../../content/base-url.ts';
import { buildDocuments } from './documents.ts';

/** PUBLIC_BASE_URL (the build reads no other variable), by the same rules the origin applies. */
export const publicBaseUrl = readPublicBaseUrl();

/** The three documents, links absolute under publicBaseUrl. */
export const documents = buildDocuments(publicBaseUrl);

/** Throws, naming the variable and its problem, rather than ending the process: the build tool reports it and exits non-zero. */
function readPublicBaseUrl(): string {
  const raw = process.env.PUBLIC_BASE_URL?.trim();
  if (raw === undefined || raw === '') return defaultPublicBaseUrl;
  const parsed = parsePublicBaseUrl(raw);
  if ('problem' in parsed) throw new Error(`PUBLIC_BASE_URL=${JSON.stringify(raw)}: ${parsed.problem}`);
  return parsed.value;
}
