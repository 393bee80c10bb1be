import { loadUiModule } from '../helpers/ui-module';
import type { translateServerMessage as Translate } from '../../storefront-ui/src/i18n/server-messages.js' with { 'resolution-mode': 'import' };
import { PASSWORD_CONFIRMATION_MESSAGE, PASSWORD_LENGTH_MESSAGE } from '../../server/src/common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../server/src/common/i18n/language.pipe';
import { PASSWORD_COMMON_MESSAGE, PASSWORD_REPEATED_MESSAGE } from '../../server/src/common/password-policy';
import { accountLockedMessage } from '../../server/src/modules/auth/login-attempts';
import { EMPTY_PRODUCT } from '../../server/src/modules/catalog/catalog.service';
import { CURRENT_PASSWORD_REQUIRED } from '../../server/src/modules/customer/customer-auth.service';
import { CURRENT_PASSWORD_WRONG } from '../../server/src/modules/customer/customer.dto';

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

  it('shows the account protection messages in Chinese, with the configured lock time', () => {
    expect(translateServerMessage('zh-HK', CURRENT_PASSWORD_REQUIRED)).toBe('更改電郵或密碼前，請輸入目前密碼');
    expect(translateServerMessage('zh-CN', CURRENT_PASSWORD_WRONG)).toBe('当前密码不正确');
    expect(translateServerMessage('zh-HK', PASSWORD_REPEATED_MESSAGE)).toBe('密碼不可只由同一個字元重複組成');
    expect(translateServerMessage('zh-CN', PASSWORD_COMMON_MESSAGE)).toBe('此密码太常见，请选择较难猜到的密码');
    expect(translateServerMessage('zh-HK', accountLockedMessage(30))).toBe('此帳戶登入失敗次數過多，請於 30 分鐘後再試或重設密碼。');
    expect(translateServerMessage('zh-CN', accountLockedMessage(15))).toBe('此账户登录失败次数过多，请于 15 分钟后再试或重置密码。');
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
