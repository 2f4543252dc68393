/** The install and download kit loads on first use, in its own chunk. */
export type InstallKit = typeof import('./kit.js');

/**
 * The kit, loaded on first use: the browser keeps the loaded module, so later calls load nothing again. With
 * no state of its own, this is built into each element that uses it instead of being a chunk apart.
 */
export function loadInstallKit(): Promise<InstallKit> {
  return import('./kit.js');
}
