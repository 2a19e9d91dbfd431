// The prose of the public pages, facts injected: the developer page (Markdown, and HTML rendered from it with marked) and the agent instructions.
import { marked } from 'marked';
import agentsSource from '../../content/agents.md?raw';
import source from '../../content/developers.md?raw';
import { fillPlaceholders } from './placeholders.ts';

/** The page as agents get it with `Accept: text/markdown`. */
export const developerMarkdown = fillPlaceholders(source, 'content/developers.md');

/** The page body as people get it, rendered from the same Markdown. */
export const developerHtml = marked.parse(developerMarkdown, { async: false });

/** Instructions for agents: served at /llms.txt and as an MCP resource. */
export const agentInstructions = fillPlaceholders(agentsSource, 'content/agents.md');
