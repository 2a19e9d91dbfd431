// English: what the docs script says on a page in this language (content/words.ts says what each is for); a module of its own, so the script's bundle holds these words and nothing else.
import type { ScriptWords } from '../words.ts';

export const script: ScriptWords = {
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: 'Copied to the clipboard',
  copyFailed: 'Copy failed',
  copyFailedAnnouncement: 'Copying failed: select the text and copy it yourself',
  copyCode: 'Copy code',
  copyPage: 'Copy page as Markdown',
  sending: 'Sending…',
  responseBody: 'Response body',
  rateLimited: (seconds) => `Rate limited: wait ${seconds} seconds before sending again.`,
  responseAnnouncement: (status, seconds) => `Response ${status}${seconds === null ? '' : `: wait ${seconds} seconds`}`,
  requestFailed: 'The request failed: check your connection and try again.',
  sendRequest: 'Send request',
  sendRequestLabel: (path) => `Send request: GET ${path}`,
  searchPlaceholder: 'Search the docs',
  searchLabel: 'Search the documentation',
  nothingFound: 'Nothing found',
  results: (count) => `${count} result${count === 1 ? '' : 's'}`,
};
