import { rememberMeStyles } from './remember-me.js';

export const styles = /* css */ `
.form { display: flex; flex-direction: column; max-inline-size: var(--mc-login-max-width, 420px); margin-inline: auto; }
.title { margin: 0 0 1em; font-size: 1.4em; text-align: center; }
.submit { inline-size: 100%; margin-block-start: .5em; }
${rememberMeStyles}
`;
