/**
 * The page's own layers, outside every element: the notices, the domain-error modal, the two-factor dialog and
 * the captcha box. Each renders in a shadow root of its own at the end of `<body>`, so that whatever raised it
 * (an element, the API layer, the host page) gets the same one on any page. They all mount here, so that each
 * gets the kit's base styles, the page's language and direction, and a host element to emit from, the same way;
 * and the module that owns a dialog mounts it itself, so the notices never import the dialogs they sit beside.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSignals } from '@preact/signals-react/runtime';
import { direction, ensureLocale, language } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { baseStyles } from '../ui/base-styles.js';
import { adoptStyles } from './adopt-styles.js';
import { HostContext } from './host-context.js';

/** A mounted layer: its host element (`<div data-mc-<name>>`), and how to take it off the page. */
export interface PageLayer {
  readonly host: HTMLElement;
  remove(): void;
}

function Frame({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useSignals();
  return (
    <HostContext.Provider value={host}>
      <div dir={direction.value} lang={languageInfo(language.value).tag}>
        {children}
      </div>
    </HostContext.Provider>
  );
}

/**
 * Mounts `content` in a new layer named `name`, with the base styles and `styles` adopted into its shadow root.
 * Before `<body>` exists it waits for it. The core language part is asked for, since every layer speaks.
 */
export function mountPageLayer(name: string, styles: readonly string[], content: ReactNode): PageLayer {
  const host = document.createElement('div');
  host.setAttribute(`data-mc-${name}`, '');
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles, ...styles);
  const root = createRoot(shadow);
  void ensureLocale();
  const attach = () => {
    document.body.append(host);
    root.render(<Frame host={host}>{content}</Frame>);
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
  return {
    host,
    remove() {
      root.unmount();
      host.remove();
    },
  };
}
