/**
 * Server HTML (popup and announcement content) reaches the DOM only through DOMPurify, which loads in its own
 * chunk the first time such content shows. On top of DOMPurify's defaults: no inline styles or forms, links
 * only to allowed hosts (others lose their address), and images only from the image CDN.
 */
import { safeRedirectUrl } from '../security/safe-url.js';
import { allowedHosts } from './content.js';
import { imageUrl } from './image-cdn.js';

type Purifier = (typeof import('dompurify'))['default'];

let purifier: Promise<Purifier> | null = null;

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: createPurifier }) => {
    // An own instance: its hooks never touch a DOMPurify the merchant's page uses.
    const instance = createPurifier(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const safe = safeRedirectUrl(node.getAttribute('href'), allowedHosts());
        if (safe) {
          node.setAttribute('href', safe);
          node.setAttribute('rel', 'noopener noreferrer');
          if (new URL(safe).host !== location.host) node.setAttribute('target', '_blank');
          else node.removeAttribute('target');
        } else {
          node.removeAttribute('href');
          node.removeAttribute('target');
        }
      } else if (node.tagName === 'IMG') {
        const src = imageUrl(node.getAttribute('src') ?? '');
        if (src) node.setAttribute('src', src);
        else node.removeAttribute('src');
        node.removeAttribute('srcset');
        node.setAttribute('loading', 'lazy');
      }
    });
    return instance;
  });
  purifier.catch(() => (purifier = null));
  return purifier;
}

/** Loads DOMPurify ahead, so that content shown afterwards is in place in the frame it first paints. */
export function preloadSanitizer(): Promise<void> {
  return loadPurifier().then(() => undefined);
}

/** The content as inert nodes to append. */
export async function sanitizeHtml(html: string): Promise<DocumentFragment> {
  const instance = await loadPurifier();
  return instance.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}
