/**
 * The /m app's `default` Trusted Types policy, created before the app's other modules run: third-party code
 * (Firebase Auth, a chat vendor's loader) assigns script addresses as strings, which only a default policy can
 * vet (src/security/trusted-types.ts). Imported first by main.ts for that reason.
 */
import { installDefaultScriptUrlPolicy } from '../../src/security/index.js';

installDefaultScriptUrlPolicy();
