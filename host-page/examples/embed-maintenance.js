// The platform is open again: a merchant page would send the player on; this one says so.
document.addEventListener('mc-maintenance-recovered', () => {
  document.getElementById('result').textContent = 'We are open again. Good luck!';
});
