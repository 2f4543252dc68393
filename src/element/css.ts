/**
 * Marks a template literal as an element's CSS. At run time it is the string the literal would be; the build
 * minifies each such literal in place (scripts/build/css-templates.mjs), so what reaches the player carries no
 * comments or layout.
 */
export const css = (strings: TemplateStringsArray, ...values: unknown[]): string => String.raw({ raw: strings }, ...values);
