// Assembles the three public documents from content/ for one public base URL.
import type { DocumentKey } from '../../../content/constants.ts';
import { permissionsDocument } from '../../../content/permissions.ts';
import { productDocument } from '../../../content/product.ts';
import sampleWeek from '../../../content/sample-week.json' with { type: 'json' };

/** The documents exactly as the REST endpoints serve them. */
export type PublicDocuments = Readonly<Record<DocumentKey, unknown>>;

/** The three documents, with links absolute under `baseUrl`. */
export function buildDocuments(baseUrl: string): PublicDocuments {
  return { product: productDocument(baseUrl), permissions: permissionsDocument, sampleWeek };
}
