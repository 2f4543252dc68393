// <mc-popup> alone on a merchant page: the JS it downloads before its check runs (the popup-items call
// leaves), and DOMPurify, which must stay out until a popup with HTML opens.

/**
 * @param {import('playwright').Browser} browser
 * @param {string} appUrl the host server
 * @returns {Promise<{ beforeCheck: string[], purifyBeforeCheck: boolean, purifyAfterOpen: string | null }>} files relative to dist/
 */
export async function popupFiles(browser, appUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const requested = [];
  let beforeCheck = null;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/wps/relay/MCSFE_getListAnnouncements') && !beforeCheck) beforeCheck = [...requested];
    if (path.startsWith('/m/assets/') && path.endsWith('.js')) requested.push(path.slice('/m/assets/'.length));
  });
  try {
    await page.goto(`${appUrl}/examples/embed-popup.html`);
    await page.locator('mc-popup').getByRole('dialog').waitFor({ timeout: 10_000 });
    const isPurify = (file) => /purify\.es\.[\w-]{8}\.js$/.test(file);
    return {
      beforeCheck: [...new Set(beforeCheck ?? requested)],
      purifyBeforeCheck: (beforeCheck ?? []).some(isPurify),
      purifyAfterOpen: requested.find(isPurify) ?? null,
    };
  } finally {
    await context.close();
  }
}
