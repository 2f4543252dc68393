// Seeded content of the member pages (reward center, deposit, point market, mission): what a demo merchant's
// back office would hold. Texts come in a few languages; the answer picks the player's (see rewards.mjs).

const DAY = 86_400_000;
/** A fixed season, so that screenshots and tests read the same dates every day. */
const SEASON_START = Date.UTC(2026, 10, 1);
const SEASON_END = Date.UTC(2026, 11, 31, 23, 59, 59);

export const SEED_CATEGORIES = [
  { id: 11, name: { EN: 'Deposit bonuses', CN: '存款优惠', TW: '存款優惠', AR: 'مكافآت الإيداع', 'PT-BR': 'Bônus de depósito', VI: 'Thưởng nạp tiền', TH: 'โบนัสเงินฝาก' } },
  { id: 12, name: { EN: 'Lottery', CN: '彩票活动', TW: '彩票活動', AR: 'اليانصيب', 'PT-BR': 'Loteria', VI: 'Xổ số', TH: 'หวย' } },
  { id: 13, name: { EN: 'VIP & loyalty', CN: 'VIP 专享', TW: 'VIP 專享', AR: 'كبار الشخصيات والولاء', 'PT-BR': 'VIP e fidelidade', VI: 'VIP và khách hàng thân thiết', TH: 'VIP และสมาชิก' } },
];

