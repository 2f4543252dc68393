import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'mc-elements';
import 'mc-elements/elements/mc-login';
import 'mc-elements/elements/mc-register';
import { App } from './App.js';

// The platform answers on this page's own origin (the server in front proxies /wps), for the demo merchant;
// the page starts in English unless the player has chosen a language.
configure({ api: '', merchant: 'DEMO', language: 'EN' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
