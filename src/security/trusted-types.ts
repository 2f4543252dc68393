/**
 * Trusted Types for script addresses (docs/security.md). The /m app's policy says
 * `require-trusted-types-for 'script'`: a string assigned to `script.src` or passed to
 * `navigator.serviceWorker.register()` throws unless a policy the page names turned it into a TrustedScriptURL.
 *
 * - `mc-script-url` serves the kit's own loaders (captcha, chat widgets, ad pixels, the mini-game, the service
 *   worker). Addresses are vetted here (http or https only; never `data:`, `blob:` or `javascript:`), and the
 *   policy's `script-src` still decides which origins may serve a script.
 * - `default` is created by the /m app alone ({@link installDefaultScriptUrlPolicy}): third-party code assigns
 *   script addresses as plain strings (Firebase Auth loads Google's iframe loader and reCAPTCHA that way; chat
 *   vendors' scripts load their parts that way), and only a default policy can answer them. It applies the same
 *   vetting and has no HTML or script-text hook, so an HTML string still throws at every sink.
 *
 * HTML has its own single policy, `mc-sanitized-html`, held by DOMPurify alone (src/popups/sanitize.ts).
 * The names must match the page's `trusted-types` directive (host-page/server/security-headers.mjs).
 * On a page without Trusted Types (a merchant's page, an older browser) the addresses stay strings.
 */

/** The part of the Trusted Types API this module uses (TypeScript's DOM library does not declare it). */
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL?: (input: string) => string }): ScriptUrlPolicy;
}

export const SCRIPT_URL_POLICY = 'mc-script-url';

function factory(): PolicyFactory | undefined {
  return (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
}

/** The address, absolute, when it is http(s); throws otherwise, which the browser reports as a violation. */
export function vetScriptUrl(input: string): string {
  const url = new URL(input, document.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`A script cannot load from a ${url.protocol} address.`);
  return url.href;
}

let policy: ScriptUrlPolicy | null | undefined;

function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy === undefined) {
    try {
      policy = factory()?.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: vetScriptUrl }) ?? null;
    } catch {
      // The page's policy does not allow this name (a merchant's own Trusted Types list): strings then, and
      // that page's rules decide.
      policy = null;
    }
  }
  return policy;
}

/**
 * A script address for `script.src` or `navigator.serviceWorker.register()`: a TrustedScriptURL where the
 * browser has Trusted Types, else the vetted string. Typed as a string, which is what those sinks accept in
 * TypeScript's DOM library.
 */
export function trustedScriptUrl(input: string): string {
  const href = vetScriptUrl(input);
  const current = scriptUrlPolicy();
  return (current ? current.createScriptURL(href) : href) as string;
}

/**
 * Creates the page's `default` policy: script addresses only, vetted as above. The /m app calls it before
 * anything else runs; the kit never does on its own, since on a merchant's page the name is the merchant's.
 */
export function installDefaultScriptUrlPolicy(): void {
  try {
    factory()?.createPolicy('default', { createScriptURL: vetScriptUrl });
  } catch {
    // Already created (a second copy of the app's entry) or not allowed: nothing to add.
  }
}
