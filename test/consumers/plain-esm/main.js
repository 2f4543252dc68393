import './config.js';
import 'mc-elements/elements/mc-login';

document.addEventListener('mc-login-success', (event) => {
  document.getElementById('result').textContent = `Welcome back, ${event.detail.userName}!`;
});
