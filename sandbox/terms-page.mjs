// The demo merchant's terms and conditions (`info.responsibleGaming.termsUrl` is `/terms.html`): what a player
// accepts when registering, in English, Brazilian Portuguese or Chinese, by `?language=` or the browser's
// language. A static page without script.

/**
 * @typedef {object} TermsText
 * @property {string} lang the page's language tag
 * @property {string} title
 * @property {string} version with `{version}`
 * @property {[string, string[]][]} sections a heading and its paragraphs
 */

/** @type {Record<string, TermsText>} */
const TEXTS = {
  EN: {
    lang: 'en',
    title: 'Terms and conditions',
    version: 'Version {version}. By registering you accept these terms.',
    sections: [
      ['1. Who may play', [
        'You must be 18 years of age or older, or the legal age for gambling where you live if that is higher, to open an account and to play.',
        'We may ask you to prove your age and identity at any time. An account opened by someone under age is closed and any deposits are returned; winnings are void.',
      ]],
      ['2. Your account', [
        'You may hold only one account. Keep your password to yourself: you are responsible for what is done with your account.',
        'The details you give must be true and kept up to date.',
      ]],
      ['3. Deposits, bets and withdrawals', [
        'Deposits must come from payment methods in your own name. Bets are settled by the game provider’s results; a bet accepted in error may be voided.',
        'Withdrawals are paid to the method you deposited with, after any checks the law requires.',
      ]],
      ['4. Responsible gaming', [
        'Gambling should be entertainment, never a way to make money. You can set deposit and session limits, take a time-out or exclude yourself from your member pages at any time.',
        'If gambling stops being fun, stop, and talk to someone: our help line and customer service are there for you.',
      ]],
      ['5. Changes to these terms', [
        'When these terms change we ask you to accept the new version. The version you accepted is kept with your account.',
      ]],
    ],
  },
  'PT-BR': {
    lang: 'pt-BR',
    title: 'Termos e condições',
    version: 'Versão {version}. Ao se cadastrar, você aceita estes termos.',
    sections: [
      ['1. Quem pode jogar', [
        'Você precisa ter 18 anos ou mais, ou a idade legal para apostas no lugar onde mora, se for maior, para abrir uma conta e jogar.',
        'Podemos pedir comprovação de idade e identidade a qualquer momento. Uma conta aberta por menor de idade é encerrada e os depósitos são devolvidos; os ganhos são anulados.',
      ]],
      ['2. Sua conta', [
        'Você pode ter apenas uma conta. Não compartilhe sua senha: você é responsável pelo que for feito com a sua conta.',
        'Os dados informados devem ser verdadeiros e mantidos atualizados.',
      ]],
      ['3. Depósitos, apostas e saques', [
        'Os depósitos devem vir de meios de pagamento em seu próprio nome. As apostas são liquidadas pelos resultados do provedor do jogo; uma aposta aceita por erro pode ser anulada.',
        'Os saques são pagos no meio usado para depositar, após as verificações exigidas por lei.',
      ]],
      ['4. Jogo responsável', [
        'Apostar deve ser diversão, nunca uma forma de ganhar dinheiro. Você pode definir limites de depósito e de sessão, fazer uma pausa ou se autoexcluir nas suas páginas de membro a qualquer momento.',
        'Se apostar deixar de ser divertido, pare e converse com alguém: nossa linha de ajuda e o atendimento estão aqui para você.',
      ]],
      ['5. Alterações destes termos', [
        'Quando estes termos mudarem, pediremos que você aceite a nova versão. A versão aceita fica registrada na sua conta.',
      ]],
    ],
  },
  CN: {
    lang: 'zh-CN',
    title: '条款与条件',
    version: '版本 {version}。注册即表示您接受本条款。',
    sections: [
      ['1. 参与资格', [
        '您必须年满 18 周岁（如您所在地区的法定博彩年龄更高，则以该年龄为准）方可开户和游戏。',
        '我们可随时要求您证明年龄和身份。未成年人开立的账户将被关闭，存款退回，奖金无效。',
      ]],
      ['2. 您的账户', [
        '每人只能持有一个账户。请妥善保管密码：账户内的一切操作由您负责。',
        '您提供的资料必须真实，并保持更新。',
      ]],
      ['3. 存款、投注与提款', [
        '存款须使用您本人名下的支付方式。投注按游戏供应商的结果结算；错误接受的投注可能被取消。',
        '提款将在完成法律要求的核查后，支付至您存款所用的方式。',
      ]],
      ['4. 负责任博彩', [
        '博彩应当是娱乐，而不是赚钱的途径。您可以随时在会员页面设置存款和游戏时长限额、暂停游戏或自我排除。',
        '如果博彩不再有趣，请停下来，并找人倾诉：我们的求助热线和客服随时为您服务。',
      ]],
      ['5. 条款变更', [
        '条款变更时，我们会请您接受新版本。您接受的版本会记录在您的账户中。',
      ]],
    ],
  },
};

const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The language of the page: `?language=` (as the app's codes), else the browser's first language, else English.
 * @param {URL} url
 * @param {string | undefined} acceptLanguage
 */
export function termsLanguageOf(url, acceptLanguage) {
  const asked = (url.searchParams.get('language') ?? '').trim().toUpperCase();
  if (asked in TEXTS) return asked;
  const browser = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (browser === 'pt-br' || browser === 'pt') return 'PT-BR';
  if (browser.startsWith('zh')) return 'CN';
  return 'EN';
}

const STYLE = `body{margin:0;font:16px/1.55 system-ui,sans-serif;color:#1d1d22;background:#f6f6f8}
main{max-inline-size:720px;margin:0 auto;padding:24px 20px 48px;background:#fff;min-block-size:100vh;box-sizing:border-box}
h1{margin:0 0 .25em;font-size:1.6em}.version{margin:0 0 1.5em;color:#5f5f66}
h2{margin:1.5em 0 .4em;font-size:1.1em}p{margin:0 0 .8em}
.age{display:inline-block;margin-block-end:1em;padding:.15em .5em;border:2px solid #c8102e;border-radius:999px;color:#c8102e;font-weight:700}`;

/**
 * The terms page and the headers it goes with.
 * @param {URL} url
 * @param {string | undefined} acceptLanguage
 * @param {string} version the merchant's current terms version
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function termsPage(url, acceptLanguage, version) {
  const text = TEXTS[termsLanguageOf(url, acceptLanguage)];
  const sections = text.sections
    .map(([heading, paragraphs]) => `<section><h2>${escapeHtml(heading)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</section>`)
    .join('\n');
  const html = `<!doctype html><html lang="${text.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title>
<link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main><span class="age" aria-hidden="true">18+</span><h1>${escapeHtml(text.title)}</h1>
<p class="version">${escapeHtml(text.version.replace('{version}', version))}</p>
${sections}
</main></body></html>`;
  return {
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      // No script may run; the page's one stylesheet is inline.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}
