import * as membershipKit from './kit.js';

export type MembershipKit = typeof membershipKit;

/**
 * The membership kit. About 700 bytes and holding no state, it comes in the file of each member page that uses
 * it (the build copies it there) rather than as a chunk of its own, which cost a request.
 */
export const loadMembershipKit = (): Promise<MembershipKit> => Promise.resolve(membershipKit);
