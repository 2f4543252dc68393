// How every browser test starts Chromium: Debian's build (CHROME_PATH overrides), headless, and with the
// background services off, since this machine's network is closed and Chromium would keep dialling out.
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
