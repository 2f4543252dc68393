// The support chat a player lands on (what `chatUrl` and the customer-service links point at): an agent with a
// name and an avatar, a greeting and a few messages, and a message box whose messages get an agent's reply, in
// the request's language as a real provider's chat is. It runs in the app's chat sheet (a frame) or in a tab of
// its own, so it lets any page frame it, and its own policy allows only its script.

/**
 * @typedef {object} ChatStrings
 * @property {string} title
 * @property {string} agent the agent's name
 * @property {string} online
 * @property {string} today
 * @property {string} greeting with `{name}` for the player, or the greeting without a name
 * @property {string} greetingAnonymous
 * @property {string} intro
 * @property {string} queue
 * @property {string} placeholder
 * @property {string} send
 * @property {string} typing
 * @property {string} reply
 * @property {string} back
 * @property {string} details
 * @property {string} provider
 */

/** @type {Record<string, ChatStrings>} */
const STRINGS = {
  EN: {
    title: 'Customer service', agent: 'Sophie', online: 'Online · replies in about 1 min', today: 'Today',
    greeting: 'Hi {name}, welcome to customer service! I’m Sophie.', greetingAnonymous: 'Hi, welcome to customer service! I’m Sophie.',
    intro: 'I can help with deposits, withdrawals, bonuses and your account.',
    queue: 'Tell me what happened, and include the order number if it is about a payment.',
    placeholder: 'Type a message', send: 'Send', typing: 'Sophie is typing…',
    reply: 'Thanks, I’ve noted that. I’m checking it now and will reply here in a moment.', back: 'Back',
    details: 'Session details', provider: 'Provider',
  },
  CN: {
    title: '在线客服', agent: '小雅', online: '在线 · 约 1 分钟内回复', today: '今天',
    greeting: '{name}，您好！欢迎来到在线客服，我是小雅。', greetingAnonymous: '您好！欢迎来到在线客服，我是小雅。',
    intro: '充值、提现、优惠活动和账户问题，我都可以帮您处理。',
    queue: '请描述您遇到的问题；如果与付款有关，请附上订单号。',
    placeholder: '请输入消息', send: '发送', typing: '小雅正在输入…',
    reply: '好的，已为您记录。我正在核实，请稍候，马上在这里回复您。', back: '返回',
    details: '会话信息', provider: '服务商',
  },
  TW: {
    title: '線上客服', agent: '小雅', online: '在線 · 約 1 分鐘內回覆', today: '今天',
    greeting: '{name}，您好！歡迎來到線上客服，我是小雅。', greetingAnonymous: '您好！歡迎來到線上客服，我是小雅。',
    intro: '存款、提款、優惠活動和帳戶問題，我都可以協助您。',
    queue: '請描述您遇到的問題；如與付款有關，請附上訂單號。',
    placeholder: '請輸入訊息', send: '傳送', typing: '小雅正在輸入…',
    reply: '好的，已為您記錄。我正在核實，請稍候，馬上在這裡回覆您。', back: '返回',
    details: '對話資訊', provider: '服務商',
  },
  VI: {
    title: 'Chăm sóc khách hàng', agent: 'Linh', online: 'Trực tuyến · trả lời trong khoảng 1 phút', today: 'Hôm nay',
    greeting: 'Chào {name}, chào mừng bạn đến với bộ phận hỗ trợ! Mình là Linh.', greetingAnonymous: 'Xin chào, chào mừng bạn đến với bộ phận hỗ trợ! Mình là Linh.',
    intro: 'Mình có thể giúp bạn về nạp tiền, rút tiền, khuyến mãi và tài khoản.',
    queue: 'Hãy cho mình biết chuyện gì đã xảy ra, kèm mã đơn nếu liên quan đến thanh toán.',
    placeholder: 'Nhập tin nhắn', send: 'Gửi', typing: 'Linh đang nhập…',
    reply: 'Cảm ơn bạn, mình đã ghi nhận. Mình đang kiểm tra và sẽ trả lời ngay tại đây.', back: 'Quay lại',
    details: 'Thông tin phiên', provider: 'Nhà cung cấp',
  },
  TH: {
    title: 'ฝ่ายบริการลูกค้า', agent: 'มายด์', online: 'ออนไลน์ · ตอบกลับภายในประมาณ 1 นาที', today: 'วันนี้',
    greeting: 'สวัสดีค่ะคุณ {name} ยินดีต้อนรับสู่ฝ่ายบริการลูกค้า มายด์ยินดีให้บริการค่ะ', greetingAnonymous: 'สวัสดีค่ะ ยินดีต้อนรับสู่ฝ่ายบริการลูกค้า มายด์ยินดีให้บริการค่ะ',
    intro: 'มายด์ช่วยเรื่องการฝาก การถอน โบนัส และบัญชีของคุณได้ค่ะ',
    queue: 'เล่าปัญหาที่พบได้เลยค่ะ หากเกี่ยวกับการชำระเงิน กรุณาแนบหมายเลขคำสั่งซื้อด้วย',
    placeholder: 'พิมพ์ข้อความ', send: 'ส่ง', typing: 'มายด์กำลังพิมพ์…',
    reply: 'ขอบคุณค่ะ รับเรื่องไว้แล้ว กำลังตรวจสอบและจะตอบกลับที่นี่ในไม่ช้าค่ะ', back: 'กลับ',
    details: 'ข้อมูลการสนทนา', provider: 'ผู้ให้บริการ',
  },
  'PT-BR': {
    title: 'Atendimento', agent: 'Camila', online: 'Online · responde em cerca de 1 min', today: 'Hoje',
    greeting: 'Oi, {name}! Boas-vindas ao atendimento. Eu sou a Camila.', greetingAnonymous: 'Oi! Boas-vindas ao atendimento. Eu sou a Camila.',
    intro: 'Posso ajudar com depósitos, saques, bônus e sua conta.',
    queue: 'Conte o que aconteceu e, se for sobre um pagamento, informe o número do pedido.',
    placeholder: 'Digite uma mensagem', send: 'Enviar', typing: 'Camila está digitando…',
    reply: 'Obrigada, anotei. Estou verificando e respondo aqui em instantes.', back: 'Voltar',
    details: 'Detalhes da sessão', provider: 'Provedor',
  },
  AR: {
    title: 'خدمة العملاء', agent: 'سارة', online: 'متصلة · تردّ خلال دقيقة تقريبًا', today: 'اليوم',
    greeting: 'مرحبًا {name}، أهلًا بك في خدمة العملاء! أنا سارة.', greetingAnonymous: 'مرحبًا، أهلًا بك في خدمة العملاء! أنا سارة.',
    intro: 'يمكنني مساعدتك في الإيداع والسحب والمكافآت وحسابك.',
    queue: 'أخبرني بما حدث، وأرفق رقم الطلب إن كان الأمر يتعلق بدفعة.',
    placeholder: 'اكتب رسالة', send: 'إرسال', typing: 'سارة تكتب…',
    reply: 'شكرًا لك، سجّلت ذلك. أتحقق منه الآن وسأردّ هنا بعد قليل.', back: 'رجوع',
    details: 'تفاصيل الجلسة', provider: 'المزوّد',
  },
};

