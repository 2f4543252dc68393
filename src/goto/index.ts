/** Goto targets, their routes and when each is shown. */
export { GOTO_ROUTES, gotoVisible, installedOrInApp, isGotoTarget, LOGIN_REQUIRED, type GotoTarget } from './goto.js';
