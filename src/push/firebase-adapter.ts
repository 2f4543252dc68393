/**
 * The real push adapter: Firebase Cloud Messaging. The `firebase` package is imported only here, and this
 * module only through a dynamic import, so its code is a chunk of its own that loads when push is offered.
 */
import type { FirebaseMessagingConfig, PushAdapter, PushPermission } from './adapter.js';

type Messaging = import('firebase/messaging').Messaging;

function browserPermission(): PushPermission {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

export function createFirebaseAdapter(config: FirebaseMessagingConfig): PushAdapter {
  let messaging: Promise<Messaging | null> | null = null;

  const load = (): Promise<Messaging | null> =>
    (messaging ??= (async () => {
      const [{ initializeApp, getApps }, fcm] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
      if (!(await fcm.isSupported())) return null;
      const name = 'mc-push';
      const app =
        getApps().find((existing) => existing.name === name) ??
        initializeApp(
          {
            apiKey: config.apiKey,
            projectId: config.projectId,
            messagingSenderId: config.messagingSenderId,
            appId: config.appId,
          },
          name,
        );
      return fcm.getMessaging(app);
    })());

  return {
    permission: browserPermission,
    async requestPermission() {
      if (browserPermission() === 'unsupported') return 'unsupported';
      return Notification.requestPermission();
    },
    async getToken() {
      if (browserPermission() !== 'granted') return null;
      const instance = await load();
      if (!instance) return null;
      const { getToken } = await import('firebase/messaging');
      const registration = await navigator.serviceWorker.getRegistration(config.serviceWorker ?? '/m/');
      const token = await getToken(instance, {
        vapidKey: config.vapidKey,
        ...(registration ? { serviceWorkerRegistration: registration } : {}),
      });
      return token || null;
    },
    async deleteToken() {
      const instance = await load();
      if (!instance) return false;
      const { deleteToken } = await import('firebase/messaging');
      return deleteToken(instance);
    },
    onMessage(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void load().then(async (instance) => {
        if (!instance || stopped) return;
        const { onMessage } = await import('firebase/messaging');
        stop = onMessage(instance, (payload) =>
          listener({ title: payload.notification?.title, body: payload.notification?.body, data: payload.data }),
        );
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
