/**
 * The loader, `mc-elements.js`: a classic script that stays tiny. It records its own data attributes as the
 * runtime's configuration, then watches the document and imports an element's chunk the first time its tag
 * appears, now or later. React and the runtime come with the first chunk and are shared by the rest.
 *
 * `__MC_ELEMENTS__` maps each element tag to its entry beside the loader, and `__MC_RUNTIME__` names the public
 * surface's entry, both written in at build time. The loader keeps its name and is revalidated (`no-cache`);
 * every file it imports is named by its content and immutable.
 */
declare const __MC_ELEMENTS__: Record<string, string>;
declare const __MC_RUNTIME__: string;

interface LoaderConfig {
  api?: string;
  merchant?: string;
  language?: string;
  geetestScript?: string;
  geetest4Script?: string;
  liveChatScript?: string;
  comm100Script?: string;
  firebaseProjectId?: string;
  firebaseAuthDomain?: string;
  firebaseAuthEmulator?: string;
  facebookPixelScript?: string;
  tiktokPixelScript?: string;
  gtagScript?: string;
  kwaiPixelScript?: string;
}

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL('.', script?.src || location.href).href;
  const global = globalThis as unknown as { __mcElementsConfig?: LoaderConfig };
  const data = script?.dataset ?? {};
  const config: LoaderConfig = { ...global.__mcElementsConfig };
  const set = config as Record<string, string | undefined>;
  // The platform, merchant and language may be given empty (the page's own origin, no merchant, the default).
  for (const name of ['api', 'merchant', 'language']) if (data[name] !== undefined) set[name] = data[name];
  for (const name of [
    'geetestScript', 'geetest4Script', 'comm100Script', 'firebaseProjectId', 'firebaseAuthDomain', 'firebaseAuthEmulator',
    'facebookPixelScript', 'tiktokPixelScript', 'gtagScript', 'kwaiPixelScript',
  ]) {
    if (data[name]) set[name] = data[name];
  }
  // `data-livechat-script` reads as `livechatScript`.
  if (data.livechatScript) config.liveChatScript = data.livechatScript;
  global.__mcElementsConfig = config;

  // Android's install offer fires once and early; keep it for the install prompt (src/install/install-event.ts).
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (global as { __mcInstallPrompt?: Event }).__mcInstallPrompt = event;
  });

  const files: Record<string, string> = __MC_ELEMENTS__;
  const runtime: string = __MC_RUNTIME__;
  // The public surface (configure, setLanguage, the session's signals, requestPrompt) for a page's own
  // scripts: the same runtime the elements share, whatever its file is named in this release.
  (globalThis as { mcElements?: { runtime: () => Promise<unknown> } }).mcElements = { runtime: () => import(base + runtime) };
  const pending = new Set(Object.keys(files));

  function load(tag: string): void {
    if (!pending.delete(tag) || customElements.get(tag)) return;
    import(base + files[tag]).catch((error: unknown) => {
      pending.add(tag);
      console.error(`mc-elements: could not load <${tag}>`, error);
    });
  }

  function scan(root: ParentNode): void {
    for (const tag of pending) if (root.querySelector(tag)) load(tag);
  }

  scan(document);
  new MutationObserver((records) => {
    if (!pending.size) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const element = node as Element;
        const tag = element.localName;
        if (pending.has(tag)) load(tag);
        if (element.firstElementChild) scan(element);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
