// The crypto libraries are imported module by module to keep the lazy crypto chunk small (see TOOLCHAIN
// notes); their type packages only describe the package roots.
declare module 'node-forge/lib/forge.js' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/rsa.js';
declare module 'node-forge/lib/pem.js';
declare module 'node-forge/lib/asn1.js';
declare module 'crypto-js/core.js' {
  import CryptoJS from 'crypto-js';
  export default CryptoJS;
}
declare module 'crypto-js/enc-base64.js';
declare module 'crypto-js/enc-utf8.js';
declare module 'crypto-js/tripledes.js';
declare module 'crypto-js/mode-ecb.js';
declare module 'crypto-js/md5.js';
declare module '*.json' {
  const value: Record<string, string>;
  export default value;
}
