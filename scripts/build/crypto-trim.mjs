// Parts of the crypto libraries the request envelope never runs, kept out of the lazy crypto chunk (about
// 6 KB brotli, what keeps the login page under its budget after a submit):
// - node-forge's `random`, a Fortuna generator on forge's AES, SHA-256 and cipher modes, gives way to
//   src/crypto/forge-random.ts (the platform CSPRNG, which forge's generator seeds itself from anyway);
// - crypto-js's `evpkdf` (with SHA-1 and HMAC) derives a key from a passphrase: the envelope and the support
//   path always pass the key itself as bytes, so that code is never called.
// (Both libraries' `require('crypto')` for Node is mapped away by their own package.json `browser` field.)
import { fileURLToPath } from 'node:url';

const FORGE_RANDOM = fileURLToPath(new URL('../../src/crypto/forge-random.ts', import.meta.url));
const NO_EVPKDF = '\0crypto-js/evpkdf-unused';

/** @returns {import('rollup').Plugin} */
export function cryptoTrim() {
  return {
    name: 'crypto-trim',
    resolveId(source, importer) {
      // The replacement installs itself on forge, so it keeps its side effects like the module it replaces.
      if (source === './random' && importer?.includes('/node_modules/node-forge/lib/')) return { id: FORGE_RANDOM, moduleSideEffects: true };
      if (source === './evpkdf' && importer?.includes('/node_modules/crypto-js/')) return NO_EVPKDF;
      return null;
    },
    load: (id) => (id === NO_EVPKDF ? 'export {};' : null),
  };
}
