// Stand-in for Comm100's live chat script (vue.comm100.com/livechat.ashx?siteId=...) on the sandbox: it reads
// the `Comm100API` settings the page put there (`site_id`, `chat_buttons`, `main_code_plan`) and adds
// Comm100's client calls (`Comm100API.set`, `get`, `do`, `onReady`), `late` ms after it runs (`?late=` on its
// own address). What the page gives it is kept on `window.__sandboxChatWidgets`; `livechat.button.click` opens
// a small chat window.
(() => {
  const script = document.currentScript;
  const own = new URL(script ? script.src : location.href);
  const lateParam = own.searchParams.get('late');
  const late = Number(lateParam) || 0;
  const record = { vendor: 'comm100', siteId: own.searchParams.get('siteId'), config: null, calls: [], loadedAt: performance.now(), readyAt: null };
  window.__sandboxChatWidgets = { ...window.__sandboxChatWidgets, comm100: record };
  const values = {};
  let panel = null;

  function render(campaign) {
    panel?.remove();
    panel = document.createElement('section');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Comm100 Live Chat');
    panel.dataset.chatWidget = 'comm100';
    panel.dataset.campaign = String(campaign ?? '');
    Object.assign(panel.style, {
      position: 'fixed', insetInline: '12px', insetBlockEnd: '12px', zIndex: '2147483000', padding: '16px',
      background: '#fff', color: '#1f2430', borderRadius: '12px', boxShadow: '0 8px 28px rgba(0,0,0,.25)',
      font: '15px/1.45 system-ui, sans-serif',
    });
    const title = document.createElement('h2');
    title.textContent = 'Comm100 Live Chat';
    Object.assign(title.style, { margin: '0 0 8px', fontSize: '17px', color: '#0b6fe0' });
    const list = document.createElement('dl');
    Object.assign(list.style, { margin: '0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' });
    const rows = [['name', values['livechat.visitor.name'] ?? '']];
    for (const variable of values['livechat.customVariable'] ?? []) rows.push([variable.name, variable.value]);
    for (const [name, value] of rows) {
      const term = document.createElement('dt');
      term.textContent = name;
      const detail = document.createElement('dd');
      detail.textContent = String(value);
      detail.dataset.field = name;
      detail.style.margin = '0';
      list.append(term, detail);
    }
    panel.append(title, list);
    document.body.append(panel);
  }

  // `late=never`: a vendor that never comes up.
  if (lateParam === 'never') return;
  function comeUp() {
    const api = (window.Comm100API = window.Comm100API || {});
    record.config = JSON.parse(JSON.stringify({ site_id: api.site_id, chat_buttons: api.chat_buttons, main_code_plan: api.main_code_plan }));
    api.set = (name, value, ...more) => {
      record.calls.push({ method: 'set', args: [name, value, ...more], at: performance.now() });
      values[name] = value;
      if (name === 'livechat.button.isVisible' && value === false) {
        panel?.remove();
        panel = null;
      }
    };
    api.get = (name) => values[name];
    api.do = (action, ...args) => {
      record.calls.push({ method: 'do', args: [action, ...args], at: performance.now() });
      if (action === 'livechat.button.click') render(args[0]);
    };
    api.loaded = true;
    record.readyAt = performance.now();
    if (typeof api.onReady === 'function') api.onReady();
  }
  if (late > 0) setTimeout(comeUp, late);
  else comeUp();
})();
