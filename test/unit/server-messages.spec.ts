import { serverMessagesOf, translateServerMessage } from '../../packages/shop-kernel/src';
import { adminMessages } from '../../packages/shop-kernel/src/server-messages/admin';
import { shopMessages } from '../../packages/shop-kernel/src/server-messages/shop';
import { validationMessages } from '../../server/src/common/common.messages';
import { LANGUAGE_MESSAGE } from '../../server/src/common/i18n/language.pipe';
import { passwordMessages } from '../../server/src/common/password-policy';
import { addressMessages } from '../../server/src/modules/address/address.messages';
import { authMessages } from '../../server/src/modules/auth/auth.messages';
import { catalogMessages } from '../../server/src/modules/catalog/catalog.messages';
import { customerMessages } from '../../server/src/modules/customer/customer.messages';
import { inventoryMessages } from '../../server/src/modules/inventory/inventory.messages';
import { permissionMessages } from '../../server/src/modules/permission/permission.messages';
import { productMessages } from '../../server/src/modules/product/product.messages';
import type { ShownMessage } from '../../packages/shop-kernel/src';

describe(translateServerMessage.name, () => {
  describe('with the storefront’s book', () => {
    const shown = (locale: string, message: ShownMessage) => translateServerMessage(shopMessages, locale, message);

    it('shows the messages a shopper meets by code, in English as written and in traditional and simplified Chinese', () => {
      expect(shown('en-US', authMessages.bad_credentials)).toBe('Incorrect email or password');
      expect(shown('zh-HK', authMessages.bad_credentials)).toBe('電郵或密碼不正確');
      expect(shown('zh-CN', authMessages.bad_credentials)).toBe('电子邮箱或密码不正确');
      expect(shown('zh-HK', catalogMessages.product_not_found)).toBe('找不到產品');
      expect(shown('zh-CN', authMessages.password_mismatch)).toBe('两次输入的密码不一致');
    });

    it('shows the account protection messages in Chinese, with the configured lock time', () => {
      expect(shown('zh-HK', customerMessages.current_password_required)).toBe('更改電郵或密碼前，請輸入目前密碼');
      expect(shown('zh-CN', customerMessages.current_password_wrong)).toBe('当前密码不正确');
      expect(shown('zh-HK', passwordMessages.repeated)).toBe('密碼不可只由同一個字元重複組成');
      expect(shown('zh-CN', passwordMessages.too_common)).toBe('此密码太常见，请选择较难猜到的密码');
      expect(shown('zh-HK', authMessages.account_locked({ minutes: 30 }))).toBe('此帳戶登入失敗次數過多，請於 30 分鐘後再試或重設密碼。');
      expect(shown('zh-CN', authMessages.account_locked({ minutes: 15 }))).toBe('此账户登录失败次数过多，请于 15 分钟后再试或重置密码。');
    });

    it('names the field of a validation message in Chinese, in the shopper’s words', () => {
      expect(shown('zh-HK', validationMessages.required({ field: 'email' }))).toBe('請填寫電郵');
      expect(shown('zh-CN', validationMessages.max_length({ field: 'first_name', max: 100 }))).toBe('名字最多 100 个字符');
      expect(shown('zh-HK', validationMessages.length_between({ field: 'password', min: 8, max: 128 }))).toBe('密碼須有 8 至 128 個字元');
      expect(shown('zh-HK', customerMessages.phone_number({ field: 'contact_number' }))).toBe('聯絡電話須為電話號碼（數字、空格、+、-、括號）');
      expect(shown('zh-CN', LANGUAGE_MESSAGE)).toBe('语言须为以下其中之一：en_us, zh_hk, zh_cn');
      expect(shown('zh-HK', validationMessages.required({ field: 'name' }))).toBe('請填寫姓名');
    });

    it('keeps the translation when the server rewords a message: the code decides', () => {
      expect(shown('zh-HK', { code: 'auth.bad_credentials', text: 'Wrong email or password' })).toBe('電郵或密碼不正確');
    });

    it('shows a code it does not know, text without a code, and a field it cannot name as the server wrote them', () => {
      expect(shown('zh-HK', { code: 'brand.new', text: 'A brand new message' })).toBe('A brand new message');
      expect(shown('zh-HK', { text: 'An old server' })).toBe('An old server');
      expect(shown('zh-HK', validationMessages.required({ field: 'colour_code' }))).toBe('請填寫colour_code');
    });

    it('does not hold the codes only staff meet', () => {
      expect(shown('zh-HK', inventoryMessages.over_total)).toBe(inventoryMessages.over_total.text);
    });
  });

  describe('with the back office’s book', () => {
    const shown = (locale: string, message: ShownMessage) => translateServerMessage(adminMessages, locale, message);

    it("shows the spec's inventory and stock messages by code in traditional and simplified Chinese, and in English", () => {
      expect(shown('zh-HK', inventoryMessages.positive_quantity)).toBe('數量必須為正整數');
      expect(shown('zh-CN', inventoryMessages.over_total)).toBe('数量不可大于库存总数');
      expect(shown('zh-HK', inventoryMessages.no_destination)).toBe('請選擇庫存的調撥目的地');
      expect(shown('zh-HK', productMessages.same_warehouse)).toBe('同一庫存單位不可重複使用同一倉庫');
      expect(shown('en-US', inventoryMessages.over_total)).toBe('Quantity can not be large than inventory total quantity');
    });

    it('keeps the translation when the server rewords a message: the code decides', () => {
      expect(shown('zh-HK', { code: 'inventory.over_total', text: 'Not that many in stock' })).toBe('數量不可大於庫存總數');
    });

    it('names the field of a validation message in Chinese, in staff’s words, and shows the other values as sent', () => {
      expect(shown('zh-HK', validationMessages.required({ field: 'name' }))).toBe('請填寫名稱');
      expect(shown('zh-CN', validationMessages.max_length({ field: 'remark', max: 300 }))).toBe('备注最多 300 个字符');
      expect(shown('zh-HK', validationMessages.required({ field: 'colour_code' }))).toBe('請填寫colour_code');
      expect(shown('zh-CN', permissionMessages.not_held_grant({ permissions: 'order.edit, role.edit' }))).toBe(
        '你不可授予或移除自己没有的权限：order.edit, role.edit',
      );
    });

    it('names the values a wording names in Chinese: what a list filter takes', () => {
      expect(shown('zh-HK', validationMessages.list_filter({ field: 'status', kind: 'an id' }))).toBe('篩選條件「狀態」須為ID');
      expect(shown('en-US', validationMessages.list_filter({ field: 'status', kind: 'an id' }))).toBe('filter status must be an id');
    });

    it("shows a staff order's address messages in Chinese, naming the address fields", () => {
      expect(shown('zh-HK', customerMessages.phone_number({ field: 'contact_number' }))).toBe('聯絡電話須為電話號碼（數字、空格、+、-、括號）');
      expect(shown('zh-CN', customerMessages.phone_number({ field: 'contact_number' }))).toBe('联系电话须为电话号码（数字、空格、+、-、括号）');
      expect(shown('zh-HK', addressMessages.country)).toBe('請從列表選擇國家或地區');
      expect(shown('zh-CN', validationMessages.required({ field: 'first_name' }))).toBe('请填写名字');
      expect(shown('zh-HK', validationMessages.max_length({ field: 'address', max: 500 }))).toBe('地址最多 500 個字元');
    });

    it('shows a code it does not know, text without a code, text the interface wrote and a language it lacks as given', () => {
      expect(shown('zh-HK', { code: 'something.new', text: 'Something new' })).toBe('Something new');
      expect(shown('zh-HK', { text: 'Something old' })).toBe('Something old');
      expect(shown('zh-HK', 'Written by the interface')).toBe('Written by the interface');
      expect(shown('fr-FR', inventoryMessages.over_total)).toBe(inventoryMessages.over_total.text);
    });
  });
});

describe(serverMessagesOf.name, () => {
  it('pairs an answer body’s messages with their codes and values', () => {
    expect(serverMessagesOf({ messages: ['email is required'], codes: ['validation.required'], params: [{ field: 'email' }] })).toEqual([
      { text: 'email is required', code: 'validation.required', params: { field: 'email' } },
    ]);
    expect(serverMessagesOf({ messages: ['a', 'b'], codes: ['x.a', 'x.b'], params: [{}, { max: 3 }] })).toEqual([
      { text: 'a', code: 'x.a', params: {} },
      { text: 'b', code: 'x.b', params: { max: 3 } },
    ]);
  });

  it('takes messages without codes from an older server, and a body without messages as none', () => {
    expect(serverMessagesOf({ messages: ['only text'] })).toEqual([{ text: 'only text' }]);
    expect(serverMessagesOf(undefined)).toEqual([]);
    expect(serverMessagesOf({ message: 'not a list' })).toEqual([]);
  });
});
