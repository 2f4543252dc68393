// Every /wps route the platform answers, in one list: the server routes calls by it, and the console lists its
// endpoints from it (to set a fault on any of them).

import { captchaRoutes } from '../captcha.mjs';
import { contentRoutes } from './content.mjs';
import { exclusionRoutes } from './exclusions.mjs';
import { firebaseRoutes } from './firebase.mjs';
import { gameRoutes } from './games.mjs';
import { installRoutes } from './install.mjs';
import { limitsRoutes } from './limits.mjs';
import { memberRoutes } from './member.mjs';
import { membershipRoutes } from './membership.mjs';
import { passwordRoutes } from './password.mjs';
import { passwordResetRoutes } from './password-reset.mjs';
import { registrationRoutes } from './registration.mjs';
import { relayRoutes } from './relay.mjs';
import { rewardsRoutes } from './rewards.mjs';
import { sessionRoutes } from './session.mjs';
import { sessionSummaryRoutes } from './session-summary.mjs';
import { systemRoutes } from './system.mjs';
import { trackingRoutes } from './tracking.mjs';
import { verificationRoutes } from './verification.mjs';
import { walletRoutes } from './wallet.mjs';
import { withdrawalRoutes } from './withdrawals.mjs';

/** @type {import('../server.mjs').WpsRoute[]} */
export const WPS_ROUTES = [
  ...sessionRoutes, ...memberRoutes, ...systemRoutes, ...captchaRoutes, ...passwordRoutes, ...relayRoutes, ...verificationRoutes, ...installRoutes,
  ...registrationRoutes,
  ...rewardsRoutes,
  ...membershipRoutes,
  ...contentRoutes,
  ...firebaseRoutes,
  ...gameRoutes,
  ...trackingRoutes,
  ...passwordResetRoutes,
  ...walletRoutes,
  ...sessionSummaryRoutes,
  ...exclusionRoutes,
  ...limitsRoutes,
  ...withdrawalRoutes,
];
