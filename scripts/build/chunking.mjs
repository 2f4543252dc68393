// Which chunk a module goes to. React has its own; the `runtime` chunk holds what most elements share: a module
// at least half of the elements load up front (and at least two; with a single element, what it loads). A module
// fewer elements use stays out of `runtime`, so the other elements never download it; rollup places it with
// the elements that use it.
// Lazy imports (crypto, the overlay, each language) are left to rollup and become chunks of their own.
// Who loads what up front comes from rollup's own first pass over the build (module-reach.mjs).

/**
 * The share of elements that must load a module up front for it to sit in `runtime`. A module fewer elements
 * use (the login calls that login, registration and two-factor share, say) is left to rollup, which gives each
 * set of elements using the same modules a chunk of its own: a page then downloads none of it unless it needs it.
 */
const RUNTIME_SHARE = 0.5;

/**
 * rollup's manualChunks for a build whose entries load what `entries` says.
 * @param {Map<string, import('./module-reach.mjs').EntryReach>} entries by input name; elements are `elements/<tag>`
 * @returns {(id: string) => string | undefined}
 */
export function sharedChunks(entries) {
  const elements = [...entries].filter(([name]) => name.startsWith('elements/')).map(([, reach]) => reach.upFront);
  const users = new Map();
  for (const upFront of elements) for (const id of upFront) users.set(id, (users.get(id) ?? 0) + 1);
  const needed = Math.max(Math.min(2, elements.length), Math.ceil(RUNTIME_SHARE * elements.length));
  return (id) => {
    if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
    // Virtual modules (the CommonJS interop helpers) are shared by React and the lazy crypto chunk: they must
    // sit in an eager chunk, or React's chunk would import the crypto chunk up front. The interop modules of
    // the crypto libraries (and of forge's stand-in random source, crypto-trim.mjs) stay lazy with them.
    // The language parts (locale-parts.mjs) are virtual too, and each is a lazy chunk of its own.
    if (id.startsWith('\0') && !/node-forge|crypto-js|forge-random|^\0mc-locale:/.test(id)) return 'runtime';
    if (id.includes('/elements/')) return undefined;
    // The Trusted Types policy for script addresses (about 300 bytes): the app shell creates the page's default
    // policy from it before anything else, and every script loader (captcha, chat, pixels, mini-game) uses it.
    // Alone it would be a chunk of its own, one more round trip on every page of the app.
    if (/\/src\/security\/trusted-types\.ts$/.test(id)) return 'runtime';
    return (users.get(id) ?? 0) >= needed && needed > 0 ? 'runtime' : undefined;
  };
}

