// The platform answers player-facing errors in the player's language (the Language header), as a real
// platform does; the app shows these messages as they come. Codes or languages not listed keep English.

/** @type {Record<string, Record<string, string>>} */
const MESSAGES = {
  'login.cred.err': {
    CN: '用户名或密码错误。',
    TW: '用戶名或密碼錯誤。',
    VI: 'Tên người dùng hoặc mật khẩu không đúng.',
    TH: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  },
  'not.exists.user': {
    CN: '该用户名不存在。',
    TW: '該用戶名不存在。',
    VI: 'Không có tài khoản nào với tên người dùng này.',
    TH: 'ไม่พบบัญชีที่ใช้ชื่อผู้ใช้นี้',
  },
  'user.or.token.invalid': {
    CN: '登录已失效，请重新登录。',
    TW: '登入已失效，請重新登入。',
    VI: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
    TH: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  'verification.code.err': {
    CN: '验证码错误。',
    TW: '驗證碼錯誤。',
    VI: 'Mã xác minh không đúng.',
    TH: 'รหัสยืนยันไม่ถูกต้อง',
  },
  'verification.code.expired': {
    CN: '验证码已过期，请重新获取。',
    TW: '驗證碼已過期，請重新獲取。',
    VI: 'Mã xác minh đã hết hạn. Vui lòng gửi mã mới.',
    TH: 'รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่',
  },
  login_verify_required: {
    CN: '本次登录来自新的位置，请验证身份。',
    TW: '本次登入來自新的位置，請驗證身分。',
    VI: 'Lần đăng nhập này từ vị trí mới. Vui lòng xác minh danh tính.',
    TH: 'การเข้าสู่ระบบนี้มาจากตำแหน่งใหม่ กรุณายืนยันตัวตน',
  },
  'login.verify.payee.err': {
    CN: '收款人姓名与账户不符。',
    TW: '收款人姓名與帳戶不符。',
    VI: 'Tên người nhận tiền không khớp với tài khoản.',
    TH: 'ชื่อผู้รับเงินไม่ตรงกับบัญชี',
  },
  'login.verify.email.err': {
    CN: '邮箱地址与账户不符。',
    TW: '電郵地址與帳戶不符。',
    VI: 'Địa chỉ email không khớp với tài khoản.',
    TH: 'ที่อยู่อีเมลไม่ตรงกับบัญชี',
  },
  'login.verify.ga.err': {
    CN: '谷歌验证码错误。',
    TW: 'Google 驗證碼錯誤。',
    VI: 'Mã xác thực không đúng.',
    TH: 'รหัสยืนยันตัวตนไม่ถูกต้อง',
  },
  // Worded for Geetest and image codes alike: the code says which check failed, not which kind of captcha.
  'captcha.required': {
    CN: '请先完成安全验证。',
    TW: '請先完成安全驗證。',
    VI: 'Vui lòng hoàn tất bước kiểm tra bảo mật trước.',
    TH: 'กรุณาผ่านการตรวจสอบความปลอดภัยก่อน',
  },
  'captcha.invalid': {
    CN: '安全验证未通过，请重试。',
    TW: '安全驗證未通過，請重試。',
    VI: 'Kiểm tra bảo mật không thành công. Vui lòng thử lại.',
    TH: 'การตรวจสอบความปลอดภัยไม่ผ่าน กรุณาลองอีกครั้ง',
  },
  'wallet.unavailable': {
    CN: '暂时无法读取余额，请稍后再试。',
    TW: '暫時無法讀取餘額，請稍後再試。',
    VI: 'Hiện không thể đọc số dư. Vui lòng thử lại sau.',
    TH: 'ไม่สามารถอ่านยอดเงินได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
    AR: 'تعذّر قراءة الرصيد الآن. يُرجى المحاولة لاحقًا.',
    'PT-BR': 'Não foi possível ler o saldo agora. Tente novamente mais tarde.',
  },
};

/**
 * The answer body with its message in the request's language, when one is known.
 * @param {unknown} body
 * @param {string | undefined} language
 */
export function localizeAnswer(body, language) {
  if (!body || typeof body !== 'object' || !language) return body;
  const { errorCode } = /** @type {{ errorCode?: unknown }} */ (body);
  const message = typeof errorCode === 'string' ? MESSAGES[errorCode]?.[language.toUpperCase()] : undefined;
  return message ? { ...body, message } : body;
}
