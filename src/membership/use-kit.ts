import { useEffect, useState } from 'react';
import * as membershipKit from './kit.js';

export type MembershipKit = typeof membershipKit;

/**
 * The membership kit. About 700 bytes and holding no state, it comes in the file of each member page that uses
 * it (the build copies it there) rather than as a chunk of its own, which cost a request.
 */
export const loadMembershipKit = (): Promise<MembershipKit> => Promise.resolve(membershipKit);

/** The membership kit once loaded, `'error'` when it could not be (retry calls the loader again). */
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
