// Stand-in for TikTok's pixel events.js (loaded once per `ttq.load(id)` with `?sdkid=&lib=ttq`): replaces the
// queueing methods the snippet defined, replays what was queued, and reports every call to the sandbox.
(function () {
  var ttq = window[window.TiktokAnalyticsObject || 'ttq'];
  var query = (document.currentScript && document.currentScript.src.split('?')[1]) || '';
  function report(args) {
    fetch('/__sandbox/pixels/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vendor: 'tiktok', args: Array.prototype.slice.call(args), query: query }),
      keepalive: true,
    });
  }
  if (!ttq) return;
  report(['load', (new URLSearchParams(query)).get('sdkid')]);
  if (ttq.__standIn) return;
  ttq.__standIn = true;
  var methods = ttq.methods || ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie'];
  methods.forEach(function (method) {
    ttq[method] = function () { report([method].concat(Array.prototype.slice.call(arguments))); };
  });
  var queued = ttq.splice(0);
  queued.forEach(function (call) { report(call); });
})();
