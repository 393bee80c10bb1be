/**
 * Server messages as staff read them. Every error answer carries, beside each English `messages`
 * entry, its stable `codes` entry (and `params` for the values a wording names); the wording is looked
 * up here by code, so a reworded server message keeps its translation. This table holds every code the
 * back office can meet (test/unit/message-codes.spec.ts checks it against the server's catalogue, in
 * all three languages). A code not listed (a newer server) shows as the server wrote it.
 */
type Locale = 'en-US' | 'zh-HK' | 'zh-CN';

/** One message of an answer: the server's wording and, from a current server, its code and values. */
export interface ServerMessage {
  text: string;
  code?: string;
  params?: Record<string, string | number>;
}

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

/** Field names as they appear in validation messages: [zh-HK, zh-CN]. */
const FIELDS: Record<string, [string, string]> = {
  name: ['名稱', '名称'],
  title: ['標題', '标题'],
  email: ['電郵', '电子邮箱'],
  password: ['密碼', '密码'],
  password_confirmation: ['確認密碼', '确认密码'],
  url: ['網址', '网址'],
  link: ['連結', '链接'],
  sku: ['SKU', 'SKU'],
  price: ['價格', '价格'],
  special_price: ['特價', '特价'],
  quantity: ['數量', '数量'],
  remark: ['備註', '备注'],
  address: ['地址', '地址'],
  description: ['描述', '描述'],
  short_description: ['簡介', '简介'],
  meta_title: ['SEO 標題', 'SEO 标题'],
  meta_description: ['SEO 描述', 'SEO 描述'],
  meta_keywords: ['SEO 關鍵字', 'SEO 关键词'],
  value: ['選項值', '选项值'],
  type: ['類型', '类型'],
  position: ['位置', '位置'],
  order: ['排序', '排序'],
  enabled: ['啟用', '启用'],
  visibled: ['顯示', '显示'],
  language: ['語言', '语言'],
  role_id: ['角色', '角色'],
  brand_id: ['品牌', '品牌'],
  parent_id: ['上層選單', '上级菜单'],
  warehouse_id: ['倉庫', '仓库'],
  inventory_id: ['庫存', '库存'],
  stock_id: ['庫存單位', '库存单位'],
  from: ['來源倉庫', '来源仓库'],
  to: ['目的倉庫', '目的仓库'],
  total_quantity: ['總數量', '总数量'],
  permission_list: ['權限', '权限'],
  categories: ['分類', '分类'],
  option_ids: ['選項', '选项'],
  stocks: ['庫存單位', '库存单位'],
  images: ['圖片', '图片'],
  rate: ['匯率', '汇率'],
  mark: ['符號', '符号'],
  identifier: ['代碼', '代码'],
  options: ['選項', '选项'],
  inventories: ['庫存', '库存'],
  is_new: ['新品', '新品'],
  is_featured: ['精選', '精选'],
  is_hot: ['熱賣', '热卖'],
  display_in_desktop: ['在桌面電腦顯示', '在桌面电脑显示'],
  display_in_mobile: ['在手機顯示', '在手机显示'],
  open_in_current_tab: ['在目前分頁開啟', '在当前标签页打开'],
  image: ['圖片', '图片'],
  new_images: ['新圖片', '新图片'],
  icon: ['圖示', '图标'],
  logo: ['標誌', '标志'],
  banner: ['橫幅', '横幅'],
  script_header: ['頁首程式碼', '页头脚本'],
  script_footer: ['頁尾程式碼', '页尾脚本'],
  primary_color: ['主色', '主色'],
  secondary_color: ['輔助色', '辅助色'],
  background_color: ['背景色', '背景色'],
  text_color: ['文字顏色', '文字颜色'],
  facebook_enabled: ['Facebook 登入', 'Facebook 登录'],
  main_language: ['主要語言', '主要语言'],
  languages: ['提供的語言', '提供的语言'],
  base_currency: ['基本貨幣', '基准货币'],
  currencies: ['支援的貨幣', '支持的货币'],
  supported_currencies: ['支援的貨幣', '支持的货币'],
  supported_templates: ['模板列表', '模板列表'],
  catalog_mode: ['目錄模式', '目录模式'],
  member_only: ['只限會員', '仅限会员'],
  guest_checkout: ['訪客結帳', '游客结账'],
  warehouse_enabled: ['啟用倉庫', '启用仓库'],
  status: ['狀態', '状态'],
  sort: ['排序', '排序'],
  range: ['範圍', '范围'],
  filter: ['篩選條件', '筛选条件'],
  flat_rate: ['固定運費', '固定运费'],
  free_over: ['免運費門檻', '免运费门槛'],
  comment: ['備註', '备注'],
  note: ['顧客備註', '顾客备注'],
  first_name: ['名字', '名字'],
  last_name: ['姓氏', '姓氏'],
  contact_number: ['聯絡電話', '联系电话'],
  country: ['國家／地區', '国家／地区'],
  trigger: ['觸發動作', '触发动作'],
  trigger_template: ['推廣內容', '推广内容'],
  file: ['檔案', '文件'],
  button_name: ['按鈕名稱', '按钮名称'],
  phone: ['電話', '电话'],
  gender: ['性別', '性别'],
  is_subscribe: ['訂閱', '订阅'],
  job_title: ['職位', '职位'],
  department: ['部門', '部门'],
  office_phone: ['辦公室電話', '办公电话'],
  fax: ['傳真', '传真'],
  website: ['網站', '网站'],
  status_id: ['狀態', '状态'],
  admin_id: ['負責職員', '负责员工'],
  membership_tier_id: ['會員等級', '会员等级'],
  lead_source: ['來源', '来源'],
  status_description: ['狀態說明', '状态说明'],
  lead_source_description: ['來源說明', '来源说明'],
  tag: ['標籤', '标签'],
  tags: ['標籤', '标签'],
  summary: ['摘要', '摘要'],
  content: ['內容', '内容'],
  author: ['作者', '作者'],
  publish_at: ['發佈時間', '发布时间'],
  category_ids: ['網誌分類', '博客分类'],
  remove_cover_image: ['移除封面圖片', '移除封面图片'],
  company: ['公司', '公司'],
  notes: ['備註', '备注'],
};

