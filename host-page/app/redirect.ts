/**
 * /mobile/mc/redirect.html?url=...: the app's hand-off page. It forwards only to http(s) addresses on this
 * host or the merchant's domains; anything else shows a translated message instead of navigating.
 *
 * `?redirectUrl=...` is the platform's redirect handoff (SPEC §7): the player's session goes along, as `token`,
 * `language`, `headerColor`, `b2c=1` and `title` appended to the address, and only to an allowed host.
 */
import './page-config.js';
import { ensureLocale, language, t } from '../../src/i18n/index.js';
import { appStrings } from './strings.js';
import { loadStatus } from '../../src/platform/index.js';
import { startRuntime } from '../../src/runtime/index.js';
import { safeRedirectUrl } from '../../src/security/index.js';
import { token } from '../../src/session/index.js';
import { handoffUrl } from '../../src/support/index.js';

startRuntime();

function headerColor(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? '';
  return /^#[0-9a-f]{3,8}$/i.test(meta) ? meta : '';
}

async function forward(): Promise<void> {
  await ensureLocale([appStrings]);
  const query = new URLSearchParams(location.search);
  const handoff = query.get('redirectUrl');
  const target = handoff ?? query.get('url');
  const message = document.getElementById('message')!;
  message.textContent = t('redirecting');
  const hosts = [location.hostname];
  let title = document.title;
  try {
    const status = await loadStatus();
    hosts.push(status.info.mainDomain);
    title = status.info.whitelabel || title;
  } catch {
    /* only this host is trusted then */
  }
  const safe =
    handoff === null
      ? safeRedirectUrl(target, hosts)
      : handoffUrl(target, hosts, { token: token.value, language: language.value, headerColor: headerColor(), title });
  if (safe) location.replace(safe);
  else message.textContent = t('redirect_invalid');
}

void forward();