export const SEED_PROMOTIONS = [
  {
    id: 'PR-1001',
    promoAnnouncementCategoryIds: [11],
    claimable: true,
    // What the reward center shows ("up to"); the claim credits 100% of the first deposit, capped here.
    bonusAmount: 500,
    bonus: { on: 'first', percent: 100, max: 500 },
    title: { EN: 'Welcome bonus: 100% on your first deposit', CN: '新人首存 100% 奖励', TW: '新人首存 100% 獎勵', AR: 'مكافأة الترحيب: 100% على إيداعك الأول', 'PT-BR': 'Bônus de boas-vindas: 100% no primeiro depósito', VI: 'Thưởng chào mừng: 100% lần nạp đầu', TH: 'โบนัสต้อนรับ: 100% สำหรับการฝากครั้งแรก' },
    content: {
      EN: 'Make your first deposit and we double it, up to R$ 500. Claim the bonus here once your deposit has arrived; the bonus needs 10x turnover before withdrawal.',
      CN: '首次存款即可获得 100% 奖励，最高 R$ 500。存款到账后在此领取；奖金需完成 10 倍流水方可提款。',
      TW: '首次存款即可獲得 100% 獎勵，最高 R$ 500。存款到帳後在此領取；獎金需完成 10 倍流水方可提款。',
      AR: 'قم بإيداعك الأول وسنضاعفه حتى \u2066R$\u00a0500\u2069. اطلب المكافأة هنا بعد وصول الإيداع؛ تحتاج المكافأة إلى رهان 10 أضعاف قبل السحب.',
      'PT-BR': 'Faça seu primeiro depósito e nós dobramos, até R$ 500. Resgate o bônus aqui depois que o depósito chegar; o bônus exige rollover de 10x antes do saque.',
      VI: 'Nạp lần đầu và chúng tôi nhân đôi, tối đa R$ 500. Nhận thưởng tại đây khi tiền nạp đã về; tiền thưởng cần cược 10 lần trước khi rút.',
      TH: 'ฝากครั้งแรกแล้วเราเพิ่มให้เป็นสองเท่า สูงสุด R$ 500 รับโบนัสที่นี่เมื่อเงินฝากเข้าแล้ว โบนัสต้องทำยอด 10 เท่าก่อนถอน',
    },
  },
  {
    id: 'PR-1002',
    promoAnnouncementCategoryIds: [11],
    claimable: false,
    bonusAmount: 200,
    bonus: { on: 'weekend', percent: 20, max: 200, minDeposit: 100 },
    title: { EN: 'Weekend reload: 20% extra', CN: '周末续存加赠 20%', TW: '週末續存加贈 20%', AR: 'إعادة الشحن في عطلة نهاية الأسبوع: 20% إضافية', 'PT-BR': 'Recarga de fim de semana: 20% extra', VI: 'Nạp cuối tuần: thêm 20%', TH: 'ฝากสุดสัปดาห์: รับเพิ่ม 20%' },
    content: {
      EN: 'Every Saturday and Sunday, deposits of R$ 100 or more receive 20% extra, up to R$ 200. The bonus is added automatically.',
      CN: '每周六、周日单笔存款满 R$ 100 即加赠 20%，最高 R$ 200，奖金自动到账。',
      TW: '每週六、週日單筆存款滿 R$ 100 即加贈 20%，最高 R$ 200，獎金自動到帳。',
      AR: 'كل سبت وأحد، تحصل الإيداعات بقيمة \u2066R$\u00a0100\u2069 أو أكثر على 20% إضافية حتى \u2066R$\u00a0200\u2069. تضاف المكافأة تلقائيًا.',
      'PT-BR': 'Todo sábado e domingo, depósitos de R$ 100 ou mais recebem 20% extra, até R$ 200. O bônus é creditado automaticamente.',
      VI: 'Mỗi thứ Bảy và Chủ nhật, khoản nạp từ R$ 100 được thêm 20%, tối đa R$ 200. Tiền thưởng được cộng tự động.',
      TH: 'ทุกวันเสาร์และอาทิตย์ ฝากตั้งแต่ R$ 100 รับเพิ่ม 20% สูงสุด R$ 200 โบนัสเข้าอัตโนมัติ',
    },
  },
  {
    id: 'PR-2001',
    promoAnnouncementCategoryIds: [12],
    claimable: true,
    bonusAmount: 88,
    title: { EN: 'Lucky draw Sunday', CN: '周日幸运抽奖', TW: '週日幸運抽獎', AR: 'سحب الحظ يوم الأحد', 'PT-BR': 'Sorteio da sorte de domingo', VI: 'Rút thăm may mắn Chủ nhật', TH: 'ลุ้นโชควันอาทิตย์' },
    content: {
      EN: 'Place five lottery bets during the week and claim a free ticket worth R$ 88 for Sunday\'s draw.',
      CN: '一周内投注彩票满 5 注，即可领取价值 R$ 88 的周日开奖免费彩票。',
      TW: '一週內投注彩票滿 5 注，即可領取價值 R$ 88 的週日開獎免費彩票。',
      AR: 'ضع خمسة رهانات يانصيب خلال الأسبوع واحصل على تذكرة مجانية بقيمة \u2066R$\u00a088\u2069 لسحب الأحد.',
      'PT-BR': 'Faça cinco apostas na loteria durante a semana e resgate um bilhete grátis de R$ 88 para o sorteio de domingo.',
      VI: 'Đặt năm vé xổ số trong tuần và nhận một vé miễn phí trị giá R$ 88 cho kỳ quay Chủ nhật.',
      TH: 'ซื้อหวยห้าครั้งในสัปดาห์ รับตั๋วฟรีมูลค่า R$ 88 สำหรับงวดวันอาทิตย์',
    },
  },
  {
    id: 'PR-3001',
    promoAnnouncementCategoryIds: [13],
    claimable: true,
    bonusAmount: 30,
    title: { EN: 'Daily check-in reward', CN: '每日签到奖励', TW: '每日簽到獎勵', AR: 'مكافأة تسجيل الدخول اليومي', 'PT-BR': 'Recompensa de check-in diário', VI: 'Thưởng điểm danh hằng ngày', TH: 'รางวัลเช็กอินรายวัน' },
    content: {
      EN: 'Log in every day and claim a small bonus. Seven days in a row double the reward.',
      CN: '每天登录即可领取小额奖金，连续签到 7 天奖励翻倍。',
      TW: '每天登入即可領取小額獎金，連續簽到 7 天獎勵翻倍。',
      AR: 'سجّل الدخول كل يوم واحصل على مكافأة صغيرة. سبعة أيام متتالية تضاعف المكافأة.',
      'PT-BR': 'Entre todos os dias e resgate um pequeno bônus. Sete dias seguidos dobram a recompensa.',
      VI: 'Đăng nhập mỗi ngày để nhận một khoản thưởng nhỏ. Bảy ngày liên tiếp được nhân đôi phần thưởng.',
      TH: 'เข้าสู่ระบบทุกวันรับโบนัสเล็กๆ ครบเจ็ดวันติดต่อกันรับรางวัลสองเท่า',
    },
  },
  {
    id: 'PR-3002',
    promoAnnouncementCategoryIds: [13, 11],
    claimable: false,
    bonusAmount: 1000,
    title: { EN: 'VIP birthday gift', CN: 'VIP 生日礼金', TW: 'VIP 生日禮金', AR: 'هدية عيد الميلاد لكبار الشخصيات', 'PT-BR': 'Presente de aniversário VIP', VI: 'Quà sinh nhật VIP', TH: 'ของขวัญวันเกิด VIP' },
    content: {
      EN: 'Gold members and above receive up to R$ 1.000 in their birthday month. Customer service sends it to your account.',
      CN: '黄金会员及以上在生日当月可获得最高 R$ 1.000 礼金，由客服发放至您的账户。',
      TW: '黃金會員及以上在生日當月可獲得最高 R$ 1.000 禮金，由客服發放至您的帳戶。',
      AR: 'يحصل الأعضاء الذهبيون فما فوق على ما يصل إلى \u2066R$\u00a01.000\u2069 في شهر ميلادهم. يرسلها فريق خدمة العملاء إلى حسابك.',
      'PT-BR': 'Membros Ouro ou acima recebem até R$ 1.000 no mês do aniversário. O atendimento envia para sua conta.',
      VI: 'Thành viên Vàng trở lên nhận tối đa R$ 1.000 trong tháng sinh nhật. Bộ phận chăm sóc khách hàng sẽ gửi vào tài khoản của bạn.',
      TH: 'สมาชิกระดับโกลด์ขึ้นไปรับสูงสุด R$ 1.000 ในเดือนเกิด ฝ่ายบริการลูกค้าจะโอนเข้าบัญชีของคุณ',
    },
  },
].map((promotion) => ({ ...promotion, startTime: SEASON_START, endTime: SEASON_END }));

