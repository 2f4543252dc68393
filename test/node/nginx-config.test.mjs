// The nginx configuration of deploy/nginx/ as render.mjs fills it in: every placeholder replaced, merchant
// values unable to break out of their nginx string or the page's HTML, and nonsense refused.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { renderNginx } from '../../deploy/nginx/render.mjs';
import { CONTENT_SECURITY_POLICY, reportingEndpoints } from '../../host-page/server/security-headers.mjs';

const options = { dist: '/srv/mc/dist', upstream: 'https://api.merchant.example/', listen: '127.0.0.1:8080', confDir: '/etc/nginx/mc' };

describe('deploy/nginx/render.mjs', () => {
  it('fills in every placeholder, with the Node server\'s security policy', () => {
    const files = renderNginx({ ...options, merchant: 'ABC', title: 'Lucky Lottery' });
    for (const [name, text] of Object.entries(files)) assert.doesNotMatch(text, /@[A-Z_]+@/, name);
    const server = files['mc-elements.conf'];
    assert.match(server, /listen 127\.0\.0\.1:8080;/);
    assert.match(server, /proxy_pass https:\/\/api\.merchant\.example;/);
    assert.match(server, /alias \/srv\/mc\/dist\/;/);
    assert.match(server, /include \/etc\/nginx\/mc\/mc-elements-page\.conf;/);
    // Routes with a page of their own, as the Node server serves them.
    assert.ok(server.includes('location = /m/home {\n    try_files /app/home.html =404;\n    include /etc/nginx/mc/mc-elements-page.conf;'));
    const page = files['mc-elements-page.conf'];
    assert.ok(page.includes(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`));
    assert.ok(page.includes(`add_header Reporting-Endpoints '${reportingEndpoints()}' always;`));
    // Reports reach the platform through a bounded location of their own.
    assert.match(server, /location = \/wps\/csp-report \{\n\s+client_max_body_size 64k;\n\s+limit_except POST \{ deny all; \}\n\s+proxy_pass https:\/\/api\.merchant\.example;/);
    assert.match(page, /sub_filter '%MERCHANT%' 'ABC';/);
  });

  it('replaces every placeholder of the host page, so no pixel or widget address is left as %NAME%', () => {
    const page = renderNginx(options)['mc-elements-page.conf'];
    const html = readFileSync(new URL('../../host-page/public/index.html', import.meta.url), 'utf8');
    const placeholders = [...new Set(html.match(/%[A-Z0-9_]+%/g))];
    assert.ok(placeholders.includes('%KWAIQ%'));
    for (const placeholder of placeholders) assert.ok(page.includes(`sub_filter '${placeholder}' `), placeholder);
  });

  it('keeps a title with quotes, markup or variables inside its string', () => {
    const page = renderNginx({ ...options, title: `Joe's <b>$host</b> \\` })['mc-elements-page.conf'];
    const line = page.split('\n').find((l) => l.startsWith("sub_filter '%TITLE%'"));
    assert.equal(line, "sub_filter '%TITLE%' 'Joe&#39;s &#60;b&#62;\\$host&#60;/b&#62; \\\\';");
  });

  it('allows chat widget origins in the policy only when they are configured', () => {
    const plain = renderNginx(options)['mc-elements-page.conf'];
    assert.doesNotMatch(plain, /livechatinc/);
    assert.match(plain, /sub_filter '%LIVECHAT%' '';/);
    const page = renderNginx({ ...options, chatWidgetOrigins: ['https://cdn.livechatinc.com/tracking.js', 'https://secure.livechatinc.com'] })['mc-elements-page.conf'];
    const policy = /Content-Security-Policy "([^"]+)"/.exec(page)?.[1] ?? '';
    assert.match(policy, /script-src 'self' https:\/\/cdn\.livechatinc\.com https:\/\/secure\.livechatinc\.com;/);
    assert.match(policy, /connect-src 'self' https:\/\/cdn\.livechatinc\.com https:\/\/secure\.livechatinc\.com;/);
    assert.match(policy, /style-src 'self';/);
    assert.throws(() => renderNginx({ ...options, chatWidgetOrigins: ["javascript:alert(1)"] }), /http\(s\)/);
  });

  it("names Google's sign-in origins and lets its popup report back only for a merchant that offers it", () => {
    const plain = renderNginx(options)['mc-elements-page.conf'];
    assert.doesNotMatch(plain, /apis\.google\.com|identitytoolkit/);
    assert.match(plain, /Cross-Origin-Opener-Policy "same-origin" always;/);
    const page = renderNginx({ ...options, firebaseSignIn: true })['mc-elements-page.conf'];
    const policy = /Content-Security-Policy "([^"]+)"/.exec(page)?.[1] ?? '';
    assert.match(policy, /script-src 'self' https:\/\/apis\.google\.com https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/);
    assert.match(policy, /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com;/);
    assert.match(page, /Cross-Origin-Opener-Policy "same-origin-allow-popups" always;/);
  });

  it('refuses an upstream, listen value or path that would change the configuration', () => {
    assert.throws(() => renderNginx({ ...options, upstream: 'https://x.example; return 200' }), /UPSTREAM/);
    assert.throws(() => renderNginx({ ...options, listen: '80; include /etc/passwd' }), /LISTEN/);
    assert.throws(() => renderNginx({ ...options, dist: '/srv/my dist' }), /DIST/);
  });

  it('frames only the page itself and the configured game, chat and activity origins', () => {
    const frames = (page) => /frame-src ([^;]+);/.exec(page)?.[1];
    assert.equal(frames(renderNginx(options)['mc-elements-page.conf']), "'self'");
    const page = renderNginx({
      ...options, gameOrigins: ['https://games.vendor.example/launch'], chatWidgetOrigins: ['https://secure.livechatinc.com'],
      activityOrigins: ['https://www.merchant.example/promo/'], pixelOrigins: ['https://connect.facebook.net'],
    })['mc-elements-page.conf'];
    assert.equal(frames(page), "'self' https://games.vendor.example https://secure.livechatinc.com https://www.merchant.example");
    assert.throws(() => renderNginx({ ...options, activityOrigins: ['data:text/html,x'] }), /http\(s\)/);
  });

  it('sends reports where CSP_REPORT_URI says, and refuses an address that could change the header', () => {
    const page = renderNginx({ ...options, reportUri: 'https://reports.merchant.example/csp' })['mc-elements-page.conf'];
    assert.match(page, /report-uri https:\/\/reports\.merchant\.example\/csp; report-to csp"/);
    assert.match(page, /add_header Reporting-Endpoints 'csp="https:\/\/reports\.merchant\.example\/csp"' always;/);
    for (const reportUri of ['http://reports.example', '/r; script-src *', "/r' always; add_header X 'y", '/r$host']) {
      assert.throws(() => renderNginx({ ...options, reportUri }), /report address/, reportUri);
    }
  });
});
