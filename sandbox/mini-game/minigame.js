/*
 * The platform's floating mini-game: a lucky-number draw. Served at /mini-game/v1/minigame.js (lottery) and
 * /mini-game/s1/minigame.js (South-East Asian lottery); the path says the variant.
 *
 * Global API (what <mc-minigame> relies on):
 *   window.McMiniGame = {
 *     variant: 'v1' | 's1',
 *     title(language): string,               // the game's name, for the launcher's accessible label
 *     mount(container, options): instance,    // renders the game's panel into container (a shadow root of its own)
 *   }
 *   options  = { token, language, merchant, apiBase, onClose }
 *   instance = { open(), close(), toggle(), isOpen(), update({ token?, language? }), destroy() }
 * The panel draws through POST {apiBase}/wps/relay/MINIGAME_luckyDraw with the member's token as Authorization.
 * Styles are a constructed stylesheet, so a page under a strict Content-Security-Policy accepts them.
 */
(function () {
  'use strict';
  var src = (document.currentScript && document.currentScript.src) || '';
  var variant = /\/s1\/minigame\.js/.test(src) ? 's1' : 'v1';

  var TEXT = {
    EN: { v1: 'Lucky draw', s1: 'Sea lucky draw', draw: 'Draw', drawing: 'Drawing…', won: '+{n} points', left: '{n} draws left today', none: 'No draws left today. Come back tomorrow!', error: 'The draw failed. Please try again.', close: 'Close', hint: 'Three matching numbers win 100 points' },
    CN: { v1: '幸运抽奖', s1: '海洋幸运抽奖', draw: '抽奖', drawing: '抽奖中…', won: '+{n} 积分', left: '今日剩余 {n} 次', none: '今日次数已用完，明天再来！', error: '抽奖失败，请重试。', close: '关闭', hint: '三个号码相同赢 100 积分' },
    TW: { v1: '幸運抽獎', s1: '海洋幸運抽獎', draw: '抽獎', drawing: '抽獎中…', won: '+{n} 積分', left: '今日剩餘 {n} 次', none: '今日次數已用完，明天再來！', error: '抽獎失敗，請重試。', close: '關閉', hint: '三個號碼相同贏 100 積分' },
    AR: { v1: 'السحب المحظوظ', s1: 'سحب البحر المحظوظ', draw: 'اسحب', drawing: 'جارٍ السحب…', won: '+{n} نقطة', left: 'تبقى {n} سحوبات اليوم', none: 'لا سحوبات متبقية اليوم. عُد غدًا!', error: 'فشل السحب. حاول مرة أخرى.', close: 'إغلاق', hint: 'ثلاثة أرقام متطابقة تربح 100 نقطة' },
    VI: { v1: 'Rút thăm may mắn', s1: 'Rút thăm biển may mắn', draw: 'Rút thăm', drawing: 'Đang rút…', won: '+{n} điểm', left: 'Còn {n} lượt hôm nay', none: 'Hết lượt hôm nay. Hẹn gặp lại ngày mai!', error: 'Rút thăm thất bại. Vui lòng thử lại.', close: 'Đóng', hint: 'Ba số giống nhau thắng 100 điểm' },
  };
  var RTL = { AR: true, UR: true };

  function words(language) {
    return TEXT[language] || TEXT.EN;
  }
  function fill(text, n) {
    return text.replace('{n}', String(n));
  }

  var CSS = [
    ':host { all: initial; }',
    '.backdrop { position: fixed; inset: 0; background: rgba(0,0,0,.45); display: grid; place-items: center; z-index: 2147483000; font-family: system-ui, sans-serif; }',
    '.backdrop[hidden] { display: none; }',
    '.panel { inline-size: min(320px, 88vw); border-radius: 18px; padding: 20px; color: #fff; text-align: center; box-shadow: 0 12px 40px rgba(0,0,0,.35); }',
    '.v1 { background: linear-gradient(160deg, #c8102e, #7a0019); }',
    '.s1 { background: linear-gradient(160deg, #0077b6, #023e8a); }',
    'h2 { margin: 0 0 4px; font-size: 20px; }',
    '.hint { margin: 0 0 14px; font-size: 13px; opacity: .85; }',
    '.balls { display: flex; justify-content: center; gap: 12px; margin-block: 10px 16px; direction: ltr; }',
    '.ball { inline-size: 56px; block-size: 56px; border-radius: 50%; background: radial-gradient(circle at 30% 30%, #fff, #ffd54f 45%, #f5a623); color: #5d2e00; display: grid; place-items: center; font-size: 26px; font-weight: 800; }',
    '.spin .ball { animation: bob .3s ease-in-out infinite alternate; }',
    '@keyframes bob { to { transform: translateY(-6px); } }',
    '@media (prefers-reduced-motion: reduce) { .spin .ball { animation: none; } }',
    '.result { min-block-size: 1.4em; margin: 0 0 6px; font-size: 18px; font-weight: 700; }',
    '.left { margin: 0 0 14px; font-size: 13px; opacity: .9; }',
    'button { font: inherit; cursor: pointer; border: 0; border-radius: 999px; }',
    '.draw { min-inline-size: 140px; min-block-size: 44px; padding: 0 20px; background: #ffd54f; color: #5d2e00; font-weight: 700; font-size: 16px; }',
    '.draw:disabled { opacity: .6; cursor: default; }',
    '.close { display: block; margin: 12px auto 0; min-block-size: 36px; padding: 0 16px; background: rgba(255,255,255,.18); color: #fff; }',
    'button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }',
  ].join('\n');

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function mount(container, options) {
    var state = { token: options.token || '', language: options.language || 'EN', open: false, busy: false };
    var root = container.shadowRoot || container.attachShadow({ mode: 'open' });
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];

    var backdrop = el('div', 'backdrop');
    backdrop.hidden = true;
    var panel = el('div', 'panel ' + variant);
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    var title = el('h2');
    title.id = 'mc-minigame-title';
    panel.setAttribute('aria-labelledby', title.id);
    var hint = el('p', 'hint');
    var balls = el('div', 'balls');
    balls.setAttribute('aria-hidden', 'true');
    var ballNodes = [0, 1, 2].map(function () {
      var ball = el('span', 'ball', '?');
      balls.append(ball);
      return ball;
    });
    var result = el('p', 'result');
    result.setAttribute('role', 'status');
    result.setAttribute('data-testid', 'minigame-result');
    var left = el('p', 'left');
    var drawButton = el('button', 'draw');
    drawButton.type = 'button';
    var closeButton = el('button', 'close');
    closeButton.type = 'button';
    panel.append(title, hint, balls, result, left, drawButton, closeButton);
    backdrop.append(panel);
    root.replaceChildren(backdrop);

    function paint() {
      var w = words(state.language);
      backdrop.dir = RTL[state.language] ? 'rtl' : 'ltr';
      title.textContent = w[variant];
      hint.textContent = w.hint;
      drawButton.textContent = state.busy ? w.drawing : w.draw;
      closeButton.textContent = w.close;
    }

    function draw() {
      if (state.busy) return;
      var w = words(state.language);
      state.busy = true;
      drawButton.disabled = true;
      balls.classList.add('spin');
      result.textContent = '';
      paint();
      fetch((options.apiBase || '') + '/wps/relay/MINIGAME_luckyDraw', {
        method: 'POST',
        credentials: 'include',
        headers: { Authorization: state.token, Merchant: options.merchant || '', Language: state.language, 'Content-Type': 'application/json' },
        body: '{}',
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (answer && answer.success) {
            answer.value.numbers.forEach(function (n, i) { ballNodes[i].textContent = String(n); });
            result.textContent = fill(w.won, answer.value.points) + ' · ' + answer.value.numbers.join(' ');
            left.textContent = fill(w.left, answer.value.drawsLeft);
          } else if (answer && answer.errorCode === 'minigame.no.draws.left') {
            result.textContent = w.none;
            left.textContent = fill(w.left, 0);
          } else {
            result.textContent = w.error;
          }
        })
        .catch(function () { result.textContent = w.error; })
        .then(function () {
          state.busy = false;
          drawButton.disabled = false;
          balls.classList.remove('spin');
          paint();
        });
    }

    function setOpen(open) {
      state.open = open;
      backdrop.hidden = !open;
      if (open) drawButton.focus();
      else if (options.onClose) options.onClose();
    }

    drawButton.addEventListener('click', draw);
    closeButton.addEventListener('click', function () { setOpen(false); });
    backdrop.addEventListener('click', function (event) { if (event.target === backdrop) setOpen(false); });
    backdrop.addEventListener('keydown', function (event) { if (event.key === 'Escape') setOpen(false); });
    paint();

    return {
      open: function () { setOpen(true); },
      close: function () { if (state.open) setOpen(false); },
      toggle: function () { setOpen(!state.open); },
      isOpen: function () { return state.open; },
      update: function (next) {
        if (next.token !== undefined) state.token = next.token;
        if (next.language !== undefined) state.language = next.language;
        paint();
      },
      destroy: function () { root.replaceChildren(); state.open = false; },
    };
  }

  window.McMiniGame = {
    variant: variant,
    title: function (language) { return words(language)[variant]; },
    mount: mount,
  };
})();
