// The permissions document: public capabilities and the customer-API boundary, exactly as the spec fixes them.
import { capabilities, publicEndpoints } from './constants.ts';

const capabilityDescriptions: Record<(typeof capabilities)[keyof typeof capabilities], string> = {
  'product:read': 'Read the product information and this permissions document.',
  'examples:read': 'Read the fixed, fictional sample week of shifts.',
};

/** The permissions document; each capability's endpoints come from the endpoint table. */
export const permissionsDocument = {
  authentication: 'none',
  capabilities: Object.values(capabilities).map((name) => ({
    name,
    description: capabilityDescriptions[name],
    endpoints: publicEndpoints.filter((endpoint) => endpoint.capability === name).map((endpoint) => endpoint.path),
    readOnly: true,
  })),
  customerApi: {
    authentication: 'email magic link and session cookie',
    oauthSupported: false,
    selfServeKeys: false,
    delegatedAgentAccess: false,
    boundaries: ['active membership', 'tenant isolation', 'assigned stores', 'server-side role checks'],
    roles: [
      { name: 'owner', boundary: "Own tenant and its stores; no other tenant's data." },
      { name: 'manager', boundary: 'Assigned stores within the active tenant membership.' },
      { name: 'worker', boundary: 'Own schedule and permitted employee workflows in assigned stores.' },
    ],
  },
};
