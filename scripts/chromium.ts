// Launches Debian's Chromium through playwright-core with the flags every browser test uses (Playwright's own browser download is not available here).
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, and nothing that reaches the network by itself. */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium with the common flags and `extraFlags`. */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extraFlags] });
}
