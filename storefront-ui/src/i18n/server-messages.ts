/**
 * Server messages as the shopper reads them. Every error answer carries, beside each English
 * `messages` entry, its stable `codes` entry (and `params` for the values a wording names); the
 * wording is looked up here by code, so a reworded server message keeps its translation. This table
 * holds every code a shopper can meet (test/unit/message-codes.spec.ts checks it against the server's
 * catalogue, in all three languages). A code not listed (a newer server) shows as the server wrote it.
 */
type Locale = 'en-US' | 'zh-HK' | 'zh-CN';
type Chinese = Exclude<Locale, 'en-US'>;

/** One message of an answer: the server's wording and, from a current server, its code and values. */
export interface ServerMessage {
  text: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** What a form shows: a server message, or text the interface wrote itself. */
export type ShownMessage = ServerMessage | string;

/** The messages of an answer body (`messages`, `codes`, `params`), paired up. */
export function serverMessagesOf(body: unknown): ServerMessage[] {
  const { messages, codes, params } = (body ?? {}) as { messages?: unknown; codes?: unknown; params?: unknown };
  if (!Array.isArray(messages)) return [];
  return messages.map((text, i) => {
    const code = Array.isArray(codes) && typeof codes[i] === 'string' ? codes[i] : undefined;
    const values = Array.isArray(params) && params[i] && typeof params[i] === 'object' ? (params[i] as Record<string, string | number>) : undefined;
    return { text: String(text), ...(code ? { code } : {}), ...(values ? { params: values } : {}) };
  });
}

/** Field names as validation messages name them (the `field` value), in Chinese. */
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
    current_password: '目前密碼',
    key: '檢查項目',
    type: '類型',
    cart_id: '購物車編號',
    item_id: '購物車項目',
    stock_id: '商品選項',
    quantity: '數量',
    name: '姓名',
    subject: '主題',
    message: '訊息',
    company: '公司',
    website: '網站',
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
    current_password: '当前密码',
    key: '检查项目',
    type: '类型',
    cart_id: '购物车编号',
    item_id: '购物车项目',
    stock_id: '商品选项',
    quantity: '数量',
    name: '姓名',
    subject: '主题',
    message: '消息',
    company: '公司',
    website: '网站',
  },
};

type Wordings = Record<Locale, string>;

/**
 * Wordings by code; `{name}` is the message's value of that name (`{field}` in the reader's words).
 */
