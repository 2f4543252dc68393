import { useEffect, useState } from 'react';

export type MembershipKit = typeof import('./kit.js');

export const loadMembershipKit = (): Promise<MembershipKit> => import('./kit.js');

/** The membership kit once loaded, `'error'` when its chunk could not be fetched (retry calls the loader again). */
export function useMembershipKit(): [MembershipKit | null | 'error', () => void] {
  const [kit, setKit] = useState<MembershipKit | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadMembershipKit().then(
      (loaded) => live && setKit(loaded),
      () => live && setKit('error'),
    );
    return () => void (live = false);
  }, [attempt]);
  return [kit, () => (setKit(null), setAttempt((n) => n + 1))];
}
