// Stand-in for Google's gtag.js: reads the `dataLayer` the snippet fills (`arguments` objects), then every
// later push, and reports each command to the sandbox instead of Google's servers.
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  if (layer.__standIn) return;
  layer.__standIn = true;
  function report(args) {
    var list = Array.prototype.slice.call(args).map(function (value) { return value instanceof Date ? 'Date' : value; });
    fetch('/__sandbox/pixels/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vendor: 'gtag', args: list }),
      keepalive: true,
    });
  }
  layer.forEach(report);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) report(arguments[i]);
    return push.apply(layer, arguments);
  };
})();
