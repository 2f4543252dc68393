// The merchant's own script: the widget reports through DOM events, tracking events included.
document.addEventListener('mc-register-success', (event) => {
  document.getElementById('result').textContent = `Welcome, ${event.detail.userName}! Your ticket is ready.`;
});
document.addEventListener('mc-register-error', (event) => {
  document.getElementById('result').textContent = `Registration failed (${event.detail.code}).`;
});
document.addEventListener('mc-track', (event) => {
  // A real page forwards these to its analytics: gtag('event', event.detail.name, event.detail.data).
  document.body.dataset.lastTrack = event.detail.name;
});
