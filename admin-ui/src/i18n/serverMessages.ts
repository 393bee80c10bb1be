/**
 * The server answers in English, word for word as the REST contract says. Staff working in Chinese
 * see those messages in Chinese: the spec's messages and the common rules of the back office whole,
 * validation messages by their shape with the field named in Chinese. A message not listed shows as
 * the server wrote it.
 */
type Chinese = 'zh-HK' | 'zh-CN';

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
};

const EXACT: Record<string, [string, string]> = {
  'Incorrect email or password': ['電郵或密碼不正確', '电子邮箱或密码不正确'],
  'This account is disabled': ['此帳戶已停用', '此账户已停用'],
  'Login expired. Please log in again.': ['登入已過期，請重新登入。', '登录已过期，请重新登录。'],
  'Please log in first': ['請先登入', '请先登录'],
  'You do not have permission to do this': ['你沒有權限進行此操作', '你没有权限进行此操作'],
  'You do not have permission to change the header and footer scripts': ['你沒有權限修改頁首及頁尾程式碼', '你没有权限修改页头及页尾脚本'],
  'ID not exists': ['ID 不存在', 'ID 不存在'],
  'Not found': ['找不到', '找不到'],
  'Too many requests. Please try again later.': ['請求太多，請稍後再試。', '请求太多，请稍后再试。'],
  'Something went wrong on our side. Please try again later.': ['系統出現問題，請稍後再試。', '系统出现问题，请稍后再试。'],
  'The record was changed at the same time by another request. Please try again.': ['資料剛被另一個操作更改，請再試一次。', '数据刚被另一个操作更改，请再试一次。'],
  'This record already exists': ['此資料已經存在', '此数据已经存在'],
  'This record is used by other records': ['此資料正被其他資料使用', '此数据正被其他数据使用'],
  'A value is not valid': ['有數值無效', '有数值无效'],
  'Validation Fail: Please make sure all fields are filled in correctly': ['驗證失敗：請確保所有欄位均已正確填寫', '验证失败：请确保所有字段均已正确填写'],
  'The request body is too large': ['提交的內容太大', '提交的内容太大'],
  // Inventory moves (spec section 5).
  'Quantity must be a positive integer': ['數量必須為正整數', '数量必须为正整数'],
  'Quantity must be a whole number, 0 or more': ['數量必須為零或以上的整數', '数量必须为零或以上的整数'],
  'Quantity can not be large than inventory total quantity': ['數量不可大於庫存總數', '数量不可大于库存总数'],
  'Please select the transfer destination of the inventory': ['請選擇庫存的調撥目的地', '请选择库存的调拨目的地'],
  // Products and stocks.
  "Can't use same warehouse_id in one stock": ['同一庫存單位不可重複使用同一倉庫', '同一库存单位不可重复使用同一仓库'],
  'Each inventory row needs quantity and warehouse_id': ['每行庫存都需要數量及倉庫', '每行库存都需要数量及仓库'],
  'Each stock needs a sku': ['每個庫存單位都需要 SKU', '每个库存单位都需要 SKU'],
  'Each stock needs a price in cents (a whole number)': ['每個庫存單位都需要價格（以分為單位的整數）', '每个库存单位都需要价格（以分为单位的整数）'],
  'Two stocks have the same options': ['兩個庫存單位的選項相同', '两个库存单位的选项相同'],
  'Every stock of a product must use the same option attributes': ['同一產品的庫存單位必須使用相同的選項屬性', '同一商品的库存单位必须使用相同的选项属性'],
  'A stock takes one value of each option attribute': ['每個庫存單位須為每個選項屬性各選一個值', '每个库存单位须为每个选项属性各选一个值'],
  'A stock with reserved inventory cannot be removed': ['有預留庫存的庫存單位不可移除', '有预留库存的库存单位不可移除'],
  'An inventory row cannot move to another warehouse: use a transfer': ['庫存不可直接改到另一倉庫，請使用調撥', '库存不可直接改到另一仓库，请使用调拨'],
  'This product has inventory reserved by orders and cannot be deleted': ['此產品有訂單預留的庫存，不可刪除', '此商品有订单预留的库存，不可删除'],
  'A price cannot be negative': ['價格不可為負數', '价格不可为负数'],
  'A price is too large': ['價格太大', '价格太大'],
  'This warehouse still holds inventories': ['此倉庫仍有庫存', '此仓库仍有库存'],
  'A warehouse with this name already exists': ['已有同名的倉庫', '已有同名的仓库'],
  'A menu item cannot be placed under itself': ['選單項目不可放在自己之下', '菜单项目不可放在自己之下'],
  'The parent menu item does not exist': ['上層選單項目不存在', '上级菜单项目不存在'],
  'A link url must be an http(s) address or start with /': ['連結網址必須是 http(s) 地址或以 / 開頭', '链接网址必须是 http(s) 地址或以 / 开头'],
  // Roles and accounts.
  'A role with this name already exists': ['已有同名的角色', '已有同名的角色'],
  'An admin account with this email already exists': ['已有使用此電郵的管理員帳戶', '已有使用此电子邮箱的管理员账户'],
  'The super admin role always holds every permission': ['超級管理員角色永遠擁有所有權限', '超级管理员角色永远拥有所有权限'],
  'The super admin role cannot be deleted': ['超級管理員角色不可刪除', '超级管理员角色不可删除'],
  'You cannot delete your own account': ['你不可刪除自己的帳戶', '你不可删除自己的账户'],
  'You cannot disable your own account': ['你不可停用自己的帳戶', '你不可停用自己的账户'],
  'You cannot change your own role': ['你不可更改自己的角色', '你不可更改自己的角色'],
  'Only a super admin can assign the super admin role': ['只有超級管理員可以指派超級管理員角色', '只有超级管理员可以指派超级管理员角色'],
  'Only a super admin can change a super admin account': ['只有超級管理員可以更改超級管理員帳戶', '只有超级管理员可以更改超级管理员账户'],
  'The super admin role cannot be renamed or changed': ['超級管理員角色不可改名或更改', '超级管理员角色不可改名或更改'],
  'password must not be one character repeated': ['密碼不可只由同一個字元重複組成', '密码不能只由同一个字符重复组成'],
  'password is too common: choose one that is harder to guess': ['此密碼太常見，請選擇較難猜到的密碼', '此密码太常见，请选择较难猜到的密码'],
  'The base currency must have a rate of 1': ['基本貨幣的匯率必須為 1', '基本货币的汇率必须为 1'],
};

