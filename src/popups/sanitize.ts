/**
 * Server HTML (popup and announcement content) reaches the DOM only through DOMPurify, which loads in its own
 * chunk the first time such content shows. On top of DOMPurify's defaults: no inline styles or forms, links
 * only to allowed hosts (others lose their address), and images only from the image CDN.
 */
import { safeRedirectUrl } from '../security/safe-url.js';
import { allowedHosts } from './content.js';
import { imageUrl } from './image-cdn.js';

type Purifier = (typeof import('dompurify'))['default'];
type HtmlPolicy = { createHTML(input: string): unknown; createScriptURL(input: string): unknown };
type PolicyFactory = { createPolicy(name: string, rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string }): HtmlPolicy };

let purifier: Promise<Purifier> | null = null;

/**
 * The page's one Trusted Types policy that makes HTML (docs/security.md), named in the /m app's `trusted-types`
 * directive. It lives in this module and goes to DOMPurify alone, which uses it to parse the server's HTML into
 * an inert document and to wrap what it keeps; it answers only while DOMPurify is sanitizing, so nothing else
 * can write HTML through it even holding it. Sanitized content carries no script (DOMPurify removes script
 * elements), so it makes no script address. Null where the browser has no Trusted Types.
 */
const HTML_POLICY = 'mc-sanitized-html';
let sanitizing = false;
let htmlPolicy: HtmlPolicy | null | undefined;

function sanitizedHtmlPolicy(): HtmlPolicy | null {
  if (htmlPolicy === undefined) {
    try {
      htmlPolicy = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes?.createPolicy(HTML_POLICY, {
        createHTML: (input) => {
          if (!sanitizing) throw new TypeError(`${HTML_POLICY} makes HTML only for DOMPurify.`);
          return input;
        },
        createScriptURL: () => {
          throw new TypeError('Sanitized content loads no script.');
        },
      }) ?? null;
    } catch {
      // A merchant's page whose own Trusted Types list leaves this name out: DOMPurify works without a policy
      // there, as in a browser without Trusted Types.
      htmlPolicy = null;
    }
  }
  return htmlPolicy;
}

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
  // Without a policy of ours, DOMPurify would try to create its own ('dompurify'), which the page refuses.
  const policy = sanitizedHtmlPolicy();
  sanitizing = true;
  try {
    return instance.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
      FORBID_ATTR: ['style', 'srcset', 'formaction'],
      ALLOW_DATA_ATTR: false,
      ...(policy ? { TRUSTED_TYPES_POLICY: policy as never } : {}),
    });
  } finally {
    sanitizing = false;
  }
}