export const SEED_DEPOSIT = {
  currency: 'BRL',
  channels: [
    { id: 'PIX', name: { EN: 'PIX instant', CN: 'PIX 即时到账', TW: 'PIX 即時到帳', AR: 'PIX فوري', 'PT-BR': 'PIX instantâneo', VI: 'PIX tức thì', TH: 'PIX ทันที' }, minAmount: 10, maxAmount: 50_000, amounts: [20, 50, 100, 200, 500, 1000] },
    { id: 'BANK', name: { EN: 'Bank transfer', CN: '银行转账', TW: '銀行轉帳', AR: 'تحويل بنكي', 'PT-BR': 'Transferência bancária', VI: 'Chuyển khoản ngân hàng', TH: 'โอนผ่านธนาคาร' }, minAmount: 50, maxAmount: 100_000, amounts: [100, 300, 500, 1000, 3000, 5000] },
    { id: 'EWALLET', name: { EN: 'E-wallet', CN: '电子钱包', TW: '電子錢包', AR: 'محفظة إلكترونية', 'PT-BR': 'Carteira digital', VI: 'Ví điện tử', TH: 'อีวอลเล็ต' }, minAmount: 20, maxAmount: 20_000, amounts: [30, 60, 120, 250, 600] },
  ],
};

export const SEED_MALL_ITEMS = [
  { id: 'M-01', kind: 'bonus', points: 1000, stock: 500, name: { EN: 'Bonus credit R$ 10', CN: 'R$ 10 奖金', TW: 'R$ 10 獎金', AR: 'رصيد مكافأة \u2066R$\u00a010\u2069', 'PT-BR': 'Crédito bônus de R$ 10' }, description: { EN: 'Added to your balance at once.', CN: '立即存入您的余额。', TW: '立即存入您的餘額。', AR: 'يضاف إلى رصيدك فورًا.', 'PT-BR': 'Adicionado ao seu saldo na hora.' } },
  { id: 'M-02', kind: 'spin', points: 2500, stock: 120, name: { EN: '5 free spins', CN: '5 次免费旋转', TW: '5 次免費旋轉', AR: '5 دورات مجانية', 'PT-BR': '5 giros grátis' }, description: { EN: 'For the slot games of the week.', CN: '适用于本周精选老虎机。', TW: '適用於本週精選老虎機。', AR: 'لألعاب السلوت المختارة هذا الأسبوع.', 'PT-BR': 'Para os caça-níqueis da semana.' } },
  { id: 'M-03', kind: 'ticket', points: 4000, stock: 60, name: { EN: 'Lottery ticket pack', CN: '彩票礼包', TW: '彩票禮包', AR: 'حزمة تذاكر اليانصيب', 'PT-BR': 'Pacote de bilhetes de loteria' }, description: { EN: 'Ten tickets for any draw.', CN: '十张任意期彩票。', TW: '十張任意期彩票。', AR: 'عشر تذاكر لأي سحب.', 'PT-BR': 'Dez bilhetes para qualquer sorteio.' } },
  { id: 'M-04', kind: 'gift', points: 30000, stock: 3, name: { EN: 'Wireless earbuds', CN: '无线耳机', TW: '無線耳機', AR: 'سماعات لاسلكية', 'PT-BR': 'Fones sem fio' }, description: { EN: 'Shipped to your address within 14 days.', CN: '14 天内寄送到您的地址。', TW: '14 天內寄送到您的地址。', AR: 'تُشحن إلى عنوانك خلال 14 يومًا.', 'PT-BR': 'Enviado ao seu endereço em até 14 dias.' } },
  { id: 'M-05', kind: 'gift', points: 8000, stock: 0, name: { EN: 'Team jersey', CN: '球队球衣', TW: '球隊球衣', AR: 'قميص الفريق', 'PT-BR': 'Camisa do time' }, description: { EN: 'Back in stock next month.', CN: '下月补货。', TW: '下月補貨。', AR: 'يعود إلى المخزون الشهر المقبل.', 'PT-BR': 'De volta ao estoque no próximo mês.' } },
];