/** Messages that carry a list of names (permissions) or a number: it stays as written, in {1}. */
const LISTS: [RegExp, [string, string]][] = [
  [/^You cannot grant or remove permissions you do not hold: (.+)$/, ['你不可授予或移除自己沒有的權限：{1}', '你不可授予或移除自己没有的权限：{1}']],
  [/^You cannot assign a role with permissions you do not hold: (.+)$/, ['你不可指派含有你沒有的權限的角色：{1}', '你不可指派含有你没有的权限的角色：{1}']],
  [/^You cannot change an account that holds permissions you do not hold: (.+)$/, ['你不可更改擁有你沒有的權限的帳戶：{1}', '你不可更改拥有你没有的权限的账户：{1}']],
  [
    /^Too many failed sign-in attempts for this account\. Please try again in (\d+) minutes or reset your password\.$/,
    ['此帳戶登入失敗次數過多，請於 {1} 分鐘後再試或重設密碼。', '此账户登录失败次数过多，请于 {1} 分钟后再试或重置密码。'],
  ],
];

/** Validation messages by shape; {f} is the field's Chinese name, {1} and {2} the numbers in the message. */
const SHAPES: [RegExp, [string, string]][] = [
  [/^(\w+) is required$/, ['請填寫{f}', '请填写{f}']],
  [/^(\w+) must be at most (\d+) characters long$/, ['{f}最多 {1} 個字元', '{f}最多 {1} 个字符']],
  [/^(\w+) must be (\d+) to (\d+) characters long$/, ['{f}須有 {1} 至 {2} 個字元', '{f}须为 {1} 至 {2} 个字符']],
  [/^(\w+) must be text$/, ['{f}須為文字', '{f}须为文字']],
  [/^(\w+) must be true or false$/, ['{f}須為是或否', '{f}须为是或否']],
  [/^(\w+) must be a valid email address$/, ['{f}須為有效的電郵地址', '{f}须为有效的邮箱地址']],
  [/^(\w+) must be a whole number$/, ['{f}須為整數', '{f}须为整数']],
  [/^(\w+) must be one of [\w, ]+$/, ['{f}不在可選範圍內', '{f}不在可选范围内']],
];

/** The message in the interface language when it is listed; otherwise as the server wrote it. */
export function translateServerMessage(locale: string, message: string): string {
  if (locale !== 'zh-HK' && locale !== 'zh-CN') return message;
  const index = (locale as Chinese) === 'zh-HK' ? 0 : 1;
  const exact = EXACT[message];
  if (exact) return exact[index];
  for (const [shape, templates] of LISTS) {
    const match = shape.exec(message);
    if (match) return templates[index].replace('{1}', match[1]);
  }
  for (const [shape, templates] of SHAPES) {
    const match = shape.exec(message);
    const field = match && FIELDS[match[1]];
    if (field) return templates[index].replace('{f}', field[index]).replace('{1}', match[2] ?? '').replace('{2}', match[3] ?? '');
  }
  return message;
}
