/**
 * The platform endpoints that several concerns call, imported as a namespace (`import * as endpoints`, or
 * `endpoints` from the api face) and named as `endpoints.status`. A path that one module calls is declared
 * beside that code instead, so that a page downloads only the paths its code calls. docs/wire-contract.md is
 * the table of every path.
 */
import type { Endpoint } from './endpoint.js';

export const status = { method: 'GET', path: '/wps/system/status', auth: false } as const satisfies Endpoint;
export const promotions = { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions' } as const satisfies Endpoint;
export const depositSettings = { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', auth: 'required' } as const satisfies Endpoint;
// Limits (docs/wire-contract.md): the member's deposit and session-time limits.
export const limits = { method: 'GET', path: '/wps/member/limits', auth: 'required' } as const satisfies Endpoint;
