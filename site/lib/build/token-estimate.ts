// The x-markdown-tokens estimate of a Markdown answer: its length in o200k_base tokens, counted at build.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * Tokens in `markdown` under o200k_base, the public BPE encoding of OpenAI's current models: an exact count for
 * those, and within a few percent for other models' tokenizers on English text and code. Deterministic, so two
 * builds write the same number.
 */
export function markdownTokens(markdown: string): number {
  return countTokens(markdown);
}
