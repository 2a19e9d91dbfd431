// What every build step shares: the validated public base URL and the documents built for it.
import { loadConfig } from '../../server/config.ts';
import { buildDocuments } from './documents.ts';

/** PUBLIC_BASE_URL, validated by the same module the server uses. */
export const publicBaseUrl = loadConfig(process.env).publicBaseUrl;

/** The three documents, links absolute under publicBaseUrl. */
export const documents = buildDocuments(publicBaseUrl);
