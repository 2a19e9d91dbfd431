// The product document: what the service is, written once; its links derive from the public base URL.
import { contactEmail, paths, productName } from './constants.ts';

/** The product document for an origin served at `baseUrl` (no trailing slash). */
export function productDocument(baseUrl: string) {
  return {
    name: productName,
    url: baseUrl,
    description:
      'Turno is workforce scheduling software for owners and managers who plan employee shifts across one or more stores. It proposes schedules with AI assistance, supports manager review and publication, and lets employees record availability and absences and swap shifts.',
    category: 'Workforce scheduling software',
    markets: ['Portugal', 'Spain'],
    languages: ['en', 'pt-PT', 'es'],
    capabilities: [
      'Plan employee shifts across one or more stores',
      'AI-assisted schedule proposals',
      'Manager review and publication of schedules',
      'Employee availability and absences',
      'Employee shift swaps',
    ],
    limitations: [
      'Turno does not do payroll or payment processing.',
      'Turno gives no guarantee of full legal compliance.',
      'The public API and MCP endpoint return product information and synthetic examples only; they grant no access to customer accounts.',
      'No self-serve business trial and no delegated agent access are offered.',
    ],
    contact: contactEmail,
    location: { city: 'Lisbon', country: 'PT' },
    links: {
      documentation: baseUrl + paths.developers,
      openapi: baseUrl + paths.openapi,
      permissions: baseUrl + paths.permissions,
      example: baseUrl + paths.sampleWeek,
      mcp: baseUrl + paths.mcp,
    },
  };
}
