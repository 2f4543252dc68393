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
  // Password reset: the code's three failures and the request limit, in every language the kit speaks.
  'reset.code.invalid': {
    CN: '验证码错误。',
    TW: '驗證碼錯誤。',
    VI: 'Mã xác minh không đúng.',
    TH: 'รหัสยืนยันไม่ถูกต้อง',
    ES: 'El código de verificación es incorrecto.',
    HI: 'सत्यापन कोड गलत है।',
    ID: 'Kode verifikasi salah.',
    JA: '確認コードが正しくありません。',
    KM: 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវ។',
    KO: '인증 코드가 올바르지 않습니다.',
    MY: 'အတည်ပြုကုဒ် မှားနေပါသည်။',
    TA: 'சரிபார்ப்புக் குறியீடு தவறானது.',
    TY: 'Mali ang verification code.',
    UR: 'تصدیقی کوڈ غلط ہے۔',
    PT: 'O código de verificação está incorreto.',
    'PT-BR': 'O código de verificação está incorreto.',
    MS: 'Kod pengesahan tidak betul.',
    BN: 'যাচাইকরণ কোডটি ভুল।',
    TR: 'Doğrulama kodu yanlış.',
    RU: 'Неверный код подтверждения.',
    AR: 'رمز التحقق غير صحيح.',
  },
  'reset.code.expired': {
    CN: '验证码已过期，请重新获取。',
    TW: '驗證碼已過期，請重新獲取。',
    VI: 'Mã xác minh đã hết hạn. Vui lòng gửi mã mới.',
    TH: 'รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่',
    ES: 'El código de verificación ha caducado. Solicita uno nuevo.',
    HI: 'सत्यापन कोड की समय-सीमा समाप्त हो गई है। कृपया नया कोड भेजें।',
    ID: 'Kode verifikasi sudah kedaluwarsa. Silakan kirim kode baru.',
    JA: '確認コードの有効期限が切れました。新しいコードを送信してください。',
    KM: 'លេខកូដផ្ទៀងផ្ទាត់បានផុតកំណត់។ សូមផ្ញើលេខកូដថ្មី។',
    KO: '인증 코드가 만료되었습니다. 새 코드를 받으세요.',
    MY: 'အတည်ပြုကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ကုဒ်အသစ် ပို့ပါ။',
    TA: 'சரிபார்ப்புக் குறியீடு காலாவதியானது. புதிய குறியீட்டை அனுப்பவும்.',
    TY: 'Nag-expire na ang verification code. Magpadala ng bago.',
    UR: 'تصدیقی کوڈ کی میعاد ختم ہو گئی ہے۔ براہ کرم نیا کوڈ بھیجیں۔',
    PT: 'O código de verificação expirou. Peça um novo.',
    'PT-BR': 'O código de verificação expirou. Solicite um novo.',
    MS: 'Kod pengesahan telah tamat tempoh. Sila hantar kod baharu.',
    BN: 'যাচাইকরণ কোডের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে নতুন কোড পাঠান।',
    TR: 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.',
    RU: 'Срок действия кода истёк. Запросите новый код.',
    AR: 'انتهت صلاحية رمز التحقق. يُرجى إرسال رمز جديد.',
  },
  'reset.code.used': {
    CN: '该验证码已使用，请重新获取。',
    TW: '此驗證碼已被使用，請重新獲取。',
    VI: 'Mã này đã được sử dụng. Vui lòng gửi mã mới.',
    TH: 'รหัสนี้ถูกใช้ไปแล้ว กรุณาขอรหัสใหม่',
    ES: 'Este código ya se ha usado. Solicita uno nuevo.',
    HI: 'यह कोड पहले ही इस्तेमाल हो चुका है। कृपया नया कोड भेजें।',
    ID: 'Kode ini sudah digunakan. Silakan kirim kode baru.',
    JA: 'このコードは使用済みです。新しいコードを送信してください。',
    KM: 'លេខកូដនេះត្រូវបានប្រើរួចហើយ។ សូមផ្ញើលេខកូដថ្មី។',
    KO: '이미 사용된 코드입니다. 새 코드를 받으세요.',
    MY: 'ဤကုဒ်ကို အသုံးပြုပြီးဖြစ်ပါသည်။ ကုဒ်အသစ် ပို့ပါ။',
    TA: 'இந்தக் குறியீடு ஏற்கனவே பயன்படுத்தப்பட்டது. புதிய குறியீட்டை அனுப்பவும்.',
    TY: 'Nagamit na ang code na ito. Magpadala ng bago.',
    UR: 'یہ کوڈ پہلے ہی استعمال ہو چکا ہے۔ براہ کرم نیا کوڈ بھیجیں۔',
    PT: 'Este código já foi utilizado. Peça um novo.',
    'PT-BR': 'Este código já foi usado. Solicite um novo.',
    MS: 'Kod ini telah digunakan. Sila hantar kod baharu.',
    BN: 'এই কোডটি আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে নতুন কোড পাঠান।',
    TR: 'Bu kod zaten kullanıldı. Lütfen yeni bir kod isteyin.',
    RU: 'Этот код уже использован. Запросите новый код.',
    AR: 'تم استخدام هذا الرمز من قبل. يُرجى إرسال رمز جديد.',
  },
  'reset.code.limit': {
    CN: '该账户请求验证码次数过多，请稍后再试。',
    TW: '此帳戶請求驗證碼次數過多，請稍後再試。',
    VI: 'Tài khoản này đã yêu cầu quá nhiều mã. Vui lòng thử lại sau.',
    TH: 'บัญชีนี้ขอรหัสบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
    ES: 'Se han solicitado demasiados códigos para esta cuenta. Inténtalo más tarde.',
    HI: 'इस खाते के लिए बहुत अधिक कोड मांगे गए हैं। कृपया बाद में पुनः प्रयास करें।',
    ID: 'Terlalu banyak permintaan kode untuk akun ini. Silakan coba lagi nanti.',
    JA: 'このアカウントのコード要求が多すぎます。しばらくしてからお試しください。',
    KM: 'មានការស្នើសុំលេខកូដច្រើនពេកសម្រាប់គណនីនេះ។ សូមព្យាយាមម្តងទៀតពេលក្រោយ។',
    KO: '이 계정에 대한 코드 요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
    MY: 'ဤအကောင့်အတွက် ကုဒ်တောင်းဆိုမှု များလွန်းပါသည်။ နောက်မှ ထပ်ကြိုးစားပါ။',
    TA: 'இந்தக் கணக்கிற்கு அதிகமான குறியீடுகள் கோரப்பட்டன. பின்னர் மீண்டும் முயலவும்.',
    TY: 'Masyadong maraming code ang hiniling para sa account na ito. Subukang muli mamaya.',
    UR: 'اس اکاؤنٹ کے لیے بہت زیادہ کوڈ مانگے گئے ہیں۔ براہ کرم بعد میں دوبارہ کوشش کریں۔',
    PT: 'Foram pedidos demasiados códigos para esta conta. Tente novamente mais tarde.',
    'PT-BR': 'Foram solicitados códigos demais para esta conta. Tente novamente mais tarde.',
    MS: 'Terlalu banyak kod diminta untuk akaun ini. Sila cuba lagi kemudian.',
    BN: 'এই অ্যাকাউন্টের জন্য অনেক বেশি কোড চাওয়া হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    TR: 'Bu hesap için çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
    RU: 'Для этого аккаунта запрошено слишком много кодов. Попробуйте позже.',
    AR: 'طُلب عدد كبير جدًا من الرموز لهذا الحساب. يُرجى المحاولة لاحقًا.',
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
