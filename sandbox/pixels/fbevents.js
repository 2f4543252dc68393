// Stand-in for Facebook's fbevents.js: takes over the `fbq` queue the page's snippet made, as the real script
// does (`callMethod`, then the queued calls in order), and reports every call to the sandbox instead of
// Facebook's servers.
(function () {
  var fbq = window.fbq;
  if (!fbq || fbq.__standIn) return;
  function report(args) {
    fetch('/__sandbox/pixels/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vendor: 'facebook', args: Array.prototype.slice.call(args) }),
      keepalive: true,
    });
  }
  fbq.__standIn = true;
  var queued = fbq.queue.splice(0);
  fbq.callMethod = function () { report(arguments); };
  for (var i = 0; i < queued.length; i++) report(queued[i]);
})();
