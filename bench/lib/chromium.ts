/** Debian's Chromium: the one the E2E tests drive too (never a downloaded browser). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, sandbox-free (containers) and quiet: nothing but the page under test on the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
