// The merchant's own script: the widget reports through DOM events.
document.addEventListener('mc-login-success', (event) => {
  document.getElementById('result').textContent = `Welcome back, ${event.detail.userName}!`;
});
document.addEventListener('mc-login-error', (event) => {
  document.getElementById('result').textContent = `Login failed (${event.detail.code}).`;
});
