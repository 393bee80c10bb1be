import { loadUiModule } from '../helpers/ui-module';
import type { translateServerMessage as Translate } from '../../storefront-ui/src/i18n/server-messages.js' with { 'resolution-mode': 'import' };
import { PASSWORD_CONFIRMATION_MESSAGE, PASSWORD_LENGTH_MESSAGE } from '../../server/src/common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../server/src/common/i18n/language.pipe';
import { EMPTY_PRODUCT } from '../../server/src/modules/catalog/catalog.service';

const { translateServerMessage } = loadUiModule<{ translateServerMessage: typeof Translate }>('storefront-ui/src/i18n/server-messages.ts');

describe('translateServerMessage (storefront)', () => {
  it('leaves every message as the server wrote it in English', () => {
    expect(translateServerMessage('en-US', 'Incorrect email or password')).toBe('Incorrect email or password');
    expect(translateServerMessage('en-US', 'email is required')).toBe('email is required');
  });

  it('shows the messages a shopper meets in traditional and simplified Chinese', () => {
    expect(translateServerMessage('zh-HK', 'Incorrect email or password')).toBe('電郵或密碼不正確');
    expect(translateServerMessage('zh-CN', 'Incorrect email or password')).toBe('电子邮箱或密码不正确');
    expect(translateServerMessage('zh-HK', EMPTY_PRODUCT)).toBe('找不到產品');
    expect(translateServerMessage('zh-CN', PASSWORD_CONFIRMATION_MESSAGE)).toBe('两次输入的密码不一致');
  });

  it('reads validation messages by their shape and names the field in Chinese', () => {
    expect(translateServerMessage('zh-HK', 'email is required')).toBe('請填寫電郵');
    expect(translateServerMessage('zh-CN', 'first_name must be at most 100 characters long')).toBe('名字最多 100 个字符');
    expect(translateServerMessage('zh-HK', PASSWORD_LENGTH_MESSAGE)).toMatch(/^密碼須有 \d+ 至 \d+ 個字元$/);
    expect(translateServerMessage('zh-HK', 'contact_number must be a phone number (digits, spaces, +, -, brackets)')).toBe('聯絡電話須為電話號碼（數字、空格、+、-、括號）');
    expect(translateServerMessage('zh-CN', LANGUAGE_MESSAGE)).toBe('语言不在可选范围内');
  });

  it('keeps a message it does not know, or a shape naming a field it does not know, as written', () => {
    expect(translateServerMessage('zh-HK', 'A brand new message')).toBe('A brand new message');
    expect(translateServerMessage('zh-HK', 'warehouse_id is required')).toBe('warehouse_id is required');
  });
});
