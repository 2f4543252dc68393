/**
 * The loader, `mc-elements.js`: a classic script that stays tiny. It records its own data attributes as the
 * runtime's configuration, then watches the document and imports an element's entry the first time its tag
 * appears, now or later. React and the runtime come with the first entry and are shared by the rest.
 *
 * `__MC_ELEMENTS__` maps each element tag to its entry beside the loader, and `__MC_RUNTIME__` names the public
 * surface's entry, both defined when the kit is built. The loader keeps its name and is revalidated
 * (`no-cache`); every file it imports is named by its content and immutable.
 */
import { recordScriptConfig } from '../config/script-config.js';
import { loadTagsWhenSeen } from './tag-watch.js';

declare const __MC_ELEMENTS__: Record<string, string>;
declare const __MC_RUNTIME__: string;

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href).href;
recordScriptConfig(script?.dataset ?? {});

// Android's install offer fires once and early; keep it for the install prompt (src/install/install-event.ts).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (globalThis as { __mcInstallPrompt?: Event }).__mcInstallPrompt = event;
});

// The public surface (configure, setLanguage, the session's signals, requestPrompt) for a page's own scripts:
// the same runtime the elements share, whatever its file is named in this release.
(globalThis as { mcElements?: { runtime: () => Promise<unknown> } }).mcElements = { runtime: () => import(base + __MC_RUNTIME__) };

loadTagsWhenSeen(Object.fromEntries(Object.entries(__MC_ELEMENTS__).map(([tag, file]) => [tag, () => import(base + file)])));
