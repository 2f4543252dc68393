// Not part of the app: the consumer test compiles it beside the app (tsconfig.type-errors.json) and expects
// tsc to fail on each line marked expect-error and nowhere else: the JSX types reject what the manifest forbids.
import type {} from 'mc-elements/jsx';

export const wrongMode = <mc-login mode="password" />; // expect-error: not a mode of the manifest's union
export const wrongBoolean = <mc-login no-redirect="yes" />; // expect-error: a boolean attribute
export const wrongNumber = <mc-banner autoplay="fast" />; // expect-error: a number attribute
export const wrongDetail = <mc-login onmc-login-success={(event) => event.detail.nickname} />; // expect-error: no such detail field
export const unknownTag = <mc-logn />; // expect-error: no such element
