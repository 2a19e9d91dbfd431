// What every build step shares: the validated public base URL, and the documents and contract built for it.
import { defaultPublicBaseUrl, parsePublicBaseUrl } from '../../../content/base-url.ts';
import { type Day, layOutWeek, type SampleWeek } from '../week/week-model.ts';
import { buildDocuments } from './documents.ts';
import { buildOpenApi } from './openapi.ts';

/** PUBLIC_BASE_URL, by the same rules the origin applies. */
export const publicBaseUrl = readBaseUrl('PUBLIC_BASE_URL');

/** ORIGIN_URL: where a static host forwards the paths only the origin answers; by default the origin `npm start` runs (on PORT). */
export const originUrl = readBaseUrl('ORIGIN_URL');

/** The three documents, links absolute under publicBaseUrl. */
export const documents = buildDocuments(publicBaseUrl);

/**
 * The sample week, and its days laid out once for the picture and the text that describe it: when first asked for,
 * after the documents have been validated, since a week with an impossible date cannot be laid out.
 */
export const sampleWeek = documents.sampleWeek as SampleWeek;
let laidOut: readonly Day[] | undefined;
export function weekDays(): readonly Day[] {
  laidOut ??= layOutWeek(sampleWeek);
  return laidOut;
}

/** The OpenAPI contract exactly as /openapi.json serves it (a JSON round trip, so readers see what clients see). */
export const contract: Readonly<Record<string, unknown>> = JSON.parse(JSON.stringify(buildOpenApi(publicBaseUrl, documents)));

/**
 * The build reads these two variables and, for their default, PORT (as the origin does), and no other. Throws,
 * naming the variable and its problem, rather than ending the process: the build tool reports it and exits non-zero.
 */
function readBaseUrl(name: 'PUBLIC_BASE_URL' | 'ORIGIN_URL'): string {
  const raw = process.env[name]?.trim() || defaultPublicBaseUrl(process.env.PORT);
  const parsed = parsePublicBaseUrl(raw);
  if ('problem' in parsed) throw new Error(`${process.env[name]?.trim() ? name : 'PORT'}=${JSON.stringify(raw)}: ${parsed.problem}`);
  return parsed.value;
}
