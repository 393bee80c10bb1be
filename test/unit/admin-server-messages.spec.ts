import { loadUiModule } from '../helpers/ui-module';
import type * as UiMessages from '../../admin-ui/src/i18n/serverMessages.js' with { 'resolution-mode': 'import' };
import { validationMessages } from '../../server/src/common/common.messages';
import { addressMessages } from '../../server/src/modules/address/address.messages';
import { customerMessages } from '../../server/src/modules/customer/customer.messages';
import { inventoryMessages } from '../../server/src/modules/inventory/inventory.messages';
import { permissionMessages } from '../../server/src/modules/permission/permission.messages';
import { productMessages } from '../../server/src/modules/product/product.messages';

const { translateServerMessage, serverMessagesOf } = loadUiModule<typeof UiMessages>('admin-ui/src/i18n/serverMessages.ts');

describe('server messages in the back office', () => {
  it("shows the spec's inventory and stock messages by code in traditional and simplified Chinese, and in English", () => {
    expect(translateServerMessage('zh-HK', inventoryMessages.positive_quantity)).toBe('數量必須為正整數');
    expect(translateServerMessage('zh-CN', inventoryMessages.over_total)).toBe('数量不可大于库存总数');
    expect(translateServerMessage('zh-HK', inventoryMessages.no_destination)).toBe('請選擇庫存的調撥目的地');
    expect(translateServerMessage('zh-HK', productMessages.same_warehouse)).toBe('同一庫存單位不可重複使用同一倉庫');
    expect(translateServerMessage('en-US', inventoryMessages.over_total)).toBe('Quantity can not be large than inventory total quantity');
  });

  it('keeps the translation when the server rewords a message: the code decides', () => {
    expect(translateServerMessage('zh-HK', { code: 'inventory.over_total', text: 'Not that many in stock' })).toBe('數量不可大於庫存總數');
  });

  it('names the field of a validation message in Chinese, and shows the values as sent', () => {
    expect(translateServerMessage('zh-HK', validationMessages.required({ field: 'name' }))).toBe('請填寫名稱');
    expect(translateServerMessage('zh-CN', validationMessages.max_length({ field: 'remark', max: 300 }))).toBe('备注最多 300 个字符');
    expect(translateServerMessage('zh-HK', validationMessages.required({ field: 'colour_code' }))).toBe('請填寫colour_code');
    expect(translateServerMessage('zh-CN', permissionMessages.not_held_grant({ permissions: 'order.edit, role.edit' }))).toBe(
      '你不可授予或移除自己没有的权限：order.edit, role.edit',
    );
  });

  it("shows a staff order's address messages in Chinese, naming the address fields", () => {
    expect(translateServerMessage('zh-HK', customerMessages.phone_number({ field: 'contact_number' }))).toBe('聯絡電話須為電話號碼（數字、空格、+、-、括號）');
    expect(translateServerMessage('zh-CN', customerMessages.phone_number({ field: 'contact_number' }))).toBe('联系电话须为电话号码（数字、空格、+、-、括号）');
    expect(translateServerMessage('zh-HK', addressMessages.country)).toBe('請從列表選擇國家或地區');
    expect(translateServerMessage('zh-CN', validationMessages.required({ field: 'first_name' }))).toBe('请填写名字');
    expect(translateServerMessage('zh-HK', validationMessages.max_length({ field: 'address', max: 500 }))).toBe('地址最多 500 個字元');
  });

  it('shows a code it does not know, and text without a code, as the server wrote it', () => {
    expect(translateServerMessage('zh-HK', { code: 'something.new', text: 'Something new' })).toBe('Something new');
    expect(translateServerMessage('zh-HK', { text: 'Something old' })).toBe('Something old');
    expect(translateServerMessage('zh-HK', 'Written by the interface')).toBe('Written by the interface');
  });

  it('pairs an answer body’s messages with their codes and values', () => {
    expect(serverMessagesOf({ messages: ['a', 'b'], codes: ['x.a', 'x.b'], params: [{}, { max: 3 }] })).toEqual([
      { text: 'a', code: 'x.a', params: {} },
      { text: 'b', code: 'x.b', params: { max: 3 } },
    ]);
    expect(serverMessagesOf({ messages: ['only text'] })).toEqual([{ text: 'only text' }]);
    expect(serverMessagesOf(undefined)).toEqual([]);
  });
});
