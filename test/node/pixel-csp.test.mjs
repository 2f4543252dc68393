// The host page's policy names the ad pixels' origins only when a deployment configures them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startHostServer } from '../../host-page/server/serve.mjs';

async function policyOf(options) {
  const server = await startHostServer({ port: 0, host: '127.0.0.1', upstream: 'http://127.0.0.1:9', ...options });
  try {
    const response = await fetch(`${server.url}/not-here`);
    await response.arrayBuffer();
    return response.headers.get('content-security-policy') ?? '';
  } finally {
    await server.close();
  }
}

const directive = (policy, name) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('pixel origins in the Content-Security-Policy', () => {
  it('allows no pixel origin by default', async () => {
    const policy = await policyOf({});
    assert.equal(directive(policy, 'script-src'), "script-src 'self'");
    assert.doesNotMatch(policy, /facebook|tiktok|googletagmanager|kwai/);
  });

  it('allows the configured pixel origins for scripts and their calls home', async () => {
    const policy = await policyOf({
      pixelOrigins: ['https://connect.facebook.net', 'https://analytics.tiktok.com/i18n/pixel/', 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js'],
    });
    assert.equal(directive(policy, 'script-src'), "script-src 'self' https://connect.facebook.net https://analytics.tiktok.com https://s1.kwai.net");
    assert.match(directive(policy, 'connect-src'), /https:\/\/connect\.facebook\.net/);
    assert.match(directive(policy, 'connect-src'), /https:\/\/s1\.kwai\.net/);
  });

  it('refuses an origin that is not http(s)', async () => {
    await assert.rejects(policyOf({ pixelOrigins: ['javascript:alert(1)'] }));
  });
});
