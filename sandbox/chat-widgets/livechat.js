// Stand-in for LiveChat's tracking script (cdn.livechatinc.com/tracking.js) on the sandbox: it reads the
// `window.__lc` configuration and defines `LiveChatWidget` with the surface of LiveChat's Chat Widget JS API
// v2 (`call`, `on`, `once`, `off`, `get`), `late` ms after it runs (`?late=` on its own address). What the page
// gives it is kept on `window.__sandboxChatWidgets` for tests; `maximize` opens a small chat window.
(() => {
  const script = document.currentScript;
  const lateParam = new URL(script ? script.src : location.href).searchParams.get('late');
  const late = Number(lateParam) || 0;
  const record = { vendor: 'livechat', config: null, calls: [], loadedAt: performance.now(), readyAt: null };
  window.__sandboxChatWidgets = { ...window.__sandboxChatWidgets, livechat: record };
  const state = { customer: { name: '', sessionVariables: {} }, visibility: 'minimized' };
  let panel = null;

  function render() {
    if (!panel) {
      panel = document.createElement('section');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', 'LiveChat');
      panel.dataset.chatWidget = 'livechat';
      Object.assign(panel.style, {
        position: 'fixed', insetInline: '12px', insetBlockEnd: '12px', zIndex: '2147483000', padding: '16px',
        background: '#fff', color: '#1f2430', borderRadius: '12px', boxShadow: '0 8px 28px rgba(0,0,0,.25)',
        font: '15px/1.45 system-ui, sans-serif',
      });
      document.body.append(panel);
    }
    panel.replaceChildren();
    const title = document.createElement('h2');
    title.textContent = 'LiveChat';
    Object.assign(title.style, { margin: '0 0 8px', fontSize: '17px', color: '#ff5100' });
    const list = document.createElement('dl');
    Object.assign(list.style, { margin: '0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' });
    const rows = [['name', state.customer.name], ...Object.entries(state.customer.sessionVariables)];
    for (const [name, value] of rows) {
      const term = document.createElement('dt');
      term.textContent = name;
      const detail = document.createElement('dd');
      detail.textContent = String(value);
      detail.dataset.field = name;
      detail.style.margin = '0';
      list.append(term, detail);
    }
    const hello = document.createElement('p');
    hello.textContent = 'An agent will be with you shortly.';
    hello.style.margin = '10px 0 0';
    panel.append(title, list, hello);
  }

  const methods = {
    set_customer_name: (name) => { state.customer.name = String(name); },
    set_customer_email: () => {},
    set_session_variables: (variables) => { state.customer.sessionVariables = { ...variables }; },
    update_session_variables: (variables) => { Object.assign(state.customer.sessionVariables, variables); },
    maximize: () => { state.visibility = 'maximized'; render(); },
    minimize: () => { state.visibility = 'minimized'; panel?.remove(); panel = null; },
    hide: () => { state.visibility = 'hidden'; panel?.remove(); panel = null; },
    // LiveChat's `destroy`: the widget leaves the page and forgets the customer.
    destroy: () => {
      state.visibility = 'hidden';
      state.customer = { name: '', sessionVariables: {} };
      panel?.remove();
      panel = null;
      record.destroyed = true;
    },
  };

  // `late=never`: a vendor that never comes up.
  if (lateParam === 'never') return;
  function comeUp() {
    record.config = JSON.parse(JSON.stringify(window.__lc ?? null));
    if (record.config?.visitor?.name) state.customer.name = record.config.visitor.name;
    window.LiveChatWidget = {
      _v: '2.0',
      call(method, ...args) {
        record.calls.push({ method, args, at: performance.now() });
        if (!methods[method]) throw new Error(`[LiveChatWidget] unknown method "${method}"`);
        methods[method](...args);
      },
      on() {}, once() {}, off() {},
      get(name) {
        if (name === 'customer_data') return { name: state.customer.name, sessionVariables: { ...state.customer.sessionVariables } };
        if (name === 'state') return { availability: 'online', visibility: state.visibility };
        return undefined;
      },
    };
    record.readyAt = performance.now();
  }
  if (late > 0) setTimeout(comeUp, late);
  else comeUp();
})();
