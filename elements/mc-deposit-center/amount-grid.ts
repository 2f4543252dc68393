import { useLayoutEffect, useRef } from 'react';

/**
 * Sizes the quick-amount grid to its widest amount: the styles fit as many equal columns of that width as the
 * row holds (`--amount-min`), so a long amount ("R$ 1.000.000,00", or a short one on a 360 px phone) takes
 * fewer, wider columns instead of spilling over its border. Measured rather than guessed, since the width an
 * amount needs depends on the currency, the player's locale and the phone's fonts.
 */
export function useAmountGrid<T extends HTMLElement>(labels: readonly string[]) {
  const ref = useRef<T>(null);
  const key = labels.join('\n');
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    let live = true;
    const measure = () => {
      const chip = grid.querySelector<HTMLElement>('.amount');
      if (!live || !chip) return;
      let widest = 0;
      for (const text of grid.querySelectorAll<HTMLElement>('.amount__text')) widest = Math.max(widest, text.getBoundingClientRect().width);
      // Not laid out (the element hidden): the styles' default stands until the next measure.
      if (widest === 0) return;
      const style = getComputedStyle(chip);
      const chrome = ['paddingInlineStart', 'paddingInlineEnd', 'borderInlineStartWidth', 'borderInlineEndWidth'] as const;
      const around = chrome.reduce((sum, property) => sum + (parseFloat(style[property]) || 0), 0);
      grid.style.setProperty('--amount-min', `${Math.ceil(widest + around)}px`);
    };
    measure();
    // An amount measured in a fallback font changes width when the page's own font arrives.
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
    };
  }, [key]);
  return ref;
}