/** Other values a wording names, in the reader's words: {use} (an address's use), {kind} (what a filter takes). [zh-HK, zh-CN] */
const WORDS: Record<string, Record<string, [string, string]>> = {
  use: { billing: ['帳單', '账单'], shipping: ['送貨', '收货'] },
  kind: { 'an id': ['ID', 'ID'], 'true or false': ['是或否', '是或否'] },
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
  'http.headers_too_large': { 'en-US': 'The request address or headers are too large', 'zh-HK': '請求的網址或標頭太大', 'zh-CN': '请求的网址或标头太大' },
  'http.body_not_json': { 'en-US': 'The request body is not valid JSON', 'zh-HK': '提交的內容不是有效的 JSON', 'zh-CN': '提交的内容不是有效的 JSON' },
  'http.body_too_large': { 'en-US': 'The request body is too large', 'zh-HK': '提交的內容太大', 'zh-CN': '提交的内容太大' },
  'http.form_too_large': { 'en-US': 'The form is too large: at most {max} KB', 'zh-HK': '表單太大：最多 {max} KB', 'zh-CN': '表单太大：最多 {max} KB' },
  'http.length_required': {
    'en-US': 'A form must be sent with its Content-Length',
    'zh-HK': '表單須連同 Content-Length 一併傳送',
    'zh-CN': '表单须连同 Content-Length 一并发送',
  },
  'http.body_too_deep': { 'en-US': 'The request body is nested too deeply', 'zh-HK': '提交的內容層次太深', 'zh-CN': '提交的内容层次太深' },
  'http.body_encoding': { 'en-US': 'The request body encoding is not supported', 'zh-HK': '不支援提交內容的編碼', 'zh-CN': '不支持提交内容的编码' },
  'http.body_charset': { 'en-US': 'The request body charset is not supported', 'zh-HK': '不支援提交內容的字元集', 'zh-CN': '不支持提交内容的字符集' },
  'http.body_unreadable': { 'en-US': 'The request body could not be read', 'zh-HK': '無法讀取提交的內容', 'zh-CN': '无法读取提交的内容' },
  'http.body_not_object': { 'en-US': 'The request body must be a JSON object', 'zh-HK': '提交的內容必須是 JSON 物件', 'zh-CN': '提交的内容必须是 JSON 对象' },
  'http.text_nul': { 'en-US': '{field} must not contain a NUL character', 'zh-HK': '{field}不可包含 NUL 字元', 'zh-CN': '{field}不能包含 NUL 字符' },
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
  // Multipart forms (uploads).
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
  // Admin accounts.
  'account.email_taken': {
    'en-US': 'An admin account with this email already exists',
    'zh-HK': '已有使用此電郵的管理員帳戶',
    'zh-CN': '已有使用此电子邮箱的管理员账户',
  },
  'account.cannot_disable_self': { 'en-US': 'You cannot disable your own account', 'zh-HK': '你不可停用自己的帳戶', 'zh-CN': '你不可停用自己的账户' },
  'account.cannot_delete_self': { 'en-US': 'You cannot delete your own account', 'zh-HK': '你不可刪除自己的帳戶', 'zh-CN': '你不可删除自己的账户' },
  // Roles.
  'role.permission_list': { 'en-US': 'permissions must be a list of permission names', 'zh-HK': '權限須為權限名稱列表', 'zh-CN': '权限须为权限名称列表' },
  'role.too_many_permissions': { 'en-US': 'permissions must hold at most 1000 names', 'zh-HK': '權限最多 1000 個', 'zh-CN': '权限最多 1000 个' },
  'role.unknown_permissions': { 'en-US': 'Unknown permission: {permissions}', 'zh-HK': '未知的權限：{permissions}', 'zh-CN': '未知的权限：{permissions}' },
  'role.name_taken': { 'en-US': 'A role with this name already exists', 'zh-HK': '已有同名的角色', 'zh-CN': '已有同名的角色' },
  'role.super_admin_permissions': {
    'en-US': 'The super admin role always holds every permission',
    'zh-HK': '超級管理員角色永遠擁有所有權限',
    'zh-CN': '超级管理员角色永远拥有所有权限',
  },
  'role.super_admin_undeletable': { 'en-US': 'The super admin role cannot be deleted', 'zh-HK': '超級管理員角色不可刪除', 'zh-CN': '超级管理员角色不可删除' },
  'role.in_use': {
    'en-US': 'This role is held by {count} admin account(s): give them another role first',
    'zh-HK': '有 {count} 個管理員帳戶正使用此角色，請先為他們指派其他角色',
    'zh-CN': '有 {count} 个管理员账户正在使用此角色，请先为其指派其他角色',
  },
  'role.must_exist': { 'en-US': 'role_id must be an existing role', 'zh-HK': '所選角色不存在', 'zh-CN': '所选角色不存在' },
  // Permission grants.
  'permission.only_super_admin_assigns': {
    'en-US': 'Only a super admin can assign the super admin role',
    'zh-HK': '只有超級管理員可以指派超級管理員角色',
    'zh-CN': '只有超级管理员可以指派超级管理员角色',
  },
  'permission.only_super_admin_manages': {
    'en-US': 'Only a super admin can change a super admin account',
    'zh-HK': '只有超級管理員可以更改超級管理員帳戶',
    'zh-CN': '只有超级管理员可以更改超级管理员账户',
  },
  'permission.own_role': { 'en-US': 'You cannot change your own role', 'zh-HK': '你不可更改自己的角色', 'zh-CN': '你不可更改自己的角色' },
  'permission.super_admin_role_fixed': {
    'en-US': 'The super admin role cannot be renamed or changed',
    'zh-HK': '超級管理員角色不可改名或更改',
    'zh-CN': '超级管理员角色不可改名或更改',
  },
  'permission.not_held_grant': {
    'en-US': 'You cannot grant or remove permissions you do not hold: {permissions}',
    'zh-HK': '你不可授予或移除自己沒有的權限：{permissions}',
    'zh-CN': '你不可授予或移除自己没有的权限：{permissions}',
  },
  'permission.not_held_assign': {
    'en-US': 'You cannot assign a role with permissions you do not hold: {permissions}',
    'zh-HK': '你不可指派含有你沒有的權限的角色：{permissions}',
    'zh-CN': '你不可指派含有你没有的权限的角色：{permissions}',
  },
  'permission.not_held_role': {
    'en-US': 'You cannot change or delete a role that holds permissions you do not hold: {permissions}',
    'zh-HK': '你不可更改或刪除擁有你沒有的權限的角色：{permissions}',
    'zh-CN': '你不可更改或删除拥有你没有的权限的角色：{permissions}',
  },
  'permission.not_held_manage': {
    'en-US': 'You cannot change an account that holds permissions you do not hold: {permissions}',
    'zh-HK': '你不可更改擁有你沒有的權限的帳戶：{permissions}',
    'zh-CN': '你不可更改拥有你没有的权限的账户：{permissions}',
  },
  // Uploaded images.
  'upload.image_too_large': {
    'en-US': '{field} must be an image of at most 2 MB',
    'zh-HK': '{field}須為不超過 2 MB 的圖片',
    'zh-CN': '{field}须为不超过 2 MB 的图片',
  },
  'upload.not_an_image': {
    'en-US': '{field} must be a PNG, JPEG, GIF, WebP or ICO image',
    'zh-HK': '{field}須為 PNG、JPEG、GIF、WebP 或 ICO 圖片',
    'zh-CN': '{field}须为 PNG、JPEG、GIF、WebP 或 ICO 图片',
  },
  // Settings.
  'settings.flag': { 'en-US': '{field} must be "0" or "1"', 'zh-HK': '{field}須為「0」或「1」', 'zh-CN': '{field}须为“0”或“1”' },
  'settings.currency_code': {
    'en-US': '{field} must be a three-letter currency code such as HKD',
    'zh-HK': '{field}須為三個字母的貨幣代碼，例如 HKD',
    'zh-CN': '{field}须为三个字母的货币代码，例如 HKD',
  },
  'settings.currency_list': { 'en-US': '{field} must be a list of currencies', 'zh-HK': '{field}須為貨幣列表', 'zh-CN': '{field}须为货币列表' },
  'settings.min_currencies': { 'en-US': '{field} must hold at least one currency', 'zh-HK': '{field}最少須有一種貨幣', 'zh-CN': '{field}至少须有一种货币' },
  'settings.max_currencies': {
    'en-US': '{field} must hold at most 50 currencies',
    'zh-HK': '{field}最多只可有 50 種貨幣',
    'zh-CN': '{field}最多只能有 50 种货币',
  },
  'settings.rate_decimals': {
    'en-US': 'rate must be a number with at most 6 decimals',
    'zh-HK': '匯率須為最多 6 位小數的數字',
    'zh-CN': '汇率须为最多 6 位小数的数字',
  },
  'settings.rate_positive': { 'en-US': 'rate must be greater than 0', 'zh-HK': '匯率必須大於 0', 'zh-CN': '汇率必须大于 0' },
  'settings.rate_max': { 'en-US': 'rate must be at most 1000000', 'zh-HK': '匯率不可大於 1000000', 'zh-CN': '汇率不能大于 1000000' },
  'settings.template_identifier': {
    'en-US': 'identifier must be 1 to 40 lowercase letters, digits, _ or -',
    'zh-HK': '模板識別碼須由 1 至 40 個小寫字母、數字、_ 或 - 組成',
    'zh-CN': '模板标识须由 1 至 40 个小写字母、数字、_ 或 - 组成',
  },
  'settings.colour': {
    'en-US': '{field} must be a colour such as {example}',
    'zh-HK': '{field}須為顏色，例如 {example}',
    'zh-CN': '{field}须为颜色，例如 {example}',
  },
  'settings.template_list': {
    'en-US': 'supported_templates must be a list of templates',
    'zh-HK': '模板列表須為模板的列表',
    'zh-CN': '模板列表须为模板的列表',
  },
  'settings.min_templates': {
    'en-US': 'supported_templates must hold at least one template',
    'zh-HK': '模板列表最少須有一個模板',
    'zh-CN': '模板列表至少须有一个模板',
  },
  'settings.max_templates': {
    'en-US': 'supported_templates must hold at most 20 templates',
    'zh-HK': '模板列表最多只可有 20 個模板',
    'zh-CN': '模板列表最多只能有 20 个模板',
  },
  'settings.field_language': {
    'en-US': '{field}: language must be one of {choices}',
    'zh-HK': '{field}：語言須為以下其中之一：{choices}',
    'zh-CN': '{field}：语言须为以下其中之一：{choices}',
  },
  'settings.language_list': {
    'en-US': 'supported_languages must be a comma separated list of {choices}',
    'zh-HK': '提供的語言須為以逗號分隔的列表，可選：{choices}',
    'zh-CN': '提供的语言须为以逗号分隔的列表，可选：{choices}',
  },
  'settings.min_languages': { 'en-US': 'languages must hold at least one language', 'zh-HK': '最少須提供一種語言', 'zh-CN': '至少须提供一种语言' },
  'settings.fb_client_id_digits': {
    'en-US': 'fb_client_id must be the digits of a Facebook app id',
    'zh-HK': 'Facebook 應用程式 ID 只可包含數字',
    'zh-CN': 'Facebook 应用 ID 只能包含数字',
  },
  'settings.token_minutes_whole': {
    'en-US': 'token_expired_time must be a whole number of minutes',
    'zh-HK': '登入時效須為整數分鐘',
    'zh-CN': '登录有效期须为整数分钟',
  },
  'settings.token_minutes_min': {
    'en-US': 'token_expired_time must be at least 5 minutes',
    'zh-HK': '登入時效最少為 5 分鐘',
    'zh-CN': '登录有效期至少为 5 分钟',
  },
  'settings.token_minutes_max': {
    'en-US': 'token_expired_time must be at most 43200 minutes (30 days)',
    'zh-HK': '登入時效最多為 43200 分鐘（30 日）',
    'zh-CN': '登录有效期最多为 43200 分钟（30 天）',
  },
  'settings.hold_minutes': {
    'en-US': 'order_hold_minutes must be a whole number of minutes from 5 to 10080 (7 days)',
    'zh-HK': '訂單保留時間須為 5 至 10080 分鐘（7 日）的整數',
    'zh-CN': '订单保留时间须为 5 至 10080 分钟（7 天）的整数',
  },
  'settings.ebook_status_id': {
    'en-US': 'ebook_status_id must be a lead status with an ebook trigger and its file',
    'zh-HK': '電子書狀態須為設有電子書觸發及檔案的潛在客戶狀態',
    'zh-CN': '电子书状态须为设有电子书触发及文件的潜在客户状态',
  },
  'settings.points_rate': {
    'en-US': 'points_redeem_rate must be a whole number of points from 0 to 1000000',
    'zh-HK': '兌換比率須為 0 至 1000000 的整數積分',
    'zh-CN': '兑换比率须为 0 至 1000000 的整数积分',
  },
  'settings.points_percent': {
    'en-US': 'points_max_percent must be a whole number from 1 to 100',
    'zh-HK': '訂單可用積分上限須為 1 至 100 的整數',
    'zh-CN': '订单可用积分上限须为 1 至 100 的整数',
  },
  'settings.points_expiry_type': {
    'en-US': 'points_expiry_type must be one of never, fixed_date, membership',
    'zh-HK': '積分到期方式須為永不到期、固定日期或與會員等級相同',
    'zh-CN': '积分到期方式须为永不到期、固定日期或与会员等级相同',
  },
  'settings.points_expiry_date': {
    'en-US': 'points_expiry_date must be a date as YYYY-MM-DD',
    'zh-HK': '到期日須為 YYYY-MM-DD 格式的日期',
    'zh-CN': '到期日须为 YYYY-MM-DD 格式的日期',
  },
  'settings.points_expiry_date_required': {
    'en-US': 'points_expiry_date is required when points expire on a fixed date',
    'zh-HK': '積分於固定日期到期時，須填寫到期日',
    'zh-CN': '积分于固定日期到期时，须填写到期日',
  },
  'settings.points_base_rate': {
    'en-US': 'points_base_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
    'zh-HK': '每元基本積分須為 0 至 1000，最多兩位小數',
    'zh-CN': '每元基本积分须为 0 至 1000，最多两位小数',
  },
  'settings.warehouse_id': { 'en-US': 'warehouse_id must be a warehouse id', 'zh-HK': '請選擇有效的倉庫', 'zh-CN': '请选择有效的仓库' },
  'settings.main_language_unsupported': {
    'en-US': 'main_language must be one of the supported languages',
    'zh-HK': '主要語言須為其中一種提供的語言',
    'zh-CN': '主要语言须为其中一种提供的语言',
  },
  'settings.currency_repeated': { 'en-US': 'Each currency may appear only once', 'zh-HK': '每種貨幣只可出現一次', 'zh-CN': '每种货币只能出现一次' },
  'settings.base_currency_unsupported': {
    'en-US': 'base_currency must be one of the supported currencies',
    'zh-HK': '基本貨幣須為其中一種支援的貨幣',
    'zh-CN': '基准货币须为其中一种支持的货币',
  },
  'settings.base_currency_rate': { 'en-US': 'The base currency must have a rate of 1', 'zh-HK': '基本貨幣的匯率必須為 1', 'zh-CN': '基准货币的汇率必须为 1' },
  'settings.template_repeated': { 'en-US': 'Each template may appear only once', 'zh-HK': '每個模板只可出現一次', 'zh-CN': '每个模板只能出现一次' },
  'settings.unknown_template': {
    'en-US': 'choose_template must name one of supported_templates',
    'zh-HK': '所選模板須為模板列表中的其中一個',
    'zh-CN': '所选模板须为模板列表中的其中一个',
  },
  'settings.fb_client_id_required': {
    'en-US': 'fb_client_id is required when Facebook login is enabled',
    'zh-HK': '啟用 Facebook 登入時須填寫 Facebook 應用程式 ID',
    'zh-CN': '启用 Facebook 登录时须填写 Facebook 应用 ID',
  },
  'settings.script_forbidden': {
    'en-US': 'You do not have permission to change the header and footer scripts',
    'zh-HK': '你沒有權限修改頁首及頁尾程式碼',
    'zh-CN': '你没有权限修改页头及页尾脚本',
  },
  'settings.script_filter': {
    'en-US': 'filter field must be one of {choices}',
    'zh-HK': '篩選欄位須為以下其中之一：{choices}',
    'zh-CN': '筛选字段须为以下其中之一：{choices}',
  },
  'settings.columns_list': { 'en-US': 'columns must be a list of setting names', 'zh-HK': '欄位須為設定名稱列表', 'zh-CN': '字段须为设置名称列表' },
  'settings.columns_min': { 'en-US': 'columns must name at least one setting', 'zh-HK': '最少須指定一項設定', 'zh-CN': '至少须指定一项设置' },
  'settings.columns_max': { 'en-US': 'columns must name at most 50 settings', 'zh-HK': '最多只可指定 50 項設定', 'zh-CN': '最多只能指定 50 项设置' },
  'settings.unknown_columns': { 'en-US': 'Unknown config column: {columns}', 'zh-HK': '未知的設定項目：{columns}', 'zh-CN': '未知的设置项：{columns}' },
  // Attributes and their options.
  'attribute.unknown_option': { 'en-US': 'options holds an unknown option id', 'zh-HK': '選項中有不存在的選項 ID', 'zh-CN': '选项中有不存在的选项 ID' },
  'attribute.option_value_required': { 'en-US': 'Each option needs a value', 'zh-HK': '每個選項都需要選項值', 'zh-CN': '每个选项都需要选项值' },
  'attribute.option_value_length': {
    'en-US': 'An option value must be at most {max} characters long',
    'zh-HK': '選項值最多 {max} 個字元',
    'zh-CN': '选项值最多 {max} 个字符',
  },
  'attribute.options_at_most': { 'en-US': 'options must hold at most {max} options', 'zh-HK': '選項最多 {max} 個', 'zh-CN': '选项最多 {max} 个' },
  'attribute.option_listed_twice': { 'en-US': 'Option {value} is listed more than once', 'zh-HK': '選項「{value}」重複列出', 'zh-CN': '选项“{value}”重复列出' },
  'attribute.option_in_use': { 'en-US': 'Option {value} is used by products', 'zh-HK': '選項「{value}」正被產品使用', 'zh-CN': '选项“{value}”正被商品使用' },
  'attribute.position': {
    'en-US': 'position must be stock_option or product_info',
    'zh-HK': '位置須為庫存選項（stock_option）或產品資料（product_info）',
    'zh-CN': '位置须为库存选项（stock_option）或商品信息（product_info）',
  },
  // Brands.
  'brand.url_characters': {
    'en-US': 'url may hold only letters, digits and hyphens',
    'zh-HK': '網址只可包含字母、數字及連字號',
    'zh-CN': '网址只能包含字母、数字及连字符',
  },
  'brand.url_taken': { 'en-US': 'url is already used by another brand', 'zh-HK': '此網址已被其他品牌使用', 'zh-CN': '此网址已被其他品牌使用' },
  // Blog categories and articles.
  'blog.url_characters': {
    'en-US': 'url may hold only letters, digits and hyphens',
    'zh-HK': '網址只可包含字母、數字及連字號',
    'zh-CN': '网址只能包含字母、数字及连字符',
  },
  'blog.category_url_taken': {
    'en-US': 'url is already used by another blog category',
    'zh-HK': '此網址已被其他網誌分類使用',
    'zh-CN': '此网址已被其他博客分类使用',
  },
  'blog.article_url_taken': { 'en-US': 'url is already used by another article', 'zh-HK': '此網址已被其他文章使用', 'zh-CN': '此网址已被其他文章使用' },
  'blog.order': {
    'en-US': 'order must be a whole number from 0 to 1000000',
    'zh-HK': '排序須為 0 至 1000000 之間的整數',
    'zh-CN': '排序须为 0 至 1000000 之间的整数',
  },
  'blog.publish_at': {
    'en-US': 'publish_at must be a date and time (ISO 8601)',
    'zh-HK': '發佈時間須為日期及時間（ISO 8601）',
    'zh-CN': '发布时间须为日期和时间（ISO 8601）',
  },
  'blog.tags': {
    'en-US': 'tags must be a list of at most {max} texts of at most {length} characters',
    'zh-HK': '標籤最多 {max} 個，每個不可多於 {length} 個字元',
    'zh-CN': '标签最多 {max} 个，每个不能多于 {length} 个字符',
  },
  'blog.category_ids': {
    'en-US': 'category_ids must be a list of blog category ids',
    'zh-HK': '網誌分類須為網誌分類 ID 列表',
    'zh-CN': '博客分类须为博客分类 ID 列表',
  },
  'blog.category_ids_at_most': {
    'en-US': 'category_ids must hold at most {max} ids',
    'zh-HK': '網誌分類最多只可選 {max} 項',
    'zh-CN': '博客分类最多只能选 {max} 项',
  },
  'blog.unknown_category': { 'en-US': 'category_ids holds an unknown blog category', 'zh-HK': '所選的網誌分類不存在', 'zh-CN': '所选的博客分类不存在' },
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
  // Slider.
  'slider.image_required': {
    'en-US': 'image is required: every slide needs a desktop picture',
    'zh-HK': '請上載圖片：每張輪播圖都需要桌面版圖片',
    'zh-CN': '请上传图片：每张轮播图都需要桌面版图片',
  },
  'slider.link_form': {
    'en-US': 'link must be a path of this shop (starting with /) or an http(s) address',
    'zh-HK': '連結須為本店路徑（以 / 開頭）或 http(s) 網址',
    'zh-CN': '链接须为本店路径（以 / 开头）或 http(s) 网址',
  },
  'slider.schedule_order': { 'en-US': 'ends_at must be later than starts_at', 'zh-HK': '結束時間須遲於開始時間', 'zh-CN': '结束时间须晚于开始时间' },
  'slider.date_form': {
    'en-US': '{field} must be a date and time (ISO 8601), or empty',
    'zh-HK': '{field}須為日期時間（ISO 8601）或留空',
    'zh-CN': '{field}须为日期时间（ISO 8601）或留空',
  },
  'slider.order_range': {
    'en-US': 'order must be a whole number from 0 to 100000',
    'zh-HK': '排序須為 0 至 100000 之間的整數',
    'zh-CN': '排序须为 0 至 100000 之间的整数',
  },
  // Homepage.
  'homepage.sections': {
    'en-US': 'sections must be a list of at most 30 sections',
    'zh-HK': '區段須為最多 30 個區段的列表',
    'zh-CN': '区段须为最多 30 个区段的列表',
  },
  'homepage.section_type': {
    'en-US': 'sections.{index}.type must be one of {choices}',
    'zh-HK': '第 {index} 個區段的類型須為以下其中之一：{choices}',
    'zh-CN': '第 {index} 个区段的类型须为以下其中之一：{choices}',
  },
  'homepage.widget_type': {
    'en-US': 'sections.{index}.widget must be one of {choices} for a widget section',
    'zh-HK': '第 {index} 個區段的組件類型須為以下其中之一：{choices}',
    'zh-CN': '第 {index} 个区段的组件类型须为以下其中之一：{choices}',
  },
  'homepage.widget_left': {
    'en-US': 'sections.{index}.widget is only for a widget section',
    'zh-HK': '第 {index} 個區段不是組件，不可指定組件類型',
    'zh-CN': '第 {index} 个区段不是组件，不能指定组件类型',
  },
  'homepage.category_required': {
    'en-US': 'sections.{index}: a category widget needs data.url of a category',
    'zh-HK': '第 {index} 個區段：分類組件須指定分類網址',
    'zh-CN': '第 {index} 个区段：分类组件须指定分类网址',
  },
  'homepage.identifier_required': {
    'en-US': 'sections.{index}: a block section needs data.identifier of a block',
    'zh-HK': '第 {index} 個區段：區塊須指定區塊識別碼',
    'zh-CN': '第 {index} 个区段：区块须指定区块标识符',
  },
  'homepage.titles': {
    'en-US': 'titles must hold a text of at most 200 characters per language',
    'zh-HK': '每種語言的標題最多 200 個字元',
    'zh-CN': '每种语言的标题最多 200 个字符',
  },
  'homepage.one_slider': {
    'en-US': 'The homepage holds at most one slider section',
    'zh-HK': '首頁最多只可有一個輪播區段',
    'zh-CN': '首页最多只能有一个轮播区段',
  },
  'content.url_characters': {
    'en-US': 'url may hold only letters, digits and hyphens',
    'zh-HK': '網址只可包含字母、數字及連字號',
    'zh-CN': '网址只能包含字母、数字及连字符',
  },
  'content.url_taken': { 'en-US': 'url is already used by another page', 'zh-HK': '此網址已被其他頁面使用', 'zh-CN': '此网址已被其他页面使用' },
  'content.identifier_characters': {
    'en-US': 'identifier may hold only letters, digits, hyphens and underscores',
    'zh-HK': '識別碼只可包含字母、數字、連字號及底線',
    'zh-CN': '标识符只能包含字母、数字、连字符及下划线',
  },
  'content.identifier_taken': {
    'en-US': 'identifier is already used by another block',
    'zh-HK': '此識別碼已被其他區塊使用',
    'zh-CN': '此标识符已被其他区块使用',
  },
  // Menu items.
  'menu.parent_id': { 'en-US': 'parent_id must be a menu item id', 'zh-HK': '上層選單須為有效的選單項目', 'zh-CN': '上级菜单须为有效的菜单项目' },
  'menu.no_parent': { 'en-US': 'The parent menu item does not exist', 'zh-HK': '上層選單項目不存在', 'zh-CN': '上级菜单项目不存在' },
  'menu.under_itself': { 'en-US': 'A menu item cannot be placed under itself', 'zh-HK': '選單項目不可放在自己之下', 'zh-CN': '菜单项目不可放在自己之下' },
  'menu.products_list': { 'en-US': 'products must be a list of product ids', 'zh-HK': '產品須為產品 ID 列表', 'zh-CN': '商品须为商品 ID 列表' },
  'menu.products_at_most': { 'en-US': 'products must hold at most {max} ids', 'zh-HK': '產品最多 {max} 個', 'zh-CN': '商品最多 {max} 个' },
  'menu.unknown_product': { 'en-US': 'products holds an unknown product id', 'zh-HK': '產品中有不存在的產品 ID', 'zh-CN': '商品中有不存在的商品 ID' },
  'menu.link_url': {
    'en-US': 'A link url must be an http(s) address or start with /',
    'zh-HK': '連結網址必須是 http(s) 地址或以 / 開頭',
    'zh-CN': '链接网址必须是 http(s) 地址或以 / 开头',
  },
  'menu.url_characters': {
    'en-US': 'url may hold only letters, digits and hyphens',
    'zh-HK': '網址只可包含字母、數字及連字號',
    'zh-CN': '网址只能包含字母、数字及连字符',
  },
  'menu.url_taken': { 'en-US': 'url is already used by another menu item', 'zh-HK': '此網址已被其他選單項目使用', 'zh-CN': '此网址已被其他菜单项目使用' },
  // Products, their stocks and inventories.
  'product.sku_characters': {
    'en-US': 'sku may hold only letters, digits, dots, hyphens and underscores',
    'zh-HK': 'SKU 只可包含字母、數字、點、連字號及底線',
    'zh-CN': 'SKU 只能包含字母、数字、点、连字符及下划线',
  },
  'product.sku_taken': { 'en-US': 'sku is already used by another product', 'zh-HK': '此 SKU 已被其他產品使用', 'zh-CN': '此 SKU 已被其他商品使用' },
  'product.url_characters': {
    'en-US': 'url may hold only lowercase letters, digits and single hyphens',
    'zh-HK': '網址只可包含小寫字母、數字及單一連字號',
    'zh-CN': '网址只能包含小写字母、数字及单个连字符',
  },
  'product.url_taken': { 'en-US': 'url is already used by another product', 'zh-HK': '此網址已被其他產品使用', 'zh-CN': '此网址已被其他商品使用' },
  'product.description_too_long': { 'en-US': 'description is too long', 'zh-HK': '描述太長', 'zh-CN': '描述太长' },
  'product.unknown_brand': { 'en-US': 'brand_id must be an existing brand', 'zh-HK': '所選品牌不存在', 'zh-CN': '所选品牌不存在' },
  'product.categories_list': { 'en-US': 'categories must be a list of category ids', 'zh-HK': '分類須為分類 ID 列表', 'zh-CN': '分类须为分类 ID 列表' },
  'product.categories_at_most': { 'en-US': 'categories must hold at most {max} ids', 'zh-HK': '分類最多 {max} 個', 'zh-CN': '分类最多 {max} 个' },
  'product.not_categories': { 'en-US': 'categories must be ids of category menu items', 'zh-HK': '分類須為分類選單項目', 'zh-CN': '分类须为分类菜单项目' },
  'product.images_at_most': { 'en-US': 'A product has at most {max} images', 'zh-HK': '每件產品最多 {max} 張圖片', 'zh-CN': '每个商品最多 {max} 张图片' },
  'product.unknown_image': { 'en-US': 'images holds an unknown image id', 'zh-HK': '圖片中有不存在的圖片 ID', 'zh-CN': '图片中有不存在的图片 ID' },
  'product.image_order': { 'en-US': 'image order must be a whole number', 'zh-HK': '圖片排序須為整數', 'zh-CN': '图片排序须为整数' },
  'product.stocks_at_most': {
    'en-US': 'A product has at most {max} stocks',
    'zh-HK': '每件產品最多 {max} 個庫存單位',
    'zh-CN': '每个商品最多 {max} 个库存单位',
  },
  'product.reserved_cannot_delete': {
    'en-US': 'This product has inventory reserved by orders and cannot be deleted',
    'zh-HK': '此產品有訂單預留的庫存，不可刪除',
    'zh-CN': '此商品有订单预留的库存，不可删除',
  },
  'product.unknown_stock': {
    'en-US': 'stocks holds an unknown stock id',
    'zh-HK': '庫存單位中有不存在的庫存單位 ID',
    'zh-CN': '库存单位中有不存在的库存单位 ID',
  },
  'product.stock_sku_required': { 'en-US': 'Each stock needs a sku', 'zh-HK': '每個庫存單位都需要 SKU', 'zh-CN': '每个库存单位都需要 SKU' },
  'product.stock_sku_length': {
    'en-US': 'A stock sku must be at most {max} characters long',
    'zh-HK': '庫存單位的 SKU 最多 {max} 個字元',
    'zh-CN': '库存单位的 SKU 最多 {max} 个字符',
  },
  'product.stock_sku_characters': {
    'en-US': 'A stock sku may hold only letters, digits, dots, hyphens and underscores',
    'zh-HK': '庫存單位的 SKU 只可包含字母、數字、點、連字號及底線',
    'zh-CN': '库存单位的 SKU 只能包含字母、数字、点、连字符及下划线',
  },
  'product.stock_sku_twice': { 'en-US': 'Stock sku {sku} appears twice', 'zh-HK': '庫存單位 SKU {sku} 重複出現', 'zh-CN': '库存单位 SKU {sku} 重复出现' },
  'product.stock_sku_taken': { 'en-US': 'Stock sku {sku} is already used', 'zh-HK': '庫存單位 SKU {sku} 已被使用', 'zh-CN': '库存单位 SKU {sku} 已被使用' },
  'product.price_required': {
    'en-US': 'Each stock needs a price in cents (a whole number)',
    'zh-HK': '每個庫存單位都需要價格（以分為單位的整數）',
    'zh-CN': '每个库存单位都需要价格（以分为单位的整数）',
  },
  'product.special_price_cents': {
    'en-US': 'special_price must be a price in cents (a whole number)',
    'zh-HK': '特價須為以分為單位的整數',
    'zh-CN': '特价须为以分为单位的整数',
  },
  'product.price_negative': { 'en-US': 'A price cannot be negative', 'zh-HK': '價格不可為負數', 'zh-CN': '价格不可为负数' },
  'product.price_too_large': { 'en-US': 'A price is too large', 'zh-HK': '價格太大', 'zh-CN': '价格太大' },
  'product.special_price_above_price': { 'en-US': 'special_price must not be higher than price', 'zh-HK': '特價不可高於價格', 'zh-CN': '特价不能高于价格' },
  'product.option_ids_list': { 'en-US': 'option_ids must be a list of option ids', 'zh-HK': '選項須為選項 ID 列表', 'zh-CN': '选项须为选项 ID 列表' },
  'product.options_at_most': {
    'en-US': 'A stock has at most {max} options',
    'zh-HK': '每個庫存單位最多 {max} 個選項',
    'zh-CN': '每个库存单位最多 {max} 个选项',
  },
  'product.option_ids_not_stock_options': {
    'en-US': 'option_ids must be values of stock option attributes',
    'zh-HK': '選項須為庫存選項屬性的值',
    'zh-CN': '选项须为库存选项属性的值',
  },
  'product.one_value_per_attribute': {
    'en-US': 'A stock takes one value of each option attribute',
    'zh-HK': '每個庫存單位須為每個選項屬性各選一個值',
    'zh-CN': '每个库存单位须为每个选项属性各选一个值',
  },
  'product.same_attributes': {
    'en-US': 'Every stock of a product must use the same option attributes',
    'zh-HK': '同一產品的庫存單位必須使用相同的選項屬性',
    'zh-CN': '同一商品的库存单位必须使用相同的选项属性',
  },
  'product.same_options': { 'en-US': 'Two stocks have the same options', 'zh-HK': '兩個庫存單位的選項相同', 'zh-CN': '两个库存单位的选项相同' },
  'product.inventories_at_most': {
    'en-US': 'A stock has at most {max} inventories',
    'zh-HK': '每個庫存單位最多 {max} 行庫存',
    'zh-CN': '每个库存单位最多 {max} 行库存',
  },
  'product.inventory_row': {
    'en-US': 'Each inventory row needs quantity and warehouse_id',
    'zh-HK': '每行庫存都需要數量及倉庫',
    'zh-CN': '每行库存都需要数量及仓库',
  },
  'product.unknown_inventory': { 'en-US': 'inventories holds an unknown inventory id', 'zh-HK': '庫存中有不存在的庫存 ID', 'zh-CN': '库存中有不存在的库存 ID' },
  'product.same_warehouse': {
    'en-US': "Can't use same warehouse_id in one stock",
    'zh-HK': '同一庫存單位不可重複使用同一倉庫',
    'zh-CN': '同一库存单位不可重复使用同一仓库',
  },
  'product.unknown_warehouse': { 'en-US': 'warehouse_id must be an existing warehouse', 'zh-HK': '所選倉庫不存在', 'zh-CN': '所选仓库不存在' },
  'product.inventory_row_moved': {
    'en-US': 'An inventory row cannot move to another warehouse: use a transfer',
    'zh-HK': '庫存不可直接改到另一倉庫，請使用調撥',
    'zh-CN': '库存不可直接改到另一仓库，请使用调拨',
  },
  'product.quantity_not_negative': {
    'en-US': 'Quantity must be a whole number, 0 or more',
    'zh-HK': '數量必須為零或以上的整數',
    'zh-CN': '数量必须为零或以上的整数',
  },
  'product.quantity_at_most': { 'en-US': 'Quantity must be at most {max}', 'zh-HK': '數量不可超過 {max}', 'zh-CN': '数量不能超过 {max}' },
  // Orders.
  'order.transition': { 'en-US': 'An order cannot go from {from} to {to}', 'zh-HK': '訂單不可由 {from} 改為 {to}', 'zh-CN': '订单不可由 {from} 改为 {to}' },
  'order.comment': { 'en-US': 'comment must be at most 2000 characters long', 'zh-HK': '備註最多 2000 個字元', 'zh-CN': '备注最多 2000 个字符' },
  'order.restock_short': {
    'en-US': 'The stock of {name} is no longer available to reserve again: {available} left',
    'zh-HK': '{name} 的庫存已不足以再次預留：尚餘 {available}',
    'zh-CN': '{name} 的库存已不足以再次预留：尚余 {available}',
  },
  // Staff orders (POST /api/admin/order).
  'staff_order.customer_or_email': {
    'en-US': 'Choose a customer or give a guest email, not both',
    'zh-HK': '請選擇客戶或填寫訪客電郵，兩者只可選其一',
    'zh-CN': '请选择客户或填写访客邮箱，两者只能选其一',
  },
  'staff_order.customer_not_found': { 'en-US': 'No customer with this id', 'zh-HK': '沒有此 ID 的客戶', 'zh-CN': '没有此 ID 的客户' },
  'staff_order.customer_disabled': { 'en-US': 'This customer account is disabled', 'zh-HK': '此客戶帳戶已停用', 'zh-CN': '此客户账户已停用' },
  'staff_order.lines': { 'en-US': 'An order needs 1 to {max} lines', 'zh-HK': '訂單須有 1 至 {max} 行貨品', 'zh-CN': '订单须有 1 至 {max} 行商品' },
  'staff_order.line': {
    'en-US': 'Each line needs a stock_id and a quantity',
    'zh-HK': '每行貨品都需要庫存單位及數量',
    'zh-CN': '每行商品都需要库存单位及数量',
  },
  'staff_order.stock_id': { 'en-US': 'stock_id must be a stock id', 'zh-HK': '庫存單位須為有效的庫存單位', 'zh-CN': '库存单位须为有效的库存单位' },
  'staff_order.quantity': {
    'en-US': 'Each quantity must be a whole number from 1 to {max}',
    'zh-HK': '每行數量須為 1 至 {max} 的整數',
    'zh-CN': '每行数量须为 1 至 {max} 的整数',
  },
  'staff_order.stock_twice': { 'en-US': 'A stock may appear on one line only', 'zh-HK': '同一庫存單位只可出現在一行', 'zh-CN': '同一库存单位只能出现在一行' },
  'staff_order.stock_not_found': { 'en-US': 'Stock {id} does not exist', 'zh-HK': '庫存單位 {id} 不存在', 'zh-CN': '库存单位 {id} 不存在' },
  'staff_order.stock_hidden': {
    'en-US': '{name} is hidden in the catalogue and cannot be ordered',
    'zh-HK': '{name} 已在目錄中隱藏，不可下單',
    'zh-CN': '{name} 已在目录中隐藏，不能下单',
  },
  'staff_order.out_of_stock': { 'en-US': 'Only {available} of {name} left', 'zh-HK': '{name} 只餘 {available} 件', 'zh-CN': '{name} 仅剩 {available} 件' },
  'staff_order.offline_payment': {
    'en-US': 'Staff orders take bank transfer or cash on delivery only: card payments are made by the shopper at checkout',
    'zh-HK': '職員代客下單只接受銀行轉賬或貨到付款：信用卡付款須由顧客在結帳時進行',
    'zh-CN': '员工代客下单只接受银行转账或货到付款：银行卡付款须由顾客在结账时进行',
  },
  'staff_order.payment_method': {
    'en-US': 'This payment method is turned off in the payment settings',
    'zh-HK': '此付款方式已在付款設定中關閉',
    'zh-CN': '此付款方式已在付款设置中关闭',
  },
  'staff_order.shipping_method': {
    'en-US': 'Please choose a shipping method that delivers to {country}',
    'zh-HK': '請選擇可送往 {country} 的送貨方式',
    'zh-CN': '请选择可送往 {country} 的配送方式',
  },
  'staff_order.address_not_found': {
    'en-US': "Please choose an address from the customer's address book",
    'zh-HK': '請從客戶的地址簿中選擇地址',
    'zh-CN': '请从客户的地址簿中选择地址',
  },
  'staff_order.address_required': { 'en-US': 'Please give a shipping address', 'zh-HK': '請填寫送貨地址', 'zh-CN': '请填写收货地址' },
  'staff_order.idempotency_key': {
    'en-US': 'idempotency_key must be 8 to 100 letters, digits, - or _',
    'zh-HK': 'idempotency_key 須為 8 至 100 個字母、數字、- 或 _',
    'zh-CN': 'idempotency_key 须为 8 至 100 个字母、数字、- 或 _',
  },
  'staff_order.key_used': {
    'en-US': 'This order was already submitted for another customer',
    'zh-HK': '此訂單已為另一位客戶提交',
    'zh-CN': '此订单已为另一位客户提交',
  },
  // Addresses (a staff order's shipping and billing address).
  'address.country': { 'en-US': 'country must be a country code from the list', 'zh-HK': '請從列表選擇國家或地區', 'zh-CN': '请从列表选择国家或地区' },
  'customer.phone_number': {
    'en-US': '{field} must be a phone number (digits, spaces, +, -, brackets)',
    'zh-HK': '{field}須為電話號碼（數字、空格、+、-、括號）',
    'zh-CN': '{field}须为电话号码（数字、空格、+、-、括号）',
  },
  // Customers (the back office's customer screens).
  'customer.emails': {
    'en-US': 'emails must list at most {max} email addresses',
    'zh-HK': '其他電郵最多 {max} 個，且須為有效的電郵地址',
    'zh-CN': '其他电子邮箱最多 {max} 个，且须为有效的邮箱地址',
  },
  'customer.mobiles': {
    'en-US': 'mobiles must list at most {max} phone numbers (digits, spaces, +, -, brackets)',
    'zh-HK': '手提電話最多 {max} 個，且須為電話號碼（數字、空格、+、-、括號）',
    'zh-CN': '手机号码最多 {max} 个，且须为电话号码（数字、空格、+、-、括号）',
  },
  'customer.tags': {
    'en-US': 'tags must list at most {max} tags of at most 50 characters',
    'zh-HK': '標籤最多 {max} 個，每個最多 50 個字元',
    'zh-CN': '标签最多 {max} 个，每个最多 50 个字符',
  },
  'customer.addresses': { 'en-US': 'addresses must list at most {max} addresses', 'zh-HK': '地址簿最多 {max} 個地址', 'zh-CN': '地址簿最多 {max} 个地址' },
  'customer.address_id': {
    'en-US': "addresses must keep ids of this customer's addresses",
    'zh-HK': '地址須為此客戶地址簿中的地址',
    'zh-CN': '地址须为此客户地址簿中的地址',
  },
  'customer.website': {
    'en-US': 'website must be a web address starting with http:// or https:// (at most 300 characters)',
    'zh-HK': '網站須為以 http:// 或 https:// 開頭的網址（最多 300 個字元）',
    'zh-CN': '网站须为以 http:// 或 https:// 开头的网址（最多 300 个字符）',
  },
  'customer.admin_id': { 'en-US': 'admin_id must be a staff account', 'zh-HK': '負責職員須為現有的管理員帳戶', 'zh-CN': '负责员工须为现有的管理员账户' },
  'customer.status_id': { 'en-US': 'status_id must be a lead status', 'zh-HK': '狀態須為現有的潛在客戶狀態', 'zh-CN': '状态须为现有的潜在客户状态' },
  'customer.membership_tier_id': {
    'en-US': 'membership_tier_id must be a membership tier',
    'zh-HK': '會員等級須為現有的會員等級',
    'zh-CN': '会员等级须为现有的会员等级',
  },
  'customer.lead_source': {
    'en-US': 'lead_source must be one of existing_customer, employee, partner, email, campaign, public_relations',
    'zh-HK': '來源須為現有客戶、員工、合作夥伴、電郵、推廣活動或公關之一',
    'zh-CN': '来源须为现有客户、员工、合作伙伴、电子邮件、推广活动或公关之一',
  },
  'customer.has_orders': {
    'en-US': 'This customer has {count} orders: disable the account instead of deleting it',
    'zh-HK': '此客戶有 {count} 張訂單，不可刪除，請改為停用帳戶',
    'zh-CN': '此客户有 {count} 个订单，不能删除，请改为停用账户',
  },
  'customer.default_twice': {
    'en-US': 'Only one address can be the default {use} address',
    'zh-HK': '只可有一個預設{use}地址',
    'zh-CN': '只能有一个默认{use}地址',
  },
  'customer.email_taken': { 'en-US': 'This email is already registered', 'zh-HK': '此電郵已經註冊', 'zh-CN': '此邮箱已经注册' },
  'customer.gender': { 'en-US': 'gender must be female or male', 'zh-HK': '性別須為女或男', 'zh-CN': '性别须为女或男' },
  'customer.lead_id': { 'en-US': 'lead_id must be a lead', 'zh-HK': '潛在客戶不存在', 'zh-CN': '潜在客户不存在' },
  'customer.lead_converted': { 'en-US': 'This lead is a customer already', 'zh-HK': '此潛在客戶已成為客戶', 'zh-CN': '此潜在客户已成为客户' },
  // Leads.
  'contact.already_lead': { 'en-US': 'This contact is a lead already', 'zh-HK': '此聯絡人已成為潛在客戶', 'zh-CN': '此联系人已成为潜在客户' },
  'funnel.url_characters': {
    'en-US': 'url may hold only letters, digits and hyphens',
    'zh-HK': '網址只可包含字母、數字及連字號',
    'zh-CN': '网址只能包含字母、数字和连字符',
  },
  'funnel.url_taken': { 'en-US': 'Another funnel has the url {url}', 'zh-HK': '另一個漏斗已使用網址 {url}', 'zh-CN': '另一个漏斗已使用网址 {url}' },
  'funnel.stages': {
    'en-US': 'stage_ids must list 1 to 20 different lead statuses',
    'zh-HK': '階段須為 1 至 20 個不同的潛在客戶狀態',
    'zh-CN': '阶段须为 1 至 20 个不同的潜在客户状态',
  },
  'lead.phone': {
    'en-US': 'phone must be a phone number (digits, spaces, +, -, brackets)',
    'zh-HK': '電話須為電話號碼（數字、空格、+、-、括號）',
    'zh-CN': '电话须为电话号码（数字、空格、+、-、括号）',
  },
  'lead.lead_source': {
    'en-US': 'lead_source must be one of existing_customer, employee, partner, email, campaign, public_relations',
    'zh-HK': '來源須為現有客戶、員工、夥伴、電郵、推廣活動或公共關係之一',
    'zh-CN': '来源须为现有客户、员工、伙伴、邮件、推广活动或公共关系之一',
  },
  'lead.admin_id': { 'en-US': 'admin_id must be a staff account', 'zh-HK': '負責人須為職員帳戶', 'zh-CN': '负责人须为职员账户' },
  'lead.status_id': { 'en-US': 'status_id must be a lead status', 'zh-HK': '狀態須為潛在客戶狀態', 'zh-CN': '状态须为潜在客户状态' },
  'lead.tags': {
    'en-US': 'tags must list at most {max} tags of at most 50 characters',
    'zh-HK': '標籤最多 {max} 個，每個最多 50 個字元',
    'zh-CN': '标签最多 {max} 个，每个最多 50 个字符',
  },
  // Shipping and payment settings.
  'checkout_settings.name_required': { 'en-US': 'name is required in the main language', 'zh-HK': '必須填寫主要語言的名稱', 'zh-CN': '必须填写主要语言的名称' },
  'checkout_settings.names': {
    'en-US': 'name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters',
    'zh-HK': '名稱須按語言（en_us、zh_hk、zh_cn）填寫，每個最多 200 個字元',
    'zh-CN': '名称须按语言（en_us、zh_hk、zh_cn）填写，每个最多 200 个字符',
  },
  'checkout_settings.amount': {
    'en-US': '{field} must be a whole amount in cents, 0 or more',
    'zh-HK': '{field}須為零或以上的整數金額（以分計）',
    'zh-CN': '{field}须为零或以上的整数金额（以分计）',
  },
  'checkout_settings.countries': { 'en-US': 'countries must be a list of country codes', 'zh-HK': '國家須為國家代碼列表', 'zh-CN': '国家须为国家代码列表' },
  'checkout_settings.instructions': {
    'en-US': 'instructions must give a text per language (en_us, zh_hk, zh_cn), each at most 2000 characters',
    'zh-HK': '付款說明須按語言（en_us、zh_hk、zh_cn）填寫，每個最多 2000 個字元',
    'zh-CN': '付款说明须按语言（en_us、zh_hk、zh_cn）填写，每个最多 2000 个字符',
  },
  'checkout_settings.stripe_keys': {
    'en-US': 'Stripe needs a publishable key and a secret key before it can be turned on',
    'zh-HK': '啟用 Stripe 前須先填寫可公開金鑰及秘密金鑰',
    'zh-CN': '启用 Stripe 前须先填写可公开密钥及秘密密钥',
  },
  'checkout_settings.publishable_key': {
    'en-US': 'publishable_key must start with pk_',
    'zh-HK': '可公開金鑰須以 pk_ 開頭',
    'zh-CN': '可公开密钥须以 pk_ 开头',
  },
  'checkout_settings.secret_key': {
    'en-US': 'secret_key must start with sk_ or rk_',
    'zh-HK': '秘密金鑰須以 sk_ 或 rk_ 開頭',
    'zh-CN': '秘密密钥须以 sk_ 或 rk_ 开头',
  },
  'checkout_settings.webhook_secret': {
    'en-US': 'webhook_secret must start with whsec_',
    'zh-HK': 'Webhook 簽署密鑰須以 whsec_ 開頭',
    'zh-CN': 'Webhook 签名密钥须以 whsec_ 开头',
  },
  'payment_webhook.signature': { 'en-US': 'The webhook signature is not valid', 'zh-HK': 'Webhook 簽署無效', 'zh-CN': 'Webhook 签名无效' },
  'payment_webhook.not_configured': { 'en-US': 'Stripe webhooks are not configured', 'zh-HK': '尚未設定 Stripe Webhook', 'zh-CN': '尚未配置 Stripe Webhook' },
  // Promotions.
  'promotion_admin.type': {
    'en-US': 'promotion_type must be one of coupon, cart_discount, buy_x_get_y, free_shipping',
    'zh-HK': '推廣類型須為優惠碼、購物車折扣、買X送Y或免運費之一',
    'zh-CN': '促销类型须为优惠码、购物车折扣、买X送Y或免运费之一',
  },
  'promotion_admin.name_required': { 'en-US': 'name is required in the main language', 'zh-HK': '須以主要語言填寫名稱', 'zh-CN': '须以主要语言填写名称' },
  'promotion_admin.names': {
    'en-US': 'name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters',
    'zh-HK': '名稱須按語言（en_us、zh_hk、zh_cn）填寫，每個最多 200 個字元',
    'zh-CN': '名称须按语言（en_us、zh_hk、zh_cn）填写，每个最多 200 个字符',
  },
  'promotion_admin.code_required': { 'en-US': 'A coupon needs a code', 'zh-HK': '優惠碼推廣須設定代碼', 'zh-CN': '优惠码促销须设置代码' },
  'promotion_admin.code': {
    'en-US': 'code must be at most 40 letters, digits, - or _',
    'zh-HK': '代碼須由最多 40 個字母、數字、- 或 _ 組成',
    'zh-CN': '代码须由最多 40 个字母、数字、- 或 _ 组成',
  },
  'promotion_admin.code_taken': {
    'en-US': 'Another promotion already uses the code {code}',
    'zh-HK': '代碼 {code} 已被另一個推廣使用',
    'zh-CN': '代码 {code} 已被另一个促销使用',
  },
  'promotion_admin.amount': {
    'en-US': '{field} must be a whole amount in cents, 0 or more',
    'zh-HK': '{field}須為零或以上的整數金額（以分計）',
    'zh-CN': '{field}须为零或以上的整数金额（以分计）',
  },
  'promotion_admin.count': {
    'en-US': '{field} must be a whole number of at least {min}',
    'zh-HK': '{field}須為不少於 {min} 的整數',
    'zh-CN': '{field}须为不少于 {min} 的整数',
  },
  'promotion_admin.percentage': {
    'en-US': 'A percentage must be a whole number from 1 to 100',
    'zh-HK': '百分比須為 1 至 100 的整數',
    'zh-CN': '百分比须为 1 至 100 的整数',
  },
  'promotion_admin.discount_kind': {
    'en-US': 'discount_kind must be fixed or percentage',
    'zh-HK': '折扣方式須為固定金額或百分比',
    'zh-CN': '折扣方式须为固定金额或百分比',
  },
  'promotion_admin.target': {
    'en-US': 'target must be one of order, products, categories, brands',
    'zh-HK': '適用範圍須為整張訂單、商品、分類或品牌',
    'zh-CN': '适用范围须为整张订单、商品、分类或品牌',
  },
  'promotion_admin.target_ids': {
    'en-US': 'target_ids must list the ids of the chosen {target}',
    'zh-HK': '適用項目須為所選{target}的編號',
    'zh-CN': '适用项目须为所选{target}的编号',
  },
  'promotion_admin.target_missing': {
    'en-US': 'Choose at least one of the {target} this promotion is for',
    'zh-HK': '請選擇至少一個此推廣適用的{target}',
    'zh-CN': '请选择至少一个此促销适用的{target}',
  },
  'promotion_admin.order_only': {
    'en-US': 'An automatic cart discount applies to the whole order',
    'zh-HK': '自動購物車折扣適用於整張訂單',
    'zh-CN': '自动购物车折扣适用于整张订单',
  },
  'promotion_admin.dates': { 'en-US': 'ends_at must be after starts_at', 'zh-HK': '結束時間須在開始時間之後', 'zh-CN': '结束时间须在开始时间之后' },
  'promotion_admin.date': {
    'en-US': '{field} must be a date and time (ISO 8601)',
    'zh-HK': '{field}須為日期時間（ISO 8601）',
    'zh-CN': '{field}须为日期时间（ISO 8601）',
  },
  'promotion_admin.priority': {
    'en-US': 'priority must be a whole number from 0 to 1000',
    'zh-HK': '優先次序須為 0 至 1000 的整數',
    'zh-CN': '优先级须为 0 至 1000 的整数',
  },
  'promotion_admin.tiers': {
    'en-US': 'membership_tier_ids must list ids of membership tiers',
    'zh-HK': '會員等級須為會員等級編號列表',
    'zh-CN': '会员等级须为会员等级编号列表',
  },
  // Membership tiers.
  'membership.name_required': { 'en-US': 'name is required in the main language', 'zh-HK': '須以主要語言填寫名稱', 'zh-CN': '须以主要语言填写名称' },
  'membership.names': {
    'en-US': 'name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters',
    'zh-HK': '名稱須按語言（en_us、zh_hk、zh_cn）填寫，每個最多 200 個字元',
    'zh-CN': '名称须按语言（en_us、zh_hk、zh_cn）填写，每个最多 200 个字符',
  },
  'membership.amount': {
    'en-US': '{field} must be a whole amount in cents, 0 or more',
    'zh-HK': '{field}須為零或以上的整數金額（以分計）',
    'zh-CN': '{field}须为零或以上的整数金额（以分计）',
  },
  'membership.days': {
    'en-US': '{field} must be a whole number of days from 1 to 3650',
    'zh-HK': '{field}須為 1 至 3650 的整數日數',
    'zh-CN': '{field}须为 1 至 3650 的整数天数',
  },
  'membership.percent': {
    'en-US': 'discount_percent must be a whole number from 0 to 100',
    'zh-HK': '折扣百分比須為 0 至 100 的整數',
    'zh-CN': '折扣百分比须为 0 至 100 的整数',
  },
  'membership.rate': {
    'en-US': 'points_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
    'zh-HK': '積分比率須為每元 0 至 1000 分，最多兩位小數',
    'zh-CN': '积分比率须为每元 0 至 1000 分，最多两位小数',
  },
  'membership.order': { 'en-US': 'order must be a whole number from 0 to 1000', 'zh-HK': '排序須為 0 至 1000 的整數', 'zh-CN': '排序须为 0 至 1000 的整数' },
  'membership.tier_not_held': {
    'en-US': "membership_tier_id: giving, changing or taking away a customer's membership tier needs the membership permission",
    'zh-HK': '會員等級：給予、更改或取消客戶的會員等級須持有會員等級權限',
    'zh-CN': '会员等级：给予、更改或取消客户的会员等级须持有会员等级权限',
  },
  // Reward points (staff adjustments).
  'points.adjust': {
    'en-US': 'points must be a whole number other than 0, from -10000000 to 10000000',
    'zh-HK': '積分須為 -10000000 至 10000000 之間、不為 0 的整數',
    'zh-CN': '积分须为 -10000000 至 10000000 之间、不为 0 的整数',
  },
  'points.short': {
    'en-US': 'This customer has {balance} points: {asked} cannot be taken',
    'zh-HK': '此顧客只有 {balance} 分積分，不可扣除 {asked} 分',
    'zh-CN': '此顾客只有 {balance} 分积分，不能扣除 {asked} 分',
  },
  // Inventory moves.
  'inventory.positive_quantity': { 'en-US': 'Quantity must be a positive integer', 'zh-HK': '數量必須為正整數', 'zh-CN': '数量必须为正整数' },
  'inventory.over_total': {
    'en-US': 'Quantity can not be large than inventory total quantity',
    'zh-HK': '數量不可大於庫存總數',
    'zh-CN': '数量不可大于库存总数',
  },
  'inventory.below_reserved': {
    'en-US': 'Quantity can not be less than the {reserved} reserved by orders',
    'zh-HK': '數量不可少於訂單已預留的 {reserved}',
    'zh-CN': '数量不能少于订单已预留的 {reserved}',
  },
  'inventory.no_destination': {
    'en-US': 'Please select the transfer destination of the inventory',
    'zh-HK': '請選擇庫存的調撥目的地',
    'zh-CN': '请选择库存的调拨目的地',
  },
  'inventory.from_warehouse_id': { 'en-US': 'from must be a warehouse id', 'zh-HK': '來源倉庫須為有效的倉庫', 'zh-CN': '来源仓库须为有效的仓库' },
  'inventory.from_not_source': {
    'en-US': 'from must be the warehouse of the inventory',
    'zh-HK': '來源倉庫須為此庫存所在的倉庫',
    'zh-CN': '来源仓库须为此库存所在的仓库',
  },
  'inventory.stock_id': { 'en-US': 'stock_id must be a stock id', 'zh-HK': '庫存單位須為有效的庫存單位', 'zh-CN': '库存单位须为有效的库存单位' },
  'inventory.stock_not_source': {
    'en-US': 'stock_id must be the stock of the inventory',
    'zh-HK': '庫存單位須為此庫存所屬的庫存單位',
    'zh-CN': '库存单位须为此库存所属的库存单位',
  },
  'inventory.row_holds_stock': {
    'en-US': 'The inventory in {warehouse} still holds {quantity}: move it out before removing the row',
    'zh-HK': '倉庫「{warehouse}」仍有 {quantity} 件庫存，請先調撥出去再移除此行',
    'zh-CN': '仓库“{warehouse}”仍有 {quantity} 件库存，请先调拨出去再移除此行',
  },
  'inventory.stock_reserved': {
    'en-US': 'A stock with reserved inventory cannot be removed',
    'zh-HK': '有預留庫存的庫存單位不可移除',
    'zh-CN': '有预留库存的库存单位不可移除',
  },
  // Warehouses.
  'warehouse.name_taken': { 'en-US': 'A warehouse with this name already exists', 'zh-HK': '已有同名的倉庫', 'zh-CN': '已有同名的仓库' },
  'warehouse.in_use': { 'en-US': 'This warehouse still holds inventories', 'zh-HK': '此倉庫仍有庫存', 'zh-CN': '此仓库仍有库存' },
  // Background jobs.
  'queue.redis_unreachable': {
    'en-US': 'Redis is unreachable: background jobs wait until it is back',
    'zh-HK': '無法連接 Redis：背景工作會等到連線恢復後才執行',
    'zh-CN': '无法连接 Redis：后台任务将在连接恢复后再执行',
  },
  // Lead statuses (and their ebook upload).
  'upload.document_too_large': {
    'en-US': '{field} must be a PDF or EPUB file of at most 20 MB',
    'zh-HK': '{field}須為不超過 20 MB 的 PDF 或 EPUB 檔案',
    'zh-CN': '{field}须为不超过 20 MB 的 PDF 或 EPUB 文件',
  },
  'upload.not_a_document': { 'en-US': '{field} must be a PDF or EPUB file', 'zh-HK': '{field}須為 PDF 或 EPUB 檔案', 'zh-CN': '{field}须为 PDF 或 EPUB 文件' },
  'lead_status.order': { 'en-US': 'order must be a whole number from 0 to 1000', 'zh-HK': '排序須為 0 至 1000 的整數', 'zh-CN': '排序须为 0 至 1000 的整数' },
  'lead_status.template_required': {
    'en-US': 'trigger_template is required when a trigger is chosen',
    'zh-HK': '已選擇觸發動作，必須填寫推廣內容',
    'zh-CN': '已选择触发动作，必须填写推广内容',
  },
  'lead_status.file_required': {
    'en-US': 'file is required for an ebook trigger: attach a PDF or EPUB',
    'zh-HK': '電子書觸發動作須附上檔案：請上載 PDF 或 EPUB',
    'zh-CN': '电子书触发动作须附上文件：请上传 PDF 或 EPUB',
  },
  'lead_status.button_name_required': {
    'en-US': 'button_name is required for an ebook trigger',
    'zh-HK': '電子書觸發動作須填寫按鈕名稱',
    'zh-CN': '电子书触发动作须填写按钮名称',
  },
  'lead_status.in_use_by_funnels': {
    'en-US': 'This status is a stage of {count} funnel(s): take it out of them first',
    'zh-HK': '此狀態是 {count} 個漏斗的階段，請先從漏斗中移除',
    'zh-CN': '此状态是 {count} 个漏斗的阶段，请先从漏斗中移除',
  },
  'lead_status.in_use_by_leads': {
    'en-US': 'This status is used by {count} lead(s): move them to another status first',
    'zh-HK': '有 {count} 位潛在客戶正處於此狀態，請先把他們移至其他狀態',
    'zh-CN': '有 {count} 位潜在客户正处于此状态，请先将其移至其他状态',
  },
  'lead_status.in_use': {
    'en-US': 'This status is used by {count} customer(s): move them to another status first',
    'zh-HK': '有 {count} 位客戶正處於此狀態，請先把他們移至其他狀態',
    'zh-CN': '有 {count} 位客户正处于此状态，请先将其移至其他状态',
  },
  'lead_status.in_use_by_customers': {
    'en-US': 'This status is used by customers: move them to another status first',
    'zh-HK': '有客戶正處於此狀態，請先把他們移至其他狀態',
    'zh-CN': '有客户正处于此状态，请先将其移至其他状态',
  },
  'lead_status.no_file': { 'en-US': 'This status has no file', 'zh-HK': '此狀態沒有檔案', 'zh-CN': '此状态没有文件' },
};

/** The message in the interface language; one without a known code as the server wrote it. */
export function translateServerMessage(locale: string, message: ServerMessage | string): string {
  if (typeof message === 'string') return message;
  const wording = message.code ? SERVER_MESSAGES[message.code]?.[locale as Locale] : undefined;
  if (!wording) return message.text;
  const params = message.params ?? {};
  const chinese = locale === 'zh-HK' ? 0 : locale === 'zh-CN' ? 1 : undefined;
  return wording.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (chinese === undefined) return value;
    if (name === 'field') return FIELDS[value]?.[chinese] ?? value;
    return WORDS[name]?.[value]?.[chinese] ?? value;
  });
}
