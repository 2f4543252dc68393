/** The install and download kit loads on first use, in its own chunk. */
export type InstallKit = typeof import('./kit.js');

let kit: Promise<InstallKit> | null = null;

export function loadInstallKit(): Promise<InstallKit> {
  kit ??= import('./kit.js').catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}
