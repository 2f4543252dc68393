/** Google and phone sign-in: which providers the merchant offers, and the lazy sign-in part. */
export { loadProviderSignIn, providersOffered, type ProviderConsent } from './load.js';
