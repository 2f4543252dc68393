import { useLayoutEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { sanitizeHtml } from './sanitize.js';

/**
 * Server HTML, sanitized, then appended as nodes (never innerHTML). Plain text with no markup skips the
 * sanitizer's chunk altogether.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const plain = !/[<&]/.test(html);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(plain ? 'ready' : 'loading');

  // A layout effect: with the sanitizer already loaded, the content is in before the first paint, and a dialog
  // around it does not grow (and move) a frame later.
  useLayoutEffect(() => {
    if (plain) return;
    let live = true;
    setState('loading');
    sanitizeHtml(html).then(
      (fragment) => {
        if (!live || !ref.current) return;
        ref.current.replaceChildren(fragment);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => void (live = false);
  }, [html, plain]);

  // The merchant writes in any language: the text takes its own direction, whatever the page's.
  if (plain) return <div className={className} dir="auto">{html}</div>;
  return (
    <div className={className} dir="auto" aria-busy={state === 'loading'}>
      <div ref={ref} />
      {state === 'failed' && <p role="alert">{t('network_failed')}</p>}
    </div>
  );
}
