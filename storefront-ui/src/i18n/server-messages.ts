/**
 * The server answers in English, word for word as the REST contract says. A shopper reading the shop
 * in Chinese sees those messages in Chinese: the ones a shopper can meet are listed here whole, the
 * validation messages by their shape with the field named in Chinese. A message not listed (a new one,
 * or one from an admin-only route) shows as the server wrote it.
 */
type Locale = 'en-US' | 'zh-HK' | 'zh-CN';
type Chinese = Exclude<Locale, 'en-US'>;

const FIELDS: Record<Chinese, Record<string, string>> = {
  'zh-HK': {
    email: '電郵',
    password: '密碼',
    password_confirmation: '確認密碼',
    first_name: '名字',
    last_name: '姓氏',
    phone: '電話',
    gender: '性別',
    language: '語言',
    country: '國家／地區',
    contact_number: '聯絡電話',
    address: '地址',
    default_billing: '預設帳單地址',
    default_shipping: '預設送貨地址',
    keyword: '關鍵字',
    url: '網址',
    token: '重設連結',
    page: '頁數',
    per_page: '每頁數量',
    sort: '排序',
    price_min: '最低價',
    price_max: '最高價',
    brand_ids: '品牌',
    option_ids: '選項',
    access_token: 'Facebook 登入憑證',
  },
  'zh-CN': {
    email: '电子邮箱',
    password: '密码',
    password_confirmation: '确认密码',
    first_name: '名字',
    last_name: '姓氏',
    phone: '电话',
    gender: '性别',
    language: '语言',
    country: '国家／地区',
    contact_number: '联系电话',
    address: '地址',
    default_billing: '默认账单地址',
    default_shipping: '默认收货地址',
    keyword: '关键词',
    url: '网址',
    token: '重置链接',
    page: '页数',
    per_page: '每页数量',
    sort: '排序',
    price_min: '最低价',
    price_max: '最高价',
    brand_ids: '品牌',
    option_ids: '选项',
    access_token: 'Facebook 登录凭证',
  },
};

const EXACT: Record<Chinese, Record<string, string>> = {
  'zh-HK': {
    'Incorrect email or password': '電郵或密碼不正確',
    'This account is disabled': '此帳戶已停用',
    'This email is already registered': '此電郵已經註冊',
    'This email is already registered: log in with your password': '此電郵已經註冊，請以密碼登入',
    'Invalid token': '連結無效或已過期',
    'Reset link sent, please check your email': '重設連結已寄出，請查看電郵',
    'Password reset, please log in with your new password': '密碼已重設，請以新密碼登入',
    'Too frequent operation, please try again later': '操作太頻繁，請稍後再試',
    'Too many requests. Please try again later.': '請求太多，請稍後再試。',
    'Login expired. Please log in again.': '登入已過期，請重新登入。',
    'Please log in first': '請先登入',
    'Logged out': '已登出',
    'Product not found': '找不到產品',
    'Page cannot be found': '找不到頁面',
    'Not found': '找不到',
    'Unregistered account': '帳戶尚未註冊',
    'Login Fail': '登入失敗',
    'Facebook login is not enabled': '未有啟用 Facebook 登入',
    'Facebook cannot be reached right now. Please try again later.': '暫時未能連接 Facebook，請稍後再試。',
    'Your Facebook account shares no email address: please register with your email': '你的 Facebook 帳戶沒有提供電郵地址，請以電郵註冊',
    'Something went wrong on our side. Please try again later.': '系統出現問題，請稍後再試。',
    'The record was changed at the same time by another request. Please try again.': '資料剛被另一個操作更改，請再試一次。',
    'This record already exists': '此資料已經存在',
    'A value is not valid': '有數值無效',
    'Validation Fail: Please make sure all fields are filled in correctly': '驗證失敗：請確保所有欄位均已正確填寫',
    'The request body is too large': '提交的內容太大',
    'password_confirmation does not match password': '兩次輸入的密碼不一致',
    'gender must be female or male': '性別須為女或男',
    'country must be a country code from the list': '請從列表選擇國家或地區',
    'keyword may hold only letters, digits, Chinese characters, underscore and hyphen': '關鍵字只可包含字母、數字、中文字、底線及連字號',
    'email must be a valid email address': '請輸入有效的電郵地址',
    'Enter your current password to change your email or password': '更改電郵或密碼前，請輸入目前密碼',
    'The current password is not correct': '目前密碼不正確',
    'password must not be one character repeated': '密碼不可只由同一個字元重複組成',
    'password is too common: choose one that is harder to guess': '此密碼太常見，請選擇較難猜到的密碼',
  },
  'zh-CN': {
    'Incorrect email or password': '电子邮箱或密码不正确',
    'This account is disabled': '此账户已停用',
    'This email is already registered': '此邮箱已经注册',
    'This email is already registered: log in with your password': '此邮箱已经注册，请用密码登录',
    'Invalid token': '链接无效或已过期',
    'Reset link sent, please check your email': '重置链接已发送，请查看邮箱',
    'Password reset, please log in with your new password': '密码已重置，请用新密码登录',
    'Too frequent operation, please try again later': '操作太频繁，请稍后再试',
    'Too many requests. Please try again later.': '请求太多，请稍后再试。',
    'Login expired. Please log in again.': '登录已过期，请重新登录。',
    'Please log in first': '请先登录',
    'Logged out': '已退出登录',
    'Product not found': '找不到商品',
    'Page cannot be found': '找不到页面',
    'Not found': '找不到',
    'Unregistered account': '账户尚未注册',
    'Login Fail': '登录失败',
    'Facebook login is not enabled': '未启用 Facebook 登录',
    'Facebook cannot be reached right now. Please try again later.': '暂时无法连接 Facebook，请稍后再试。',
    'Your Facebook account shares no email address: please register with your email': '你的 Facebook 账户没有提供邮箱地址，请用邮箱注册',
    'Something went wrong on our side. Please try again later.': '系统出现问题，请稍后再试。',
    'The record was changed at the same time by another request. Please try again.': '数据刚被另一个操作更改，请再试一次。',
    'This record already exists': '此数据已经存在',
    'A value is not valid': '有数值无效',
    'Validation Fail: Please make sure all fields are filled in correctly': '验证失败：请确保所有字段均已正确填写',
    'The request body is too large': '提交的内容太大',
    'password_confirmation does not match password': '两次输入的密码不一致',
    'gender must be female or male': '性别须为女或男',
    'country must be a country code from the list': '请从列表选择国家或地区',
    'keyword may hold only letters, digits, Chinese characters, underscore and hyphen': '关键词只能包含字母、数字、汉字、下划线及连字符',
    'email must be a valid email address': '请输入有效的邮箱地址',
    'Enter your current password to change your email or password': '更改邮箱或密码前，请输入当前密码',
    'The current password is not correct': '当前密码不正确',
    'password must not be one character repeated': '密码不能只由同一个字符重复组成',
    'password is too common: choose one that is harder to guess': '此密码太常见，请选择较难猜到的密码',
  },
};

