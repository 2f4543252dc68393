// Two widgets added after the page loaded: the loader notices them and loads the element once.
document.getElementById('open-login').addEventListener('click', () => {
  const panel = document.getElementById('panel');
  for (let i = 0; i < 2; i++) {
    const login = document.createElement('mc-login');
    login.setAttribute('no-redirect', '');
    panel.append(login);
  }
});
