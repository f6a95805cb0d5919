import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): Accounts, passwords and the platform’s own refusals (bad input, sessions, idempotency). */
export const ACCOUNT_ERRORS = {
  // Account
  account_not_found: {
    ja: 'アカウントが存在しません',
    'zh-TW': '帳號不存在',
    en: 'The account does not exist',
  },
  wrong_account_or_password: {
    ja: 'アカウントまたはパスワードが正しくありません',
    'zh-TW': '帳號或密碼錯誤',
    en: 'Wrong account or password',
  },
  login_failed: { ja: 'ログインに失敗しました', 'zh-TW': '登入失敗', en: 'Login failed' },
  account_exists: {
    ja: 'このアカウントは既に登録されています',
    'zh-TW': '帳號已存在',
    en: 'This account already exists',
  },
  account_format: {
    ja: 'アカウントは10桁の電話番号で入力してください',
    'zh-TW': '帳號須為10位數字的手機號碼',
    en: 'The account must be a ten-digit phone number',
  },
  inviter_not_found: {
    ja: '招待者が存在しません',
    'zh-TW': '邀請人不存在',
    en: 'The inviter does not exist',
  },
  invitation_code_required: {
    ja: '招待コードを入力してください',
    'zh-TW': '請輸入邀請碼',
    en: 'Please enter an invitation code',
  },
  // Passwords
  password_required: {
    ja: 'パスワードを入力してください',
    'zh-TW': '請輸入密碼',
    en: 'Please enter the password',
  },
  password_format: {
    ja: 'パスワードは英数字8文字で入力してください',
    'zh-TW': '密碼須為8位英文字母或數字',
    en: 'The password must be 8 English letters or digits',
  },
  original_password_wrong: {
    ja: '現在のパスワードが正しくありません',
    'zh-TW': '目前密碼錯誤',
    en: 'The current password is wrong',
  },
  passwords_differ: {
    ja: '2回入力したパスワードが一致しません',
    'zh-TW': '兩次輸入的密碼不一致',
    en: 'The two passwords differ',
  },
  new_password_same_as_old: {
    ja: '新しいパスワードは現在のパスワードと異なるものにしてください',
    'zh-TW': '新密碼不可與目前密碼相同',
    en: 'The new password must differ from the current one',
  },
  fund_password_format: {
    ja: '取引暗証番号は数字6桁で入力してください',
    'zh-TW': '交易密碼須為6位數字',
    en: 'The trading PIN must be 6 digits',
  },
  fund_password_wrong: {
    ja: '取引暗証番号が正しくありません',
    'zh-TW': '交易密碼錯誤',
    en: 'The trading PIN is wrong',
  },
  fund_password_not_set: {
    ja: '先に取引暗証番号を設定してください',
    'zh-TW': '請先設定交易密碼',
    en: 'Please set a trading PIN first',
  },
  fund_password_already_set: {
    ja: '取引暗証番号は設定済みです。変更には現在の取引暗証番号が必要です',
    'zh-TW': '交易密碼已設定，修改需要目前的交易密碼',
    en: 'A trading PIN is already set; changing it needs the current one',
  },
  // Two-factor sign-in (docs/two-factor.md)
  second_factor_required: {
    ja: '認証アプリに表示されている6桁のコードを入力してください',
    'zh-TW': '請輸入驗證器 App 顯示的6位數驗證碼',
    en: 'Enter the 6-digit code from your authenticator app',
  },
  two_factor_code_required: {
    ja: '認証コードを入力してください',
    'zh-TW': '請輸入驗證碼',
    en: 'Please enter the code',
  },
  two_factor_code_wrong: {
    ja: '認証コードが正しくないか、すでに使用されています',
    'zh-TW': '驗證碼錯誤或已使用過',
    en: 'The code is wrong or has already been used',
  },
  two_factor_already_on: {
    ja: '2段階認証はすでに有効です',
    'zh-TW': '兩步驟驗證已開啟',
    en: 'Two-factor sign-in is already on',
  },
  two_factor_not_started: {
    ja: '2段階認証の設定を最初からやり直してください',
    'zh-TW': '請重新開始設定兩步驟驗證',
    en: 'Please start setting up two-factor sign-in again',
  },
  two_factor_not_on: {
    ja: '2段階認証は有効になっていません',
    'zh-TW': '兩步驟驗證尚未開啟',
    en: 'Two-factor sign-in is not on',
  },
  two_factor_unavailable: {
    ja: '現在2段階認証を設定できません。サポートにお問い合わせください',
    'zh-TW': '目前無法設定兩步驟驗證，請聯絡客服',
    en: 'Two-factor sign-in cannot be set up right now; please contact support',
  },
  login_challenge_expired: {
    ja: 'ログインの有効期限が切れました。もう一度ログインしてください',
    'zh-TW': '登入已逾時，請重新登入',
    en: 'The sign-in has expired; please sign in again',
  },
  trusted_device_not_found: {
    ja: 'このデバイスは見つかりません',
    'zh-TW': '找不到此裝置',
    en: 'This device was not found',
  },
  channel_password_wrong: {
    ja: 'チャネルパスワードが正しくありません',
    'zh-TW': '管道密碼錯誤',
    en: 'The channel password is wrong',
  },
  agreement_required: {
    ja: '利用規約とプライバシーポリシーをお読みのうえ同意してください',
    'zh-TW': '請閱讀並同意使用條款與隱私政策',
    en: 'Please read and accept the service agreement and privacy policy',
  },
  // Platform
  too_frequent: {
    ja: '操作が頻繁すぎます。しばらくしてからお試しください',
    'zh-TW': '提交過於頻繁，請稍後再試',
    en: 'Submitting too frequently, please try again later',
  },
  system_busy: {
    ja: 'システムが混み合っています。しばらくしてからお試しください',
    'zh-TW': '系統繁忙，請稍後再試',
    en: 'The system is busy, please try again later',
  },
  key_mismatch: {
    ja: 'この操作は別の内容ですでに送信されています。画面を開き直して、もう一度お試しください',
    'zh-TW': '此操作已以不同內容送出，請重新開啟頁面後再試',
    en: 'This request was already sent with different details; please reopen the screen and try again',
  },
  upload_failed: { ja: 'アップロードに失敗しました', 'zh-TW': '上傳失敗', en: 'Upload failed' },
  upload_type_not_allowed: {
    ja: 'JPEG・PNG・WebP形式の画像のみアップロードできます',
    'zh-TW': '僅可上傳 JPEG、PNG 或 WebP 格式的圖片',
    en: 'Only JPEG, PNG or WebP images can be uploaded',
  },
  upload_too_large: {
    ja: '画像のサイズが大きすぎます（8MBまで）',
    'zh-TW': '圖片檔案過大（上限 8MB）',
    en: 'The image is too large (8 MB at most)',
  },
  upload_image_unreadable: {
    ja: '画像を読み込めませんでした。破損していない画像を選んでください',
    'zh-TW': '無法讀取圖片，請選擇未損壞的圖片',
    en: 'The image could not be read; please choose an undamaged image',
  },
  upload_not_found: {
    ja: 'アップロードした画像が見つかりません。もう一度アップロードしてください',
    'zh-TW': '找不到已上傳的圖片，請重新上傳',
    en: 'The uploaded image was not found; please upload it again',
  },
  upload_purpose_mismatch: {
    ja: 'この画像は別の用途でアップロードされています',
    'zh-TW': '此圖片是為其他用途上傳的',
    en: 'This image was uploaded for another purpose',
  },
  order_not_found: {
    ja: '注文が存在しません',
    'zh-TW': '委託不存在',
    en: 'The order does not exist',
  },
  invalid_params: {
    ja: '入力内容に誤りがあります',
    'zh-TW': '輸入內容有誤',
    en: 'Some of the input is not valid',
  },
  unauthorized: {
    ja: 'ログインの有効期限が切れました。再度ログインしてください',
    'zh-TW': '登入已失效，請重新登入',
    en: 'Your session has ended, please log in again',
  },
  forbidden: {
    ja: 'この操作を行う権限がありません',
    'zh-TW': '您沒有執行此操作的權限',
    en: 'You are not allowed to do this',
  },
  reason_required: {
    ja: '理由を入力してください',
    'zh-TW': '請填寫原因',
    en: 'Please give a reason',
  },
  every_language_required: {
    ja: '日本語・繁体字中国語・英語のすべてを入力してください',
    'zh-TW': '請以日文、繁體中文及英文填寫',
    en: 'Please fill this in in Japanese, Traditional Chinese and English',
  },
  not_found: {
    ja: 'お探しのページは存在しません',
    'zh-TW': '找不到請求的內容',
    en: 'Nothing was found here',
  },
} as const satisfies ErrorTexts;
