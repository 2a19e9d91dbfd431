// What every build step shares: the validated public base URL and the documents built for it.
import { ConfigError, loadConfig } from '../../server/config.ts';
import { buildDocuments } from './documents.ts';

/** PUBLIC_BASE_URL, validated by the same module the server uses (the build reads no other variable). */
export const publicBaseUrl = readPublicBaseUrl();

/** The three documents, links absolute under publicBaseUrl. */
export const documents = buildDocuments(publicBaseUrl);

function readPublicBaseUrl(): string {
  try {
    return loadConfig({ PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL }).publicBaseUrl;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A bad setting is the operator's to fix: say which, without a build tool's stack trace.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