/** BCP 47 tags of the page, by language code. */
const TAGS = { EN: 'en', CN: 'zh-CN', TW: 'zh-HK', VI: 'vi', TH: 'th', 'PT-BR': 'pt-BR', AR: 'ar' };

/**
 * The chat's language: the player's own (`locale`, which the platform adds from the request's Language),
 * else the `language` the chat was launched with, else the browser's; English for any other.
 * @param {URL} url
 * @param {string | undefined} acceptLanguage
 */
export function chatLanguageOf(url, acceptLanguage) {
  const candidates = [url.searchParams.get('locale'), url.searchParams.get('language')];
  const browser = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (browser) candidates.push(browser === 'zh-tw' || browser === 'zh-hk' ? 'TW' : browser.startsWith('zh') ? 'CN' : browser === 'pt-br' ? 'PT-BR' : browser.split('-')[0]);
  for (const candidate of candidates) {
    const code = (candidate ?? '').trim().toUpperCase();
    if (code in STRINGS) return code;
  }
  return 'EN';
}

const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that may sit inside a `<script type="application/json">` block. @param {unknown} value */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The time of day the conversation starts at, as `HH:MM` in UTC (the sandbox knows no player's zone). */
const clock = (/** @type {Date} */ date) => date.toISOString().slice(11, 16);

/**
 * The chat page and the headers it goes with.
 * @param {URL} url
 * @param {string | undefined} acceptLanguage
 * @param {Date} [now]
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function chatPage(url, acceptLanguage, now = new Date()) {
  const code = chatLanguageOf(url, acceptLanguage);
  const s = STRINGS[code] ?? STRINGS.EN;
  const provider = url.searchParams.get('provider') ?? 'unknown';
  const name = url.searchParams.get('username') || url.searchParams.get('userName') || '';
  const backUrl = url.searchParams.get('backUrl') ?? '';
  const back = /^https?:\/\//i.test(backUrl) ? backUrl : '';
  const rows = [...url.searchParams].filter(([field]) => field !== 'provider')
    .map(([field, value]) => `<li><b>${escapeHtml(field)}</b>: <span data-field="${escapeHtml(field)}">${escapeHtml(value)}</span></li>`)
    .join('');
  const greeting = name ? s.greeting.replace('{name}', name) : s.greetingAnonymous;
  const time = clock(now);
  const agentMessage = (/** @type {string} */ text) =>
    `<li class="msg msg--agent"><span class="bubble">${escapeHtml(text)}</span><time>${time}</time></li>`;
  const html = `<!doctype html><html lang="${TAGS[/** @type {keyof typeof TAGS} */ (code)]}" dir="${code === 'AR' ? 'rtl' : 'ltr'}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(s.title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/support/chat.css"></head>
<body data-provider="${escapeHtml(provider)}">
<header class="top" data-standalone>${back ? `<a class="top__back" href="${escapeHtml(back)}">${escapeHtml(s.back)}</a>` : ''}<h1>${escapeHtml(s.title)}</h1></header>
<section class="agent" aria-label="${escapeHtml(s.agent)}"><span class="agent__avatar" aria-hidden="true">${escapeHtml([...s.agent][0] ?? '')}</span>
<span><b class="agent__name">${escapeHtml(s.agent)}</b><span class="agent__status">${escapeHtml(s.online)}</span></span></section>
<details class="meta"><summary>${escapeHtml(s.details)}</summary><p>${escapeHtml(s.provider)}: <span data-field="provider">${escapeHtml(provider)}</span></p><ul>${rows}</ul></details>
<ol class="log" role="log" aria-live="polite" aria-label="${escapeHtml(s.title)}">
<li class="day">${escapeHtml(s.today)}</li>${agentMessage(greeting)}${agentMessage(s.intro)}${agentMessage(s.queue)}
</ol>
<form class="compose" autocomplete="off"><input name="message" aria-label="${escapeHtml(s.placeholder)}" placeholder="${escapeHtml(s.placeholder)}" maxlength="500" required>
<button type="submit">${escapeHtml(s.send)}</button></form>
<script type="application/json" id="chat-strings">${scriptJson({ typing: s.typing, reply: s.reply })}</script>
<script src="/support/chat.js"></script>
</body></html>`;
  return {
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // Its own script and stylesheet only; any page may frame it, as the app's chat sheet does.
      'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/** The page's script and stylesheet, beside this module. */
export const CHAT_FILES = {
  '/support/chat.js': { file: new URL('./chat-page/chat.js', import.meta.url), type: 'text/javascript; charset=utf-8' },
  '/support/chat.css': { file: new URL('./chat-page/chat.css', import.meta.url), type: 'text/css; charset=utf-8' },
};
