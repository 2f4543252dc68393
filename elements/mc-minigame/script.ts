/**
 * Loads the platform's mini-game script (SPEC §7: `/mini-game/{v1|s1}/minigame.js?<timestamp>`) and hands back
 * its global API. The API is documented in the README (`window.McMiniGame`).
 */
import { apiBase } from '../../src/net/index.js';
import { trustedScriptUrl } from '../../src/security/index.js';

export type MiniGameVariant = 'v1' | 's1';

export interface MiniGameOptions {
  token: string;
  language: string;
  merchant: string;
  apiBase: string;
  onClose?: () => void;
}

export interface MiniGameInstance {
  open(): void;
  close(): void;
  toggle(): void;
  isOpen(): boolean;
  update(next: { token?: string; language?: string }): void;
  destroy(): void;
}

export interface MiniGameApi {
  variant: MiniGameVariant;
  title(language: string): string;
  mount(container: HTMLElement, options: MiniGameOptions): MiniGameInstance;
}

declare global {
  interface Window {
    McMiniGame?: MiniGameApi;
  }
}

const loading = new Map<MiniGameVariant, Promise<MiniGameApi>>();

function isApi(value: unknown): value is MiniGameApi {
  return !!value && typeof (value as MiniGameApi).mount === 'function' && typeof (value as MiniGameApi).title === 'function';
}

export function loadMiniGame(variant: MiniGameVariant): Promise<MiniGameApi> {
  let pending = loading.get(variant);
  if (!pending) {
    pending = new Promise<MiniGameApi>((resolve, reject) => {
      const script = document.createElement('script');
      // The timestamp defeats caches: the platform updates the game without a new kit (SPEC §7).
      script.src = trustedScriptUrl(`${apiBase()}/mini-game/${variant}/minigame.js?${Date.now()}`);
      script.async = true;
      script.onload = () => (isApi(window.McMiniGame) ? resolve(window.McMiniGame) : reject(new Error('mini-game API missing')));
      script.onerror = () => reject(new Error('mini-game script failed'));
      document.head.append(script);
    });
    // A failed load may be retried on the next login.
    pending.catch(() => loading.delete(variant));
    loading.set(variant, pending);
  }
  return pending;
}
