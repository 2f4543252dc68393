// A local stand-in for Geetest's client script, served by the sandbox as /__sandbox/geetest/gt.js (v3) and
// /__sandbox/geetest/gt4.js (v4). It has the real clients' surface - `initGeetest(config, callback)` and
// `initGeetest4(config, callback)` handing a captcha object with appendTo, onReady, onSuccess, onError,
// onClose, verify / showCaptcha, getValidate, reset and destroy - and gets its results from the sandbox's
// stand-in of Geetest's service, which the platform side then checks. The puzzle is one button.
(function () {
  'use strict';
  var script = document.currentScript;
  var source = script && script.src ? script.src : location.href;
  var isV4 = /gt4\.js(\?|$)/.test(source);
  var service = new URL('./', source).href;

  var TEXTS = {
    zh: { start: '点击按钮进行验证', solve: '点击完成验证', success: '验证成功', close: '关闭验证', title: '安全验证' },
    en: { start: 'Click to verify', solve: 'Tap to complete the check', success: 'Verified', close: 'Close', title: 'Security check' },
  };
  function texts(lang) {
    return /^zh/i.test(String(lang || '')) ? TEXTS.zh : TEXTS.en;
  }

  function styled(tag, css, text) {
    var element = document.createElement(tag);
    // CSSOM, not a style attribute: pages under a strict Content-Security-Policy allow it.
    for (var name in css) element.style.setProperty(name, css[name]);
    if (text) element.textContent = text;
    return element;
  }

  function createCaptcha(config, version) {
    var words = texts(config.lang || config.language);
    var handlers = { ready: [], success: [], error: [], close: [] };
    var result = null;
    var root = null;
    var panel = null;
    var startButton = null;
    var destroyed = false;

    function emit(name, value) {
      handlers[name].forEach(function (fn) { fn(value); });
    }

    function solve() {
      var body = version === 4 ? { captchaId: config.captchaId } : { gt: config.gt, challenge: config.challenge };
      fetch(service + (version === 4 ? 'verify4' : 'verify'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (destroyed) return;
          if (!answer || !answer.success) throw new Error(answer && answer.message);
          result = answer.value;
          hidePanel();
          startButton.textContent = words.success;
          startButton.setAttribute('aria-disabled', 'true');
          startButton.dataset.geetest = 'success';
          emit('success');
        })
        .catch(function () {
          if (destroyed) return;
          hidePanel();
          emit('error', version === 4
            ? { code: '60205', msg: 'Network failure', desc: { detail: 'the verification request failed' } }
            : { error_code: 'error_21', code: 60205, msg: 'Network failure', user_error: 'Network failure' });
        });
    }

    function showPanel() {
      if (destroyed || result || !root) return;
      if (panel) return;
      panel = styled('div', { display: 'flex', 'flex-wrap': 'wrap', gap: '8px', margin: '8px 0 0', padding: '12px', border: '1px solid #c9d3e0', 'border-radius': '6px', background: '#f7f9fc' });
      panel.setAttribute('role', 'group');
      panel.setAttribute('aria-label', words.title);
      panel.dataset.geetest = 'panel';
      var solveButton = styled('button', { 'min-height': '44px', padding: '0 16px', border: '0', 'border-radius': '4px', background: '#3973ff', color: '#fff', font: 'inherit' }, words.solve);
      solveButton.type = 'button';
      solveButton.dataset.geetest = 'solve';
      solveButton.addEventListener('click', solve);
      var closeButton = styled('button', { 'min-height': '44px', padding: '0 12px', border: '1px solid #c9d3e0', 'border-radius': '4px', background: '#fff', color: '#333', font: 'inherit' }, words.close);
      closeButton.type = 'button';
      closeButton.dataset.geetest = 'close';
      closeButton.addEventListener('click', function () {
        hidePanel();
        emit('close');
      });
      panel.append(solveButton, closeButton);
      root.append(panel);
      solveButton.focus();
    }

    function hidePanel() {
      if (panel) panel.remove();
      panel = null;
    }

    var captcha = {
      appendTo: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('Geetest: appendTo needs an element');
        root = styled('div', { 'font-size': '15px' });
        root.className = isV4 ? 'geetest_captcha' : 'geetest_holder';
        startButton = styled('button', { width: '100%', 'min-height': '44px', border: '1px solid #c9d3e0', 'border-radius': '6px', background: '#fff', color: '#333', font: 'inherit' }, words.start);
        startButton.type = 'button';
        startButton.dataset.geetest = 'start';
        startButton.addEventListener('click', showPanel);
        root.append(startButton);
        host.append(root);
        setTimeout(function () { if (!destroyed) emit('ready'); }, 0);
        return captcha;
      },
      onReady: function (fn) { handlers.ready.push(fn); return captcha; },
      onSuccess: function (fn) { handlers.success.push(fn); return captcha; },
      onError: function (fn) { handlers.error.push(fn); return captcha; },
      onClose: function (fn) { handlers.close.push(fn); return captcha; },
      getValidate: function () {
        if (!result) return false;
        if (version === 4) {
          return { lot_number: result.lot_number, captcha_output: result.captcha_output, pass_token: result.pass_token, gen_time: result.gen_time };
        }
        return { geetest_challenge: result.geetest_challenge, geetest_validate: result.geetest_validate, geetest_seccode: result.geetest_seccode };
      },
      reset: function () {
        result = null;
        hidePanel();
        if (startButton) {
          startButton.textContent = words.start;
          startButton.removeAttribute('aria-disabled');
          startButton.dataset.geetest = 'start';
        }
      },
      destroy: function () {
        destroyed = true;
        if (root) root.remove();
      },
    };
    if (version === 4) captcha.showCaptcha = showPanel;
    else captcha.verify = showPanel;
    return captcha;
  }

  if (isV4) {
    window.initGeetest4 = function (config, callback) {
      if (!config || !config.captchaId) throw new Error('Geetest: captchaId is required');
      callback(createCaptcha(config, 4));
    };
  } else {
    window.initGeetest = function (config, callback) {
      if (!config || !config.gt || !config.challenge) throw new Error('Geetest: gt and challenge are required');
      callback(createCaptcha(config, 3));
    };
  }
})();