/** Points of a member who has no row yet: the demo's welcome points. */
export const SEED_POINTS = 12_500;

/** The other players of the weekly mission board (names masked, as the platform shows them). */
export const SEED_LEADERBOARD = {
  title: { EN: 'Weekly betting mission', CN: '每周投注任务', TW: '每週投注任務', AR: 'مهمة الرهان الأسبوعية', 'PT-BR': 'Missão semanal de apostas', VI: 'Nhiệm vụ cược hằng tuần', TH: 'ภารกิจเดิมพันประจำสัปดาห์' },
  periodStart: SEASON_START + 24 * DAY,
  periodEnd: SEASON_START + 31 * DAY - 1000,
  prizes: [3000, 1500, 800, 500, 300, 200, 150, 100, 80, 50],
  selfScore: 18_240,
  players: [
    ['lu***88', 96_420], ['ka***an', 71_300], ['mi***07', 54_880], ['jo***ao', 43_150], ['an***ia', 38_900],
    ['ng***23', 22_460], ['pe***ro', 17_990], ['ta***ha', 15_200], ['vi***nh', 12_730], ['ra***ul', 9_880],
    ['so***ie', 8_420], ['be***to', 6_150], ['ha***mi', 4_780], ['da***ng', 3_300], ['fe***pe', 1_920],
  ],
};
