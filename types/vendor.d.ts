// The crypto libraries are imported module by module to keep the lazy crypto chunk small (see TOOLCHAIN
// notes); their type packages only describe the package roots.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/rsa';
declare module 'node-forge/lib/pem';
declare module 'node-forge/lib/asn1';
declare module 'crypto-js/core' {
  import CryptoJS from 'crypto-js';
  export default CryptoJS;
}
declare module 'crypto-js/enc-base64';
declare module 'crypto-js/enc-utf8';
declare module 'crypto-js/tripledes';
declare module 'crypto-js/mode-ecb';
declare module 'crypto-js/md5';
declare module '*.json' {
  const value: Record<string, string>;
  export default value;
}
