// What a merchant page holding only one element may download before the element is interactive, in KB (1024
// bytes) of brotli: the elements' own budgets, else the default. test/node/element-budgets.test.mjs holds the
// build to them; the bench prints the same figures as measured in a browser.
export const ELEMENT_BUDGETS_KB = {
  'mc-balance': 80, 'mc-login': 90, 'mc-register': 95,
  // The responsible-gaming elements (issue 21): at most 80 KB each.
  'mc-limits': 80, 'mc-reality-check': 80, 'mc-responsible-gaming': 80, 'mc-self-exclusion': 80,
  // Withdrawals (issue 32): at most 82 KB.
  'mc-withdraw': 82,
};
export const DEFAULT_ELEMENT_BUDGET_KB = 82;

/** The budget of an element, in bytes. */
export const elementBudget = (tag) => (ELEMENT_BUDGETS_KB[tag] ?? DEFAULT_ELEMENT_BUDGET_KB) * 1024;
