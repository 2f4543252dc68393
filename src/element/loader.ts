/**
 * The loader, `mc-elements.js`: a classic script that stays tiny. It records its own data attributes as the
 * runtime's configuration, then watches the document and imports an element's chunk the first time its tag
 * appears, now or later. React and the runtime come with the first chunk and are shared by the rest.
 *
 * `__MC_ELEMENTS__` maps each element tag to its content-hashed file beside the loader, written in at build
 * time: the loader itself keeps its name and is served `no-cache`, everything it imports is immutable.
 */
declare const __MC_ELEMENTS__: Record<string, string>;

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
  if (data.api !== undefined) config.api = data.api;
  if (data.merchant !== undefined) config.merchant = data.merchant;
  if (data.language !== undefined) config.language = data.language;
  if (data.geetestScript) config.geetestScript = data.geetestScript;
  if (data.geetest4Script) config.geetest4Script = data.geetest4Script;
  if (data.livechatScript) config.liveChatScript = data.livechatScript;
  if (data.comm100Script) config.comm100Script = data.comm100Script;
  if (data.firebaseProjectId) config.firebaseProjectId = data.firebaseProjectId;
  if (data.firebaseAuthDomain) config.firebaseAuthDomain = data.firebaseAuthDomain;
  if (data.firebaseAuthEmulator) config.firebaseAuthEmulator = data.firebaseAuthEmulator;
  if (data.facebookPixelScript) config.facebookPixelScript = data.facebookPixelScript;
  if (data.tiktokPixelScript) config.tiktokPixelScript = data.tiktokPixelScript;
  if (data.gtagScript) config.gtagScript = data.gtagScript;
  if (data.kwaiPixelScript) config.kwaiPixelScript = data.kwaiPixelScript;
  global.__mcElementsConfig = config;

  // Android's install offer fires once and early; keep it for the install prompt (src/install/install-event.ts).
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (global as { __mcInstallPrompt?: Event }).__mcInstallPrompt = event;
  });

  const files: Record<string, string> = __MC_ELEMENTS__;
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
