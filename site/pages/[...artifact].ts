// Emits every non-HTML artifact: the three documents, the OpenAPI contract, each documentation page's Markdown twin and the agent instructions.
import type { APIRoute, GetStaticPaths } from 'astro';
import { paths, publicEndpoints } from '../../content/constants.ts';
import { contract, documents } from '../lib/build-context.ts';
import { agentInstructions, builtPages } from '../lib/doc-pages.ts';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Body of each artifact, by URL path. */
const artifacts: Readonly<Record<string, string>> = {
  ...Object.fromEntries(publicEndpoints.map((endpoint) => [endpoint.path, json(documents[endpoint.document])])),
  [paths.openapi]: json(contract),
  ...Object.fromEntries(builtPages.map((page) => [page.markdownPath, page.markdown])),
  [paths.llms]: agentInstructions,
};

export const getStaticPaths = (() =>
  Object.keys(artifacts).map((path) => ({ params: { artifact: path.slice(1) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(artifacts[`/${params.artifact ?? ''}`]);
