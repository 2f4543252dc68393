// The demo merchant's home-page texts in the languages its back office holds (CN, TW, EN, VI, TH, PT-BR, AR):
// announcements, marquee lines, banner titles and the words on the banner artwork. A list answer picks the
// request's language, else English (see localize in rewards.mjs). Amounts are in the merchant's currency (BRL,
// written as Brazilians write it in every language); game names stay as they are.

export const TEXTS = {
  welcomeTitle: {
    EN: 'Welcome to Demo Lottery', CN: '欢迎来到 Demo Lottery', TW: '歡迎來到 Demo Lottery', VI: 'Chào mừng đến với Demo Lottery',
    TH: 'ยินดีต้อนรับสู่ Demo Lottery', 'PT-BR': 'Bem-vindo à Demo Lottery', AR: 'مرحبًا بك في Demo Lottery',
  },
  welcomeBody: {
    EN: '<p>Register today and play <b>Vietnam Lotto</b> draws every evening.</p>',
    CN: '<p>今天注册，每晚畅玩 <b>Vietnam Lotto</b> 开奖。</p>',
    TW: '<p>今天註冊，每晚暢玩 <b>Vietnam Lotto</b> 開獎。</p>',
    VI: '<p>Đăng ký hôm nay và chơi các kỳ quay <b>Vietnam Lotto</b> mỗi tối.</p>',
    TH: '<p>สมัครวันนี้และร่วมลุ้น <b>Vietnam Lotto</b> ทุกเย็น</p>',
    'PT-BR': '<p>Cadastre-se hoje e jogue os sorteios da <b>Vietnam Lotto</b> todas as noites.</p>',
    AR: '<p>سجّل اليوم والعب سحوبات <b>Vietnam Lotto</b> كل مساء.</p>',
  },
  maintenanceTitle: {
    EN: 'Maintenance on Sunday', CN: '周日系统维护', TW: '週日系統維護', VI: 'Bảo trì vào Chủ nhật', TH: 'ปิดปรับปรุงวันอาทิตย์',
    'PT-BR': 'Manutenção no domingo', AR: 'صيانة يوم الأحد',
  },
  maintenanceBody: {
    EN: '<p>Deposits pause on Sunday from 02:00 to 04:00 (Brasília time) for bank maintenance.</p>',
    CN: '<p>因银行维护，周日 02:00 至 04:00（巴西利亚时间）暂停存款。</p>',
    TW: '<p>因銀行維護，週日 02:00 至 04:00（巴西利亞時間）暫停存款。</p>',
    VI: '<p>Nạp tiền tạm dừng vào Chủ nhật từ 02:00 đến 04:00 (giờ Brasília) để ngân hàng bảo trì.</p>',
    TH: '<p>งดรับฝากเงินวันอาทิตย์ เวลา 02:00 ถึง 04:00 (เวลาบราซิเลีย) เนื่องจากธนาคารปิดปรับปรุง</p>',
    'PT-BR': '<p>Os depósitos param no domingo das 02:00 às 04:00 (horário de Brasília) para manutenção bancária.</p>',
    AR: '<p>تتوقف الإيداعات يوم الأحد من 02:00 إلى 04:00 (بتوقيت برازيليا) لصيانة البنوك.</p>',
  },
  firstDepositTitle: {
    EN: 'First deposit bonus', CN: '首存奖励', TW: '首存獎勵', VI: 'Thưởng nạp lần đầu', TH: 'โบนัสฝากครั้งแรก',
    'PT-BR': 'Bônus de primeiro depósito', AR: 'مكافأة الإيداع الأول',
  },
  firstDepositBody: {
    EN: '<strong>Double your first deposit</strong> up to R$ 500. Valid for 7 days after registration.',
    CN: '<strong>首次存款翻倍</strong>，最高 R$ 500。注册后 7 天内有效。',
    TW: '<strong>首次存款翻倍</strong>，最高 R$ 500。註冊後 7 天內有效。',
    VI: '<strong>Nhân đôi lần nạp đầu</strong>, tối đa R$ 500. Có hiệu lực 7 ngày sau khi đăng ký.',
    TH: '<strong>ฝากครั้งแรกรับเพิ่มเป็นสองเท่า</strong> สูงสุด R$ 500 ใช้ได้ภายใน 7 วันหลังสมัคร',
    'PT-BR': '<strong>Dobre seu primeiro depósito</strong> até R$ 500. Válido por 7 dias após o cadastro.',
    AR: '<strong>ضاعف إيداعك الأول</strong> حتى \u2066R$\u00a0500\u2069. صالح لمدة 7 أيام بعد التسجيل.',
  },
  rewardCenterLink: {
    EN: 'See the reward center', CN: '前往奖励中心', TW: '前往獎勵中心', VI: 'Xem trung tâm thưởng', TH: 'ดูศูนย์รางวัล',
    'PT-BR': 'Ver a central de recompensas', AR: 'اذهب إلى مركز المكافآت',
  },
  cashbackTitle: {
    EN: 'Weekly cashback', CN: '每周返水', TW: '每週返水', VI: 'Hoàn tiền hằng tuần', TH: 'เงินคืนรายสัปดาห์',
    'PT-BR': 'Cashback semanal', AR: 'استرداد نقدي أسبوعي',
  },
  cashbackBody: {
    EN: 'Get <b>5% back</b> on every net loss, paid each Monday.',
    CN: '每笔净亏损返还 <b>5%</b>，每周一发放。',
    TW: '每筆淨虧損返還 <b>5%</b>，每週一發放。',
    VI: 'Nhận lại <b>5%</b> mọi khoản thua ròng, trả vào thứ Hai hằng tuần.',
    TH: 'รับคืน <b>5%</b> จากยอดเสียสุทธิ จ่ายทุกวันจันทร์',
    'PT-BR': 'Receba <b>5% de volta</b> sobre cada perda líquida, pago toda segunda-feira.',
    AR: 'استرد <b>5%</b> من كل خسارة صافية، تُدفع كل يوم اثنين.',
  },
  readyTitle: {
    EN: 'Your account is ready', CN: '您的账户已开通', TW: '您的帳戶已開通', VI: 'Tài khoản của bạn đã sẵn sàng', TH: 'บัญชีของคุณพร้อมแล้ว',
    'PT-BR': 'Sua conta está pronta', AR: 'حسابك جاهز',
  },
  readyBody: {
    EN: '<p>Thank you for joining. Your welcome gift is waiting in the reward center.</p>',
    CN: '<p>感谢您的加入，您的新人礼包已在奖励中心等您领取。</p>',
    TW: '<p>感謝您的加入，您的新人禮包已在獎勵中心等您領取。</p>',
    VI: '<p>Cảm ơn bạn đã tham gia. Quà chào mừng đang chờ bạn ở trung tâm thưởng.</p>',
    TH: '<p>ขอบคุณที่เข้าร่วม ของขวัญต้อนรับรอคุณอยู่ที่ศูนย์รางวัล</p>',
    'PT-BR': '<p>Obrigado por se juntar a nós. Seu presente de boas-vindas espera por você na central de recompensas.</p>',
    AR: '<p>شكرًا لانضمامك. هديتك الترحيبية بانتظارك في مركز المكافآت.</p>',
  },
  appTitle: {
    EN: 'Get the app', CN: '下载 App', TW: '下載 App', VI: 'Tải ứng dụng', TH: 'ดาวน์โหลดแอป', 'PT-BR': 'Baixe o app', AR: 'حمّل التطبيق',
  },
  appBody: {
    EN: '<p>Download the app for faster draws and a <b>R$ 20</b> bonus.</p>',
    CN: '<p>下载 App，开奖更快，再送 <b>R$ 20</b> 奖金。</p>',
    TW: '<p>下載 App，開獎更快，再送 <b>R$ 20</b> 獎金。</p>',
    VI: '<p>Tải ứng dụng để xem kết quả nhanh hơn và nhận thưởng <b>R$ 20</b>.</p>',
    TH: '<p>ดาวน์โหลดแอปเพื่อผลรางวัลที่เร็วกว่า และรับโบนัส <b>R$ 20</b></p>',
    'PT-BR': '<p>Baixe o app para sorteios mais rápidos e um bônus de <b>R$ 20</b>.</p>',
    AR: '<p>حمّل التطبيق لسحوبات أسرع ومكافأة <b>\u2066R$\u00a020\u2069</b>.</p>',
  },
  marqueeResults: {
    EN: 'Vietnam Lotto results are published every evening.', CN: 'Vietnam Lotto 开奖结果每晚公布。',
    TW: 'Vietnam Lotto 開獎結果每晚公布。', VI: 'Kết quả Vietnam Lotto được công bố mỗi tối.',
    TH: 'ประกาศผล Vietnam Lotto ทุกเย็น', 'PT-BR': 'Os resultados da Vietnam Lotto saem todas as noites.',
    AR: 'تُنشر نتائج Vietnam Lotto كل مساء.',
  },
  marqueePix: {
    EN: 'Deposits by PIX now arrive within 3 minutes.', CN: 'PIX 存款现在 3 分钟内到账。', TW: 'PIX 存款現在 3 分鐘內到帳。',
    VI: 'Nạp tiền qua PIX giờ đây về trong vòng 3 phút.', TH: 'ฝากเงินผ่าน PIX เข้าบัญชีภายใน 3 นาที',
    'PT-BR': 'Depósitos por PIX agora caem em até 3 minutos.', AR: 'تصل الإيداعات عبر PIX الآن خلال 3 دقائق.',
  },
  bannerLotto: {
    EN: 'Vietnam Lotto: draws every evening', CN: 'Vietnam Lotto：每晚开奖', TW: 'Vietnam Lotto：每晚開獎',
    VI: 'Vietnam Lotto: quay thưởng mỗi tối', TH: 'Vietnam Lotto: ออกผลทุกเย็น', 'PT-BR': 'Vietnam Lotto: sorteios todas as noites',
    AR: 'Vietnam Lotto: سحوبات كل مساء',
  },
  bannerSlots: {
    EN: 'Lucky slots: jackpots every day', CN: '幸运老虎机：天天爆奖', TW: '幸運老虎機：天天爆獎', VI: 'Slot may mắn: nổ hũ mỗi ngày',
    TH: 'สล็อตนำโชค: แจ็กพอตทุกวัน', 'PT-BR': 'Slots da sorte: jackpots todo dia', AR: 'سلوت الحظ: جوائز كبرى كل يوم',
  },
  bannerApp: {
    EN: 'Download the app', CN: '下载 App', TW: '下載 App', VI: 'Tải ứng dụng', TH: 'ดาวน์โหลดแอป', 'PT-BR': 'Baixe o app', AR: 'حمّل التطبيق',
  },
  bannerAppBonus: {
    EN: 'App bonus R$ 20', CN: 'App 奖金 R$ 20', TW: 'App 獎金 R$ 20', VI: 'Thưởng ứng dụng R$ 20', TH: 'โบนัสแอป R$ 20',
    'PT-BR': 'Bônus do app R$ 20', AR: 'مكافأة التطبيق \u2066R$\u00a020\u2069',
  },
};

