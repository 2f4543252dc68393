import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: contents; }
.mc-dialog { animation: rise .25s ease-out; }
.mc-dialog:has(.content--closing) { animation: fall .25s ease-in forwards; }
@keyframes rise { from { opacity: 0; transform: translateY(12px); } }
@keyframes fall { to { opacity: 0; transform: translateY(12px); } }
@media (prefers-reduced-motion: reduce) { .mc-dialog, .mc-dialog:has(.content--closing) { animation: none; } }
.mc-dialog__actions .mc-button { text-decoration: none; }
`;
