// Stand-in for Kwai's pixel events.js (loaded once per `kwaiq.load(id)` with `?sdkid=&lib=kwaiq`): replaces the
// queueing methods the snippet defined, on `kwaiq` and on every pixel's queue (`kwaiq._i[id]`, what
// `kwaiq.instance(id)` hands out), replays what was queued, and reports every call to the sandbox, with the
// pixel it was made on.
(function () {
  var kwaiq = window[window.KwaiAnalyticsObject || 'kwaiq'];
  var query = (document.currentScript && document.currentScript.src.split('?')[1]) || '';
  function report(args, pixel) {
    fetch('/__sandbox/pixels/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vendor: 'kwai', args: Array.prototype.slice.call(args), query: query, pixel: pixel || '' }),
      keepalive: true,
    });
  }
  if (!kwaiq) return;
  report(['load', (new URLSearchParams(query)).get('sdkid')]);
  if (kwaiq.__standIn) return;
  var methods = kwaiq.methods || ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie'];
  function takeOver(target, pixel) {
    target.__standIn = true;
    var queued = target.splice(0);
    methods.forEach(function (method) {
      target[method] = function () { report([method].concat(Array.prototype.slice.call(arguments)), pixel); };
    });
    queued.forEach(function (call) { report(call, pixel); });
    return target;
  }
  var pixels = kwaiq._i || {};
  kwaiq.instance = function (id) {
    if (!pixels[id]) pixels[id] = [];
    return pixels[id].__standIn ? pixels[id] : takeOver(pixels[id], id);
  };
  takeOver(kwaiq, '');
  Object.keys(pixels).forEach(function (id) { takeOver(pixels[id], id); });
})();
