/**
 * The configuration a page gives in the data attributes of the script that starts the kit: the loader's
 * `<script src=".../mc-elements.js" data-merchant=...>` on a merchant's page, the app's module script on the
 * /m pages. Both record it in one global before the runtime's first module runs; `config.ts` reads it once.
 * Kept apart from `config.ts` so that a page records it before that module is evaluated.
 */

/** Global the starting script writes its data attributes to. */
export const SCRIPT_CONFIG_GLOBAL = '__mcElementsConfig';

/** What the data attributes may set (the rest of `McConfig` is the page's, through `configure()`). */
export interface ScriptConfig {
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

/** Script addresses and identifiers: an empty attribute means the default. */
const NAMED = [
  'geetestScript', 'geetest4Script', 'comm100Script', 'firebaseProjectId', 'firebaseAuthDomain', 'firebaseAuthEmulator',
  'facebookPixelScript', 'tiktokPixelScript', 'gtagScript', 'kwaiPixelScript',
] as const;

/**
 * Records a script's data attributes in the global, over what a page's own script set there before.
 * @param data the starting script's `dataset`
 */
export function recordScriptConfig(data: DOMStringMap): void {
  const global = globalThis as unknown as Record<typeof SCRIPT_CONFIG_GLOBAL, ScriptConfig | undefined>;
  const config: ScriptConfig = { ...global[SCRIPT_CONFIG_GLOBAL] };
  // The platform, merchant and language may be given empty (the page's own origin, no merchant, the default).
  for (const name of ['api', 'merchant', 'language'] as const) if (data[name] !== undefined) config[name] = data[name];
  for (const name of NAMED) if (data[name]) config[name] = data[name];
  // `data-livechat-script` reads as `livechatScript`.
  if (data.livechatScript) config.liveChatScript = data.livechatScript;
  global[SCRIPT_CONFIG_GLOBAL] = config;
}