/** Messages with a number in them (a configured time): {1} is the number. */
const WITH_NUMBER: [RegExp, Record<Chinese, string>][] = [
  [
    /^Too many failed sign-in attempts for this account\. Please try again in (\d+) minutes or reset your password\.$/,
    { 'zh-HK': '此帳戶登入失敗次數過多，請於 {1} 分鐘後再試或重設密碼。', 'zh-CN': '此账户登录失败次数过多，请于 {1} 分钟后再试或重置密码。' },
  ],
];

/** Validation messages by shape: {field} is the field's name in Chinese, {1}, {2} the numbers in the message. */
const SHAPES: [RegExp, Record<Chinese, string>][] = [
  [/^(\w+) is required$/, { 'zh-HK': '請填寫{field}', 'zh-CN': '请填写{field}' }],
  [/^(\w+) must be at most (\d+) characters long$/, { 'zh-HK': '{field}最多 {1} 個字元', 'zh-CN': '{field}最多 {1} 个字符' }],
  [/^(\w+) must be (\d+) to (\d+) characters long$/, { 'zh-HK': '{field}須有 {1} 至 {2} 個字元', 'zh-CN': '{field}须为 {1} 至 {2} 个字符' }],
  [/^(\w+) must be a phone number \(digits, spaces, \+, -, brackets\)$/, { 'zh-HK': '{field}須為電話號碼（數字、空格、+、-、括號）', 'zh-CN': '{field}须为电话号码（数字、空格、+、-、括号）' }],
  [/^(\w+) must be text$/, { 'zh-HK': '{field}須為文字', 'zh-CN': '{field}须为文字' }],
  [/^(\w+) must be true or false$/, { 'zh-HK': '{field}須為是或否', 'zh-CN': '{field}须为是或否' }],
  [/^(\w+) must be one of [\w, ]+$/, { 'zh-HK': '{field}不在可選範圍內', 'zh-CN': '{field}不在可选范围内' }],
];

/** The message in the shopper's language when it is one a shopper can meet; otherwise as the server wrote it. */
export function translateServerMessage(locale: Locale, message: string): string {
  if (locale === 'en-US') return message;
  const exact = EXACT[locale][message];
  if (exact) return exact;
  for (const [shape, templates] of WITH_NUMBER) {
    const match = shape.exec(message);
    if (match) return templates[locale].replace('{1}', match[1]);
  }
  for (const [shape, templates] of SHAPES) {
    const match = shape.exec(message);
    const field = match && FIELDS[locale][match[1]];
    if (field) return templates[locale].replace('{field}', field).replace('{1}', match[2] ?? '').replace('{2}', match[3] ?? '');
  }
  return message;
}
