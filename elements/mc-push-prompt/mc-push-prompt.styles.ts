import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: contents; }
.body { display: flex; align-items: flex-start; gap: .75em; }
.bell {
  flex: none; inline-size: 40px; block-size: 40px; padding: 8px; border-radius: 50%; box-sizing: border-box;
  background: color-mix(in srgb, var(--mc-color-primary, #c8102e) 12%, transparent);
  fill: none; stroke: var(--mc-color-primary, #c8102e); stroke-width: 1.8; stroke-linejoin: round; stroke-linecap: round;
}
`;
