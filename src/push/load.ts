/** The push kit loads on first use, in its own chunk. */
export type PushKit = typeof import('./kit.js');

let kit: Promise<PushKit> | null = null;

export function loadPushKit(): Promise<PushKit> {
  kit ??= import('./kit.js').catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}
