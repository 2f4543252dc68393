// Business constants of the sandbox platform (SPEC §1, §5, §6, §9).

/**
 * Password given to a player registered by mobile number without a password (SPEC §5). A player who still
 * has it is flagged, and logging in with it answers `updatePassword: true`.
 */
export const DEFAULT_PASSWORD = 'Aa123456';

/** The merchant seeded on a fresh database. */
export const DEMO_MERCHANT = 'DEMO';

/** Merchant switches of SPEC §6, with the seeded default of each. */
export const SWITCH_DEFAULTS = Object.freeze({
  STARTGAMEINAPP3: false,
  MOBILEAUTOLOGIN3: true,
  PWDEXPFORCECHANGE3: true,
  CBS3: false,
  GOOGLELOGIN3: false,
  FIREBASECREATEACC3: false,
  UPDATEMOBILEICC3: false,
  DISABLEDMOBILEICC3: false,
  A2HS3: true,
  MOBILENUMPASSREG3: false,
  // On, so that the demo shows the reward center and its promotions; tests that need it off say so.
  REWCEN3: true,
  GEETEST3: false,
  GEETESTTEST3: false,
  GEETESTVCODE3: false,
  MANDATORYAPPUPDATES3: false,
  LOTTMINIGAME3: false,
  SEALOTTMINIGAME3: false,
});

/**
 * Switches the demo merchant has on where the sandbox runs as a demo (`mode: 'demo'`): its support opens the
 * platform's chat in the app's own sheet, as a merchant's would, rather than a customer-service page in a new
 * tab. Test and production modes keep SWITCH_DEFAULTS: a journey about the chat turns it on.
 */
export const DEMO_MODE_SWITCHES = Object.freeze({ CBS3: true });

/** Language codes of SPEC §1. */
export const LANGUAGES = Object.freeze([
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS',
  'BN', 'TR', 'RU', 'AR',
]);

/** Register methods of SPEC §3. */
export const REGISTER_METHODS = Object.freeze(['APP', 'H5', 'WEBCLIP', 'PWA']);

/** Values of the `Device` header and of the login body's `device`. */
export const DEVICES = Object.freeze(['IPAD', 'PWA', 'WEBCLIP']);

/** Lifetime of a session token. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Requests kept by the request log. */
export const REQUEST_LOG_LIMIT = 500;