/** The words on the home banners' artwork ([headline, line]), by language; the art is drawn per language. */
export const ART_TEXTS = {
  'home-lotto': {
    EN: ['VIETNAM LOTTO', 'Draws every evening'], CN: ['VIETNAM LOTTO', '每晚开奖'], TW: ['VIETNAM LOTTO', '每晚開獎'],
    VI: ['VIETNAM LOTTO', 'Quay thưởng mỗi tối'], TH: ['VIETNAM LOTTO', 'ออกผลทุกเย็น'], 'PT-BR': ['VIETNAM LOTTO', 'Sorteios todas as noites'],
    AR: ['VIETNAM LOTTO', 'سحوبات كل مساء'],
  },
  'home-cashback': {
    EN: ['WEEKLY CASHBACK', '5% back every Monday'], CN: ['每周返水', '每周一返还 5%'], TW: ['每週返水', '每週一返還 5%'],
    VI: ['HOÀN TIỀN TUẦN', 'Hoàn 5% mỗi thứ Hai'], TH: ['เงินคืนรายสัปดาห์', 'คืน 5% ทุกวันจันทร์'],
    'PT-BR': ['CASHBACK SEMANAL', '5% de volta toda segunda'], AR: ['استرداد أسبوعي', '5% كل يوم اثنين'],
  },
  'home-slots': {
    EN: ['LUCKY SLOTS', 'Spin now · jackpots daily'], CN: ['幸运老虎机', '立即旋转 · 天天爆奖'], TW: ['幸運老虎機', '立即旋轉 · 天天爆獎'],
    VI: ['SLOT MAY MẮN', 'Quay ngay · nổ hũ mỗi ngày'], TH: ['สล็อตนำโชค', 'หมุนเลย · แจ็กพอตทุกวัน'],
    'PT-BR': ['SLOTS DA SORTE', 'Gire já · jackpots diários'], AR: ['سلوت الحظ', 'العب الآن · جوائز يومية'],
  },
};
