// The chat page's own behaviour: a message the player sends shows at once, the agent is seen typing, and a
// reply follows. In the app's chat sheet (a frame) the sheet's bar is the page's header, so its own hides.
(function () {
  var strings = JSON.parse(document.getElementById('chat-strings').textContent || '{}');
  var log = document.querySelector('.log');
  var form = document.querySelector('.compose');
  var input = form.elements.namedItem('message');
  if (window.top !== window) document.querySelector('[data-standalone]').hidden = true;

  function time() {
    return new Date().toISOString().slice(11, 16);
  }

  function add(kind, text) {
    var item = document.createElement('li');
    item.className = 'msg msg--' + kind;
    var bubble = document.createElement('span');
    bubble.className = 'bubble';
    bubble.textContent = text;
    var stamp = document.createElement('time');
    stamp.textContent = time();
    item.append(bubble, stamp);
    log.append(item);
    item.scrollIntoView({ block: 'end' });
    return item;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    add('player', text);
    input.value = '';
    var typing = document.createElement('li');
    typing.className = 'typing';
    typing.textContent = strings.typing || '…';
    log.append(typing);
    setTimeout(function () {
      typing.remove();
      add('agent', strings.reply || '');
    }, 700);
  });
})();
