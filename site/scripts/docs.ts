// The docs pages' one script, adding to pages that are complete without it, in the page's language: copy buttons on code, "Send request" on each GET operation, "Copy page as Markdown", and search across every page in that language.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { defaultLanguage, type Language, languageByTag } from '../../content/languages.ts';
import { scriptWords } from '../../content/script-words.ts';

/** The page's language, from `<html lang>`; the default for a page in none of the documentation's languages. */
const language = (languageByTag as Readonly<Partial<Record<string, Language>>>)[document.documentElement.lang] ?? defaultLanguage;
const say = scriptWords[language.tag];

/** One announcement region for every action, so screen readers hear "Copied" and search counts. */
const status = document.createElement('p');
status.className = 'visually-hidden';
status.setAttribute('role', 'status');
document.body.append(status);
const announce = (message: string): void => {
  status.textContent = message;
};

function button(label: string, onClick: (target: HTMLButtonElement) => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', () => onClick(element));
  return element;
}

/** Copies `text`, then says so on the button for a moment and to screen readers. */
async function copy(text: string, target: HTMLButtonElement): Promise<void> {
  const label = target.textContent;
  try {
    await navigator.clipboard.writeText(text);
    target.textContent = say.copied;
    announce(say.copiedAnnouncement);
  } catch {
    target.textContent = say.copyFailed;
    announce(say.copyFailedAnnouncement);
  }
  setTimeout(() => {
    target.textContent = label;
  }, 1500);
}

// A copy button above every code block: exactly the block's text goes to the clipboard.
for (const block of document.querySelectorAll<HTMLPreElement>('main pre')) {
  const wrapper = document.createElement('div');
  wrapper.className = 'code-block';
  block.replaceWith(wrapper);
  const copyButton = button(say.copy, (target) => void copy(block.textContent ?? '', target));
  copyButton.className = 'copy';
  copyButton.setAttribute('aria-label', say.copyCode);
  wrapper.append(copyButton, block);
}

// "Copy page as Markdown": the page's Markdown twin, as agents get it.
const twin = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]');
const actions = document.querySelector('.page-actions');
if (twin !== null && actions !== null) {
  const item = document.createElement('li');
  item.append(
    button(say.copyPage, (target) => {
      void fetch(twin.href)
        .then((response) => response.text())
        .then((markdown) => copy(markdown, target));
    }),
  );
  actions.append(item);
}

/** The headers a person trying an endpoint needs: validator and rate-limit state. */
const shownHeaders = ['ETag', 'RateLimit', 'RateLimit-Policy', 'Retry-After'];

/** Calls `path` from the page and shows status, headers and the formatted body; after a 429, how long to wait. */
async function send(path: string, output: HTMLElement): Promise<void> {
  output.replaceChildren(say.sending);
  try {
    const response = await fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } });
    const body = await response.text();
    const summary = document.createElement('p');
    summary.className = 'try-status';
    summary.textContent = `${response.status} ${response.statusText}`;
    const headers = document.createElement('dl');
    for (const name of shownHeaders) {
      const value = response.headers.get(name);
      if (value === null) continue;
      const term = document.createElement('dt');
      term.textContent = name;
      const detail = document.createElement('dd');
      detail.textContent = value;
      headers.append(term, detail);
    }
    const pre = document.createElement('pre');
    pre.className = 'code try-body';
    pre.tabIndex = 0;
    pre.setAttribute('aria-label', say.responseBody);
    let formatted = body;
    try {
      formatted = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      // Not JSON: shown as it came.
    }
    pre.textContent = formatted;
    const wait = response.status === 429 ? response.headers.get('Retry-After') : null;
    const advice = document.createElement('p');
    if (wait !== null) advice.textContent = say.rateLimited(wait);
    output.replaceChildren(summary, ...(wait === null ? [] : [advice]), headers, pre);
    announce(say.responseAnnouncement(response.status, wait));
  } catch {
    output.replaceChildren(say.requestFailed);
  }
}

// "Send request" on every GET operation: the link the page has at the top of its samples (it opens the JSON) becomes a
// button of the same size that shows the answer in place.
for (const link of document.querySelectorAll<HTMLAnchorElement>('main .try-it > a.send')) {
  const path = link.getAttribute('href');
  if (path === null) continue;
  const output = document.createElement('div');
  output.className = 'try-result';
  output.setAttribute('aria-live', 'polite');
  const sendButton = button(say.sendRequest, () => void send(path, output));
  sendButton.className = 'send';
  sendButton.setAttribute('aria-label', say.sendRequestLabel(path));
  link.replaceWith(sendButton, output);
}

/** Text as search compares it: lower case, accents dropped, so `codigo` finds `código`. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface SearchEntry {
  readonly title: string;
  readonly href: string;
  readonly text: string;
}

// Search across every page in the page's language: its index is fetched on first use; every word typed must appear in a section.
const header = document.querySelector('.site-header');
if (header !== null) {
  const form = document.createElement('div');
  form.className = 'search';
  form.setAttribute('role', 'search');
  const input = document.createElement('input');
  input.type = 'search';
  input.id = 'search';
  input.placeholder = say.searchPlaceholder;
  input.setAttribute('aria-label', say.searchLabel);
  input.setAttribute('aria-controls', 'search-results');
  const results = document.createElement('ul');
  results.id = 'search-results';
  results.className = 'search-results';
  results.hidden = true;
  form.append(input, results);
  header.append(form);

  let index: Promise<SearchEntry[]> | undefined;
  const load = (): Promise<SearchEntry[]> => {
    index ??= fetch(language.searchIndexPath).then((response) => response.json() as Promise<SearchEntry[]>);
    return index;
  };
  input.addEventListener('focus', () => void load(), { once: true });
  input.addEventListener('input', () => {
    const terms = fold(input.value).split(/\s+/).filter(Boolean);
    void load().then((entries) => {
      const found =
        terms.length === 0
          ? []
          : entries.filter((entry) => terms.every((term) => fold(`${entry.title} ${entry.text}`).includes(term))).slice(0, 8);
      results.replaceChildren(
        ...found.map((entry) => {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.href = entry.href;
          link.textContent = entry.title;
          item.append(link);
          return item;
        }),
      );
      results.hidden = terms.length === 0;
      if (terms.length > 0 && found.length === 0)
        results.replaceChildren(Object.assign(document.createElement('li'), { textContent: say.nothingFound }));
      announce(terms.length === 0 ? '' : say.results(found.length));
    });
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      input.value = '';
      results.hidden = true;
    }
  });
}
