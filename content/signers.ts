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
export function operatorSigner(origin: string): Signer {
  return { origin, agent: new URL(origin).host, agentClass: 'ai-other', operator: 'this interface', source: 'SIGNATURE_AGENTS' };
}
