// Finds the Chromium that browser tests and benchmarks run in. Playwright's own browser download
// cannot work on our machines (no network but the package registries), so we use Debian's chromium
// or whatever CHROMIUM_PATH names, and say exactly how to get one when there is none.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags that keep headless Chromium quiet and working in a sandboxed, offline container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium executable to use, or undefined when none is installed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** The message shown when no browser is found: how to get one. */
export const NO_CHROMIUM_MESSAGE = [
  'No Chromium found for the browser tests (story tests run in a real browser; they are never skipped).',
  'Install one:  sudo apt-get update && sudo apt-get install -y chromium   (Debian/Ubuntu)',
  'or point CHROMIUM_PATH at a Chromium/Chrome executable:  CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');
