/**
 * /mobile/mc/redirect.html?url=...: the app's hand-off page. It forwards only to http(s) addresses on this
 * host or the merchant's domains; anything else shows a translated message instead of navigating.
 */
import { ensureLocale, loadStatus, safeRedirectUrl, startRuntime, t } from '../../src/index.js';

startRuntime();

async function forward(): Promise<void> {
  await ensureLocale();
  const target = new URLSearchParams(location.search).get('url');
  const message = document.getElementById('message')!;
  message.textContent = t('redirecting');
  const hosts = [location.hostname];
  try {
    const status = await loadStatus();
    hosts.push(status.info.mainDomain);
  } catch {
    /* only this host is trusted then */
  }
  const safe = safeRedirectUrl(target, hosts);
  if (safe) location.replace(safe);
  else message.textContent = t('redirect_invalid');
}

void forward();