export const SERVER_MESSAGES: Record<string, Wordings> = {
  // Any route.
  'http.log_in_first': { 'en-US': 'Please log in first', 'zh-HK': '請先登入', 'zh-CN': '请先登录' },
  'http.login_expired': { 'en-US': 'Login expired. Please log in again.', 'zh-HK': '登入已過期，請重新登入。', 'zh-CN': '登录已过期，请重新登录。' },
  'http.forbidden': { 'en-US': 'You do not have permission to do this', 'zh-HK': '你沒有權限進行此操作', 'zh-CN': '你没有权限进行此操作' },
  'http.id_not_exists': { 'en-US': 'ID not exists', 'zh-HK': 'ID 不存在', 'zh-CN': 'ID 不存在' },
  'http.not_found': { 'en-US': 'Not found', 'zh-HK': '找不到', 'zh-CN': '找不到' },
  'http.method_not_allowed': { 'en-US': 'Method not allowed', 'zh-HK': '不支援此操作', 'zh-CN': '不支持此操作' },
  'http.bad_request': { 'en-US': 'The request is not valid', 'zh-HK': '請求無效', 'zh-CN': '请求无效' },
  'http.unsupported_media_type': { 'en-US': 'The request content type is not supported', 'zh-HK': '不支援此內容類型', 'zh-CN': '不支持此内容类型' },
  'http.too_many_requests': { 'en-US': 'Too many requests. Please try again later.', 'zh-HK': '請求太多，請稍後再試。', 'zh-CN': '请求太多，请稍后再试。' },
  'http.server_error': {
    'en-US': 'Something went wrong on our side. Please try again later.',
    'zh-HK': '系統出現問題，請稍後再試。',
    'zh-CN': '系统出现问题，请稍后再试。',
  },
  'http.request_failed': { 'en-US': 'Request failed', 'zh-HK': '請求失敗', 'zh-CN': '请求失败' },
  'http.body_not_json': { 'en-US': 'The request body is not valid JSON', 'zh-HK': '提交的內容不是有效的 JSON', 'zh-CN': '提交的内容不是有效的 JSON' },
  'http.body_too_large': { 'en-US': 'The request body is too large', 'zh-HK': '提交的內容太大', 'zh-CN': '提交的内容太大' },
  'http.form_too_large': { 'en-US': 'The form is too large: at most {max} KB', 'zh-HK': '表單太大：最多 {max} KB', 'zh-CN': '表单太大：最多 {max} KB' },
  'http.length_required': {
    'en-US': 'A form must be sent with its Content-Length',
    'zh-HK': '表單須連同 Content-Length 一併傳送',
    'zh-CN': '表单须连同 Content-Length 一并发送',
  },
  'http.headers_too_large': { 'en-US': 'The request address or headers are too large', 'zh-HK': '請求的網址或標頭太大', 'zh-CN': '请求的网址或标头太大' },
  'http.body_too_deep': { 'en-US': 'The request body is nested too deeply', 'zh-HK': '提交的內容層次太深', 'zh-CN': '提交的内容层次太深' },
  'http.body_encoding': { 'en-US': 'The request body encoding is not supported', 'zh-HK': '不支援提交內容的編碼', 'zh-CN': '不支持提交内容的编码' },
  'http.body_charset': { 'en-US': 'The request body charset is not supported', 'zh-HK': '不支援提交內容的字元集', 'zh-CN': '不支持提交内容的字符集' },
  'http.body_unreadable': { 'en-US': 'The request body could not be read', 'zh-HK': '無法讀取提交的內容', 'zh-CN': '无法读取提交的内容' },
  'http.body_not_object': { 'en-US': 'The request body must be a JSON object', 'zh-HK': '提交的內容必須是 JSON 物件', 'zh-CN': '提交的内容必须是 JSON 对象' },
  'http.text_nul': { 'en-US': '{field} must not contain a NUL character', 'zh-HK': '{field}不可包含 NUL 字元', 'zh-CN': '{field}不能包含 NUL 字符' },
  // What the multipart reader refuses a form with (funnel and ebook forms are multipart).
  'multipart.too_many_parts': { 'en-US': 'Too many parts', 'zh-HK': '表單部分太多', 'zh-CN': '表单部分太多' },
  'multipart.file_too_large': { 'en-US': 'File too large', 'zh-HK': '檔案太大', 'zh-CN': '文件太大' },
  'multipart.too_many_files': { 'en-US': 'Too many files', 'zh-HK': '檔案太多', 'zh-CN': '文件太多' },
  'multipart.field_name_too_long': { 'en-US': 'Field name too long', 'zh-HK': '欄位名稱太長', 'zh-CN': '字段名称太长' },
  'multipart.field_value_too_long': { 'en-US': 'Field value too long', 'zh-HK': '欄位內容太長', 'zh-CN': '字段内容太长' },
  'multipart.too_many_fields': { 'en-US': 'Too many fields', 'zh-HK': '欄位太多', 'zh-CN': '字段太多' },
  'multipart.unexpected_file': { 'en-US': 'Unexpected file field', 'zh-HK': '不接受此檔案欄位', 'zh-CN': '不接受此文件字段' },
  'multipart.unexpected_field': { 'en-US': 'Unexpected field', 'zh-HK': '不接受此欄位', 'zh-CN': '不接受此字段' },
  'multipart.field_name_missing': { 'en-US': 'Field name missing', 'zh-HK': '缺少欄位名稱', 'zh-CN': '缺少字段名称' },
  'multipart.field_nesting': { 'en-US': 'Field name nesting too deep', 'zh-HK': '欄位名稱的層次太深', 'zh-CN': '字段名称的层次太深' },
  'multipart.field_array_index': { 'en-US': 'Field name array index too large', 'zh-HK': '欄位名稱的陣列索引太大', 'zh-CN': '字段名称的数组索引太大' },
  'multipart.invalid_field_name': { 'en-US': 'Invalid field name', 'zh-HK': '欄位名稱無效', 'zh-CN': '字段名称无效' },
  'multipart.boundary_not_found': {
    'en-US': 'Multipart: Boundary not found',
    'zh-HK': '表單格式錯誤：找不到分界標記',
    'zh-CN': '表单格式错误：找不到分隔标记',
  },
  'multipart.malformed_part_header': { 'en-US': 'Malformed part header', 'zh-HK': '表單部分的標頭格式錯誤', 'zh-CN': '表单部分的头部格式错误' },
  'multipart.unexpected_end_of_form': { 'en-US': 'Unexpected end of form', 'zh-HK': '表單意外結束', 'zh-CN': '表单意外结束' },
  'multipart.unexpected_end_of_file': { 'en-US': 'Unexpected end of file', 'zh-HK': '檔案意外結束', 'zh-CN': '文件意外结束' },
  'database.duplicate': { 'en-US': 'This record already exists', 'zh-HK': '此資料已經存在', 'zh-CN': '此数据已经存在' },
  'database.in_use': { 'en-US': 'This record is used by other records', 'zh-HK': '此資料正被其他資料使用', 'zh-CN': '此数据正被其他数据使用' },
  'database.invalid_value': { 'en-US': 'A value is not valid', 'zh-HK': '有數值無效', 'zh-CN': '有数值无效' },
  'database.concurrent_change': {
    'en-US': 'The record was changed at the same time by another request. Please try again.',
    'zh-HK': '資料剛被另一個操作更改，請再試一次。',
    'zh-CN': '数据刚被另一个操作更改，请再试一次。',
  },
  // Validation shapes shared by many fields.
  'validation.failed': {
    'en-US': 'Validation Fail: Please make sure all fields are filled in correctly',
    'zh-HK': '驗證失敗：請確保所有欄位均已正確填寫',
    'zh-CN': '验证失败：请确保所有字段均已正确填写',
  },
  'validation.required': { 'en-US': '{field} is required', 'zh-HK': '請填寫{field}', 'zh-CN': '请填写{field}' },
  'validation.max_length': {
    'en-US': '{field} must be at most {max} characters long',
    'zh-HK': '{field}最多 {max} 個字元',
    'zh-CN': '{field}最多 {max} 个字符',
  },
  'validation.length_between': {
    'en-US': '{field} must be {min} to {max} characters long',
    'zh-HK': '{field}須有 {min} 至 {max} 個字元',
    'zh-CN': '{field}须为 {min} 至 {max} 个字符',
  },
  'validation.text': { 'en-US': '{field} must be text', 'zh-HK': '{field}須為文字', 'zh-CN': '{field}须为文字' },
  'validation.one_line': {
    'en-US': '{field} must be one line of text, without control characters',
    'zh-HK': '{field}須為單行文字，不可含控制字元',
    'zh-CN': '{field}须为单行文字，不可含控制字符',
  },
  'validation.boolean': { 'en-US': '{field} must be true or false', 'zh-HK': '{field}須為是或否', 'zh-CN': '{field}须为是或否' },
  'validation.email': { 'en-US': '{field} must be a valid email address', 'zh-HK': '{field}須為有效的電郵地址', 'zh-CN': '{field}须为有效的邮箱地址' },
  'validation.whole_number': { 'en-US': '{field} must be a whole number', 'zh-HK': '{field}須為整數', 'zh-CN': '{field}须为整数' },
  'validation.one_of': {
    'en-US': '{field} must be one of {choices}',
    'zh-HK': '{field}須為以下其中之一：{choices}',
    'zh-CN': '{field}须为以下其中之一：{choices}',
  },
  'validation.list': { 'en-US': '{field} must be a list', 'zh-HK': '{field}須為列表', 'zh-CN': '{field}须为列表' },
  'validation.json_value': { 'en-US': '{field} must be a JSON value', 'zh-HK': '{field}須為 JSON 值', 'zh-CN': '{field}须为 JSON 值' },
  'validation.json_object': { 'en-US': '{field} must be a JSON object', 'zh-HK': '{field}須為 JSON 物件', 'zh-CN': '{field}须为 JSON 对象' },
  'validation.nested_too_deeply': { 'en-US': '{field} is nested too deeply', 'zh-HK': '{field}的層次太深', 'zh-CN': '{field}的层次太深' },
  'validation.list_sort': {
    'en-US': 'sort must be ["field","ASC|DESC"] with a field among {choices}',
    'zh-HK': '排序須為 ["欄位","ASC|DESC"]，欄位可為：{choices}',
    'zh-CN': '排序须为 ["字段","ASC|DESC"]，字段可为：{choices}',
  },
  'validation.list_range': {
    'en-US': 'range must be [first, last] with whole numbers',
    'zh-HK': '範圍須為 [首, 尾] 兩個整數',
    'zh-CN': '范围须为 [首, 尾] 两个整数',
  },
  'validation.list_filter': { 'en-US': 'filter {field} must be {kind}', 'zh-HK': '篩選條件「{field}」須為{kind}', 'zh-CN': '筛选条件“{field}”须为{kind}' },
  'validation.list_ids': { 'en-US': 'filter id must be a list of ids', 'zh-HK': '篩選的 id 須為 ID 列表', 'zh-CN': '筛选的 id 须为 ID 列表' },
  'validation.language': {
    'en-US': 'language must be one of {choices}',
    'zh-HK': '語言須為以下其中之一：{choices}',
    'zh-CN': '语言须为以下其中之一：{choices}',
  },
  'validation.invalid': { 'en-US': '{field} is not valid', 'zh-HK': '{field}無效', 'zh-CN': '{field}无效' },
  // Sign-in and passwords.
  'auth.bad_credentials': { 'en-US': 'Incorrect email or password', 'zh-HK': '電郵或密碼不正確', 'zh-CN': '电子邮箱或密码不正确' },
  'auth.account_disabled': { 'en-US': 'This account is disabled', 'zh-HK': '此帳戶已停用', 'zh-CN': '此账户已停用' },
  'auth.account_locked': {
    'en-US': 'Too many failed sign-in attempts for this account. Please try again in {minutes} minutes or reset your password.',
    'zh-HK': '此帳戶登入失敗次數過多，請於 {minutes} 分鐘後再試或重設密碼。',
    'zh-CN': '此账户登录失败次数过多，请于 {minutes} 分钟后再试或重置密码。',
  },
  'auth.logged_out': { 'en-US': 'Logged out', 'zh-HK': '已登出', 'zh-CN': '已退出登录' },
  'auth.password_mismatch': { 'en-US': 'password_confirmation does not match password', 'zh-HK': '兩次輸入的密碼不一致', 'zh-CN': '两次输入的密码不一致' },
  'password.repeated': {
    'en-US': 'password must not be one character repeated',
    'zh-HK': '密碼不可只由同一個字元重複組成',
    'zh-CN': '密码不能只由同一个字符重复组成',
  },
  'password.too_common': {
    'en-US': 'password is too common: choose one that is harder to guess',
    'zh-HK': '此密碼太常見，請選擇較難猜到的密碼',
    'zh-CN': '此密码太常见，请选择较难猜到的密码',
  },
  // Registration, profile and password reset.
  'customer.email_taken': { 'en-US': 'This email is already registered', 'zh-HK': '此電郵已經註冊', 'zh-CN': '此邮箱已经注册' },
  'customer.reset_link_sent': {
    'en-US': 'Reset link sent, please check your email',
    'zh-HK': '重設連結已寄出，請查看電郵',
    'zh-CN': '重置链接已发送，请查看邮箱',
  },
  'customer.too_frequent': { 'en-US': 'Too frequent operation, please try again later', 'zh-HK': '操作太頻繁，請稍後再試', 'zh-CN': '操作太频繁，请稍后再试' },
  'customer.password_reset_done': {
    'en-US': 'Password reset, please log in with your new password',
    'zh-HK': '密碼已重設，請以新密碼登入',
    'zh-CN': '密码已重置，请用新密码登录',
  },
  'customer.invalid_token': { 'en-US': 'Invalid token', 'zh-HK': '連結無效或已過期', 'zh-CN': '链接无效或已过期' },
  'customer.current_password_required': {
    'en-US': 'Enter your current password to change your email or password',
    'zh-HK': '更改電郵或密碼前，請輸入目前密碼',
    'zh-CN': '更改邮箱或密码前，请输入当前密码',
  },
  'customer.current_password_wrong': { 'en-US': 'The current password is not correct', 'zh-HK': '目前密碼不正確', 'zh-CN': '当前密码不正确' },
  'customer.phone_number': {
    'en-US': '{field} must be a phone number (digits, spaces, +, -, brackets)',
    'zh-HK': '{field}須為電話號碼（數字、空格、+、-、括號）',
    'zh-CN': '{field}须为电话号码（数字、空格、+、-、括号）',
  },
  'customer.gender': { 'en-US': 'gender must be female or male', 'zh-HK': '性別須為女或男', 'zh-CN': '性别须为女或男' },
  // Address book.
  'address.country': { 'en-US': 'country must be a country code from the list', 'zh-HK': '請從列表選擇國家或地區', 'zh-CN': '请从列表选择国家或地区' },
  'address.book_full': {
    'en-US': 'An address book holds at most {max} addresses',
    'zh-HK': '地址簿最多只可儲存 {max} 個地址',
    'zh-CN': '地址簿最多只能保存 {max} 个地址',
  },
  // Facebook login.
  'facebook.disabled': { 'en-US': 'Facebook login is not enabled', 'zh-HK': '未有啟用 Facebook 登入', 'zh-CN': '未启用 Facebook 登录' },
  'facebook.unreachable': {
    'en-US': 'Facebook cannot be reached right now. Please try again later.',
    'zh-HK': '暫時未能連接 Facebook，請稍後再試。',
    'zh-CN': '暂时无法连接 Facebook，请稍后再试。',
  },
  'facebook.login_fail': { 'en-US': 'Login Fail', 'zh-HK': '登入失敗', 'zh-CN': '登录失败' },
  'facebook.unregistered': { 'en-US': 'Unregistered account', 'zh-HK': '帳戶尚未註冊', 'zh-CN': '账户尚未注册' },
  'facebook.no_email': {
    'en-US': 'Your Facebook account shares no email address: please register with your email',
    'zh-HK': '你的 Facebook 帳戶沒有提供電郵地址，請以電郵註冊',
    'zh-CN': '你的 Facebook 账户没有提供邮箱地址，请用邮箱注册',
  },
  'facebook.email_registered': {
    'en-US': 'This email is already registered: log in with your password',
    'zh-HK': '此電郵已經註冊，請以密碼登入',
    'zh-CN': '此邮箱已经注册，请用密码登录',
  },
  'facebook.access_token_too_long': { 'en-US': 'access_token is too long', 'zh-HK': 'Facebook 登入憑證太長', 'zh-CN': 'Facebook 登录凭证太长' },
  // Catalogue: products, categories and search.
  'catalog.product_not_found': { 'en-US': 'Product not found', 'zh-HK': '找不到產品', 'zh-CN': '找不到商品' },
  'catalog.keyword_characters': {
    'en-US': 'keyword may hold only letters, digits, Chinese characters, underscore and hyphen',
    'zh-HK': '關鍵字只可包含字母、數字、中文字、底線及連字號',
    'zh-CN': '关键词只能包含字母、数字、汉字、下划线及连字符',
  },
  'catalog.whole_number_from': {
    'en-US': '{field} must be a whole number from {min}',
    'zh-HK': '{field}須為 {min} 或以上的整數',
    'zh-CN': '{field}须为大于或等于 {min} 的整数',
  },
  'catalog.whole_number_between': {
    'en-US': '{field} must be a whole number from {min} to {max}',
    'zh-HK': '{field}須為 {min} 至 {max} 之間的整數',
    'zh-CN': '{field}须为 {min} 至 {max} 之间的整数',
  },
  'catalog.at_most': { 'en-US': '{field} must be at most {max}', 'zh-HK': '{field}不可大於 {max}', 'zh-CN': '{field}不能大于 {max}' },
  'catalog.brand_ids': { 'en-US': 'brand_ids must be a list of brand ids', 'zh-HK': '品牌須為品牌 ID 列表', 'zh-CN': '品牌须为品牌 ID 列表' },
  'catalog.option_ids': { 'en-US': 'option_ids must be a list of option ids', 'zh-HK': '選項須為選項 ID 列表', 'zh-CN': '选项须为选项 ID 列表' },
  'catalog.ids_at_most': { 'en-US': '{field} must hold at most {max} ids', 'zh-HK': '{field}最多只可選 {max} 項', 'zh-CN': '{field}最多只能选 {max} 项' },
  'catalog.cents': { 'en-US': '{field} must be a whole number of cents', 'zh-HK': '{field}須為以分為單位的整數', 'zh-CN': '{field}须为以分为单位的整数' },
  'catalog.not_negative': { 'en-US': '{field} cannot be negative', 'zh-HK': '{field}不可為負數', 'zh-CN': '{field}不能为负数' },
  // Homepage widgets (POST /api/widget, and the homepage's sections).
  'widget.type': { 'en-US': 'type must be one of {choices}', 'zh-HK': '類型須為以下其中之一：{choices}', 'zh-CN': '类型须为以下其中之一：{choices}' },
  'widget.data': { 'en-US': 'data must be an object', 'zh-HK': '資料須為物件', 'zh-CN': '数据须为对象' },
  'widget.category_required': {
    'en-US': 'data.url or data.id of a category is required for a category widget',
    'zh-HK': '分類組件須指定分類的網址或 ID',
    'zh-CN': '分类组件须指定分类的网址或 ID',
  },
  'widget.identifier_required': {
    'en-US': 'data.identifier of a block is required for a block widget',
    'zh-HK': '區塊組件須指定區塊識別碼',
    'zh-CN': '区块组件须指定区块标识符',
  },
  'widget.category_not_found': { 'en-US': 'The category of this widget cannot be found', 'zh-HK': '找不到此組件的分類', 'zh-CN': '找不到此组件的分类' },
  'widget.brand_not_found': { 'en-US': 'The brand of this widget cannot be found', 'zh-HK': '找不到此組件的品牌', 'zh-CN': '找不到此组件的品牌' },
  'widget.block_not_found': { 'en-US': 'The block of this widget cannot be found', 'zh-HK': '找不到此組件的區塊', 'zh-CN': '找不到此组件的区块' },
  'widget.url_form': {
    'en-US': 'data.url must be at most 200 characters of letters, digits and hyphens',
    'zh-HK': '網址最多 200 個字元，只可包含字母、數字及連字號',
    'zh-CN': '网址最多 200 个字符，只能包含字母、数字及连字符',
  },
  'widget.identifier_form': {
    'en-US': 'data.identifier must be text of at most 100 characters',
    'zh-HK': '區塊識別碼須為最多 100 個字元的文字',
    'zh-CN': '区块标识符须为最多 100 个字符的文字',
  },
  'widget.limit_range': {
    'en-US': 'data.limit must be a whole number from 1 to 24',
    'zh-HK': '數量須為 1 至 24 之間的整數',
    'zh-CN': '数量须为 1 至 24 之间的整数',
  },
  'widget.id_form': { 'en-US': 'data.id must be a whole number from 1', 'zh-HK': 'ID 須為 1 或以上的整數', 'zh-CN': 'ID 须为大于或等于 1 的整数' },
  // Menu pages.
  'menu.page_not_found': { 'en-US': 'Page cannot be found', 'zh-HK': '找不到頁面', 'zh-CN': '找不到页面' },
  // The blog.
  'blog.article_not_found': { 'en-US': 'Article cannot be found', 'zh-HK': '找不到文章', 'zh-CN': '找不到文章' },
  'blog.category_not_found': { 'en-US': 'Blog category cannot be found', 'zh-HK': '找不到網誌分類', 'zh-CN': '找不到博客分类' },
  'blog.page': { 'en-US': 'page must be a whole number from 1 to 10000', 'zh-HK': '頁數須為 1 至 10000 之間的整數', 'zh-CN': '页数须为 1 至 10000 之间的整数' },
  'blog.per_page': {
    'en-US': 'per_page must be a whole number from 1 to 60',
    'zh-HK': '每頁數量須為 1 至 60 之間的整數',
    'zh-CN': '每页数量须为 1 至 60 之间的整数',
  },
  // Static pages and blocks.
  'content.page_not_found': { 'en-US': 'Page cannot be found', 'zh-HK': '找不到頁面', 'zh-CN': '找不到页面' },
  'content.block_not_found': { 'en-US': 'Block cannot be found', 'zh-HK': '找不到區塊', 'zh-CN': '找不到区块' },
  // Attributes.
  'attribute.position': {
    'en-US': 'position must be stock_option or product_info',
    'zh-HK': '位置須為庫存選項（stock_option）或產品資料（product_info）',
    'zh-CN': '位置须为库存选项（stock_option）或商品信息（product_info）',
  },
  // Shop settings and checkout availability.
  'settings.columns_list': { 'en-US': 'columns must be a list of setting names', 'zh-HK': '欄位須為設定名稱列表', 'zh-CN': '字段须为设置名称列表' },
  'settings.columns_min': { 'en-US': 'columns must name at least one setting', 'zh-HK': '最少須指定一項設定', 'zh-CN': '至少须指定一项设置' },
  'settings.columns_max': { 'en-US': 'columns must name at most 50 settings', 'zh-HK': '最多只可指定 50 項設定', 'zh-CN': '最多只能指定 50 项设置' },
  'settings.unknown_columns': { 'en-US': 'Unknown config column: {columns}', 'zh-HK': '未知的設定項目：{columns}', 'zh-CN': '未知的设置项：{columns}' },
  'settings.catalog_mode': {
    'en-US': 'The shop is in catalogue mode: purchases are turned off',
    'zh-HK': '本店現處於目錄模式，暫不接受購買',
    'zh-CN': '本店目前处于目录模式，暂不支持购买',
  },
  'settings.members_only': {
    'en-US': 'Please log in to shop: this shop is for members only',
    'zh-HK': '本店只限會員購物，請先登入',
    'zh-CN': '本店仅限会员购物，请先登录',
  },
  'settings.no_selling_warehouse': {
    'en-US': 'Purchases are not available: no warehouse is selling',
    'zh-HK': '暫時未能購買：目前沒有倉庫供貨',
    'zh-CN': '暂时无法购买：目前没有仓库供货',
  },
  // The cart: refusals, and why a line changed or cannot be bought as it is.
  'cart.choose_option': {
    'en-US': 'You need to choose one of the options for your item',
    'zh-HK': '請為你的商品選擇其中一個選項',
    'zh-CN': '请为你的商品选择其中一个选项',
  },
  'cart.max_quantity': {
    'en-US': 'The maximum quantity that can be purchased has been reached',
    'zh-HK': '已達可購買的最大數量',
    'zh-CN': '已达到可购买的最大数量',
  },
  'cart.quantity': { 'en-US': 'Quantity must be a whole number of at least 1', 'zh-HK': '數量須為 1 或以上的整數', 'zh-CN': '数量须为大于或等于 1 的整数' },
  'cart.quantity_max': { 'en-US': 'Quantity can be at most {max}', 'zh-HK': '數量最多為 {max}', 'zh-CN': '数量最多为 {max}' },
  'cart.cart_id': { 'en-US': 'cart_id must be a cart id', 'zh-HK': '購物車編號無效', 'zh-CN': '购物车编号无效' },
  'cart.not_found': {
    'en-US': 'Your cart could not be found. Please reload the page.',
    'zh-HK': '找不到你的購物車，請重新載入頁面。',
    'zh-CN': '找不到你的购物车，请重新加载页面。',
  },
  'cart.item_not_found': { 'en-US': 'This item is not in your cart', 'zh-HK': '此商品不在你的購物車內', 'zh-CN': '此商品不在你的购物车中' },
  'cart.unavailable': { 'en-US': 'This item is not available', 'zh-HK': '此商品暫不供應', 'zh-CN': '此商品暂不供应' },
  'cart.too_many_lines': {
    'en-US': 'A cart holds at most {max} different items',
    'zh-HK': '購物車最多只可放入 {max} 款不同商品',
    'zh-CN': '购物车最多只能放入 {max} 种不同商品',
  },
  'cart.only_left': {
    'en-US': 'Only {available} left: the quantity was lowered to {quantity}',
    'zh-HK': '只剩 {available} 件，數量已減至 {quantity}',
    'zh-CN': '仅剩 {available} 件，数量已减至 {quantity}',
  },
  'cart.sold_out': { 'en-US': 'Sold out', 'zh-HK': '已售罄', 'zh-CN': '已售罄' },
  'cart.removed_unavailable': {
    'en-US': '{name} is no longer available and was removed',
    'zh-HK': '{name}已停止供應，已從購物車移除',
    'zh-CN': '{name}已停止供应，已从购物车移除',
  },
  'cart.over_available': { 'en-US': 'Only {available} left', 'zh-HK': '只剩 {available} 件', 'zh-CN': '仅剩 {available} 件' },
  // Checkout and orders.
  'order.guest_checkout': {
    'en-US': 'Please log in to check out: this shop does not take guest orders',
    'zh-HK': '請先登入再結帳：本店不接受訪客訂單',
    'zh-CN': '请先登录再结账：本店不接受访客订单',
  },
  'order.empty_cart': { 'en-US': 'Your cart is empty', 'zh-HK': '你的購物車是空的', 'zh-CN': '你的购物车是空的' },
  'order.line_unavailable': {
    'en-US': '{name} is not available any more: please remove it from your cart',
    'zh-HK': '{name} 已不再供應，請從購物車移除',
    'zh-CN': '{name} 已不再供应，请从购物车移除',
  },
  'order.out_of_stock': {
    'en-US': 'Only {available} of {name} left: please lower the quantity in your cart',
    'zh-HK': '{name} 只餘 {available} 件，請減少購物車內的數量',
    'zh-CN': '{name} 只剩 {available} 件，请减少购物车中的数量',
  },
  'order.shipping_method': {
    'en-US': 'Please choose a shipping method that delivers to {country}',
    'zh-HK': '請選擇可送貨到 {country} 的送貨方式',
    'zh-CN': '请选择可配送到 {country} 的配送方式',
  },
  'order.payment_method': { 'en-US': 'Please choose an available payment method', 'zh-HK': '請選擇可用的付款方式', 'zh-CN': '请选择可用的付款方式' },
  'order.address_not_found': {
    'en-US': 'Please choose an address from your address book',
    'zh-HK': '請從你的地址簿選擇地址',
    'zh-CN': '请从你的地址簿选择地址',
  },
  'order.address_required': { 'en-US': 'Please give a shipping address', 'zh-HK': '請填寫送貨地址', 'zh-CN': '请填写收货地址' },
  'order.currency': { 'en-US': 'currency must be one of the shop currencies', 'zh-HK': '貨幣須為本店支援的貨幣', 'zh-CN': '货币须为本店支持的货币' },
  'order.idempotency_key': {
    'en-US': 'idempotency_key must be 8 to 100 letters, digits, - or _',
    'zh-HK': '結帳編號無效，請重新載入頁面',
    'zh-CN': '结账编号无效，请重新加载页面',
  },
  'order.key_used': { 'en-US': 'This checkout was already submitted for another order', 'zh-HK': '此結帳已用於另一張訂單', 'zh-CN': '此结账已用于另一张订单' },
  'order.not_found': { 'en-US': 'Order not found', 'zh-HK': '找不到訂單', 'zh-CN': '找不到订单' },
  'payment.not_payable': { 'en-US': 'This order cannot be paid by card now', 'zh-HK': '此訂單現時不能以信用卡付款', 'zh-CN': '此订单目前不能以银行卡付款' },
  'payment.stripe_unavailable': {
    'en-US': 'Card payment is not available right now. Please try again in a moment.',
    'zh-HK': '信用卡付款暫時未能使用，請稍後再試。',
    'zh-CN': '银行卡付款暂时无法使用，请稍后再试。',
  },
  'payment.order_number': { 'en-US': 'order_number is required', 'zh-HK': '須提供訂單編號', 'zh-CN': '须提供订单编号' },
  // Reward points at checkout.
  'points.points': { 'en-US': 'points must be a whole number of points, 0 or more', 'zh-HK': '積分須為 0 或以上的整數', 'zh-CN': '积分须为 0 或以上的整数' },
  'points.guest': { 'en-US': 'Please log in to use reward points', 'zh-HK': '請先登入以使用積分', 'zh-CN': '请先登录以使用积分' },
  'points.off': { 'en-US': 'Reward points cannot be spent in this shop', 'zh-HK': '本店暫不接受以積分付款', 'zh-CN': '本店暂不支持使用积分付款' },
  'points.not_enough': {
    'en-US': 'You have {balance} points: this order asks for {asked}',
    'zh-HK': '你有 {balance} 積分，此訂單要求使用 {asked} 積分',
    'zh-CN': '你有 {balance} 积分，此订单要求使用 {asked} 积分',
  },
  // The contact page.
  'contact.sent': { 'en-US': 'Message has been sent successfully.', 'zh-HK': '訊息已成功發送。', 'zh-CN': '消息已成功发送。' },
  // A funnel's public page.
  'funnel.not_found': { 'en-US': 'This page is not available', 'zh-HK': '此頁面無法使用', 'zh-CN': '此页面无法使用' },
  'funnel.sent': { 'en-US': 'Thank you: we will be in touch soon.', 'zh-HK': '謝謝！我們會盡快與你聯絡。', 'zh-CN': '谢谢！我们会尽快与你联系。' },
  // An ebook link mailed by the shop.
  'ebook.unavailable': { 'en-US': 'The ebook is not available at the moment', 'zh-HK': '電子書暫時未能提供', 'zh-CN': '电子书暂时无法提供' },
  'ebook.sent': {
    'en-US': 'The ebook is on its way: please check your email.',
    'zh-HK': '電子書正在寄出，請查看你的電郵。',
    'zh-CN': '电子书正在发送，请查看你的邮箱。',
  },
  'ebook.link': {
    'en-US': 'This download link is not valid: please ask for the ebook again',
    'zh-HK': '此下載連結無效，請重新索取電子書',
    'zh-CN': '此下载链接无效，请重新索取电子书',
  },
  'ebook.expired': {
    'en-US': 'This download link has expired: please ask for the ebook again',
    'zh-HK': '此下載連結已過期，請重新索取電子書',
    'zh-CN': '此下载链接已过期，请重新索取电子书',
  },
  // Coupons and promotions.
  'promotion.coupon_invalid': { 'en-US': 'Your coupon code is invalid', 'zh-HK': '你的優惠碼無效', 'zh-CN': '你的优惠码无效' },
  'promotion.code': {
    'en-US': 'code must be a coupon code of at most 40 letters, digits, - or _',
    'zh-HK': '優惠碼須由最多 40 個字母、數字、- 或 _ 組成',
    'zh-CN': '优惠码须由最多 40 个字母、数字、- 或 _ 组成',
  },
  'promotion.unknown': { 'en-US': 'There is no coupon with this code', 'zh-HK': '沒有此優惠碼', 'zh-CN': '没有此优惠码' },
  'promotion.disabled': { 'en-US': 'This code is no longer offered', 'zh-HK': '此優惠碼已停止提供', 'zh-CN': '此优惠码已停止提供' },
  'promotion.not_started': { 'en-US': 'This code can be used from {date}', 'zh-HK': '此優惠碼由 {date} 起可用', 'zh-CN': '此优惠码从 {date} 起可用' },
  'promotion.expired': { 'en-US': 'This code expired on {date}', 'zh-HK': '此優惠碼已於 {date} 到期', 'zh-CN': '此优惠码已于 {date} 过期' },
  'promotion.used_up': { 'en-US': 'This code has been used as many times as it can be', 'zh-HK': '此優惠碼的使用次數已滿', 'zh-CN': '此优惠码的使用次数已满' },
  'promotion.customer_used': {
    'en-US': 'You have already used this code as many times as it allows',
    'zh-HK': '你已用盡此優惠碼的使用次數',
    'zh-CN': '你已用完此优惠码的使用次数',
  },
  'promotion.tier_only': { 'en-US': 'This code is for {tiers} members', 'zh-HK': '此優惠碼只限{tiers}會員使用', 'zh-CN': '此优惠码只限{tiers}会员使用' },
  'promotion.members_only': {
    'en-US': 'Log in as a member to use this code',
    'zh-HK': '請以會員身分登入以使用此優惠碼',
    'zh-CN': '请以会员身份登录以使用此优惠码',
  },
  'promotion.min_spend': { 'en-US': 'Spend {amount} more for this offer', 'zh-HK': '再買 {amount} 即可享此優惠', 'zh-CN': '再买 {amount} 即可享此优惠' },
  'promotion.no_items': {
    'en-US': 'None of the items in your cart are part of this offer',
    'zh-HK': '購物車內沒有適用此優惠的商品',
    'zh-CN': '购物车内没有适用此优惠的商品',
  },
  'promotion.buy_more': {
    'en-US': 'Add {count} more of the offer’s items to get it',
    'zh-HK': '再加 {count} 件適用商品即可享此優惠',
    'zh-CN': '再加 {count} 件适用商品即可享此优惠',
  },
  'promotion.already_applied': { 'en-US': 'This code is already applied', 'zh-HK': '此優惠碼已套用', 'zh-CN': '此优惠码已使用' },
  'promotion.too_many': {
    'en-US': 'A cart takes at most {max} coupon codes',
    'zh-HK': '每個購物車最多可用 {max} 個優惠碼',
    'zh-CN': '每个购物车最多可用 {max} 个优惠码',
  },
  'promotion.not_applied': { 'en-US': 'This code is not applied to your cart', 'zh-HK': '你的購物車未套用此優惠碼', 'zh-CN': '你的购物车未使用此优惠码' },
  'promotion.blocked_by': {
    'en-US': '{code} can’t be combined with other promotions',
    'zh-HK': '{code} 不可與其他優惠同時使用',
    'zh-CN': '{code} 不可与其他优惠同时使用',
  },
  'promotion.not_combinable': {
    'en-US': '{code} can’t be combined with other promotions, and {winner} comes first',
    'zh-HK': '{code} 不可與其他優惠同時使用，而 {winner} 優先',
    'zh-CN': '{code} 不可与其他优惠同时使用，而 {winner} 优先',
  },
  'promotion.changed': {
    'en-US': 'A coupon in your cart no longer applies: {code}. Please review your order.',
    'zh-HK': '購物車內的優惠已不適用：{code}。請檢查你的訂單。',
    'zh-CN': '购物车内的优惠已不适用：{code}。请检查你的订单。',
  },
};

/** The message in the shopper's language; one without a known code as the server wrote it. */
export function translateServerMessage(locale: Locale, message: ServerMessage | string): string {
  if (typeof message === 'string') return message;
  const wording = message.code ? SERVER_MESSAGES[message.code]?.[locale] : undefined;
  if (!wording) return message.text;
  const params = message.params ?? {};
  return wording.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return name === 'field' && locale !== 'en-US' ? (FIELDS[locale][value] ?? value) : value;
  });
}
