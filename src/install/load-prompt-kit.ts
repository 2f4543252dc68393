/**
 * The install prompt's kit loads on first use, in its own chunk. Its loader is a module of its own, so that the
 * elements that load only the install kit (load.ts) do not carry it.
 */
export type InstallPromptKit = typeof import('./prompt-kit.js');

let kit: Promise<InstallPromptKit> | null = null;

export function loadInstallPromptKit(): Promise<InstallPromptKit> {
  kit ??= import('./prompt-kit.js').catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}
