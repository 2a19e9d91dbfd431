// The agents that sign their requests with Web Bot Auth, by the origin their Signature-Agent names: whose keys a signature is checked against, and the agent and class a good signature proves, whatever the User-Agent says.
import type { AgentClass } from './user-agents.ts';

/** One signer: the origin whose key directory the signature is checked against, and who a good signature proves. */
export interface Signer {
  /** The origin its Signature-Agent names, its directory at `/.well-known/http-message-signatures-directory`. */
  readonly origin: string;
  readonly agent: string;
  readonly agentClass: AgentClass;
  readonly operator: string;
  /** Where the operator says its agent signs, and from which origin. */
  readonly source: string;
}

/** The signers the operators publish; an operator of this interface adds others with SIGNATURE_AGENTS. */
export const signers: readonly Signer[] = [
  {
    origin: 'https://chatgpt.com',
    agent: 'ChatGPT agent',
    agentClass: 'ai-assistant',
    operator: 'OpenAI',
    source: 'https://help.openai.com/en/articles/11845367-chatgpt-agent-allowlisting',
  },
  {
    origin: 'https://agent.bot.goog',
    agent: 'Google-Agent',
    agentClass: 'ai-assistant',
    operator: 'Google',
    source: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers',
  },
];

/** Who a signer of SIGNATURE_AGENTS proves: the operator vouches for the origin, not for a purpose, so its class is `ai-other`. */
function operatorSigner(origin: string): Signer {
  return { origin, agent: new URL(origin).host, agentClass: 'ai-other', operator: 'this interface', source: 'SIGNATURE_AGENTS' };
}

/** Every signer a signature may name, by its origin: the table's, and SIGNATURE_AGENTS' `operatorOrigins`. */
export function signersByOrigin(operatorOrigins: readonly string[]): ReadonlyMap<string, Signer> {
  return new Map([...operatorOrigins.map((origin) => operatorSigner(origin)), ...signers].map((signer) => [signer.origin, signer]));
}

/**
 * The origins a comma-separated list names (SIGNATURE_AGENTS): https, or http on a loopback host only (a signer on the
 * same machine, as in a test), with no path, query or credentials; and the entries that are none of these.
 */
export function signerOrigins(raw: string): { readonly origins: readonly string[]; readonly refused: readonly string[] } {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const originOf = (entry: string) => {
    const url = URL.parse(entry);
    if (url === null || url.origin !== entry) return undefined;
    const loopback = url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.origin : undefined;
  };
  return {
    origins: entries.flatMap((entry) => originOf(entry) ?? []),
    refused: entries.filter((entry) => originOf(entry) === undefined),
  };
}
