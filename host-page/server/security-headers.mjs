// Headers every response of the host page carries. The policy has no 'unsafe-inline' and no 'unsafe-eval':
// the pages load only their own scripts and styles, and elements style their shadow roots with constructed
// stylesheets, which the policy does not block.
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/**
 * The policy with more origins the app may call: the platform's other lines (domains), which the app switches
 * to when the one in use fails.
 * @param {string[]} [connectOrigins]
 */
export function contentSecurityPolicy(connectOrigins = []) {
  if (!connectOrigins.length) return CONTENT_SECURITY_POLICY;
  return DIRECTIVES.map((directive) =>
    directive.startsWith('connect-src ') ? `${directive} ${connectOrigins.join(' ')}` : directive).join('; ');
}

/** @param {string[]} [connectOrigins] */
export function securityHeaders(connectOrigins) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectOrigins),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
