// How every browser test starts Chromium: Debian's build (CHROME_PATH overrides), headless, and with the
// background services off, since this machine's network is closed and Chromium would keep dialling out.
//
// The tests run in Chromium's headless shell (Debian's chromium-headless-shell): the same Blink, V8 and network
// stack as the browser, without its window and profile machinery, which makes a page load about twice as fast
// on two cores. The bench measures the full browser (Debian's chromium), as a phone's Chrome is.
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';

/** The full browser, for the bench's figures. */
export const fullChromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

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
