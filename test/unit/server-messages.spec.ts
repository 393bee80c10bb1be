import { loadUiModule } from '../helpers/ui-module';
import type * as UiMessages from '../../storefront-ui/src/i18n/server-messages.js' with { 'resolution-mode': 'import' };
import { validationMessages } from '../../server/src/common/common.messages';
import { LANGUAGE_MESSAGE } from '../../server/src/common/i18n/language.pipe';
import { passwordMessages } from '../../server/src/common/password-policy';
import { authMessages } from '../../server/src/modules/auth/auth.messages';
import { catalogMessages } from '../../server/src/modules/catalog/catalog.messages';
import { customerMessages } from '../../server/src/modules/customer/customer.messages';

const { translateServerMessage, serverMessagesOf } = loadUiModule<typeof UiMessages>('storefront-ui/src/i18n/server-messages.ts');

describe('server messages on the storefront', () => {
  it('shows the messages a shopper meets by code, in English as written and in traditional and simplified Chinese', () => {
    expect(translateServerMessage('en-US', authMessages.bad_credentials)).toBe('Incorrect email or password');
    expect(translateServerMessage('zh-HK', authMessages.bad_credentials)).toBe('電郵或密碼不正確');
    expect(translateServerMessage('zh-CN', authMessages.bad_credentials)).toBe('电子邮箱或密码不正确');
    expect(translateServerMessage('zh-HK', catalogMessages.product_not_found)).toBe('找不到產品');
    expect(translateServerMessage('zh-CN', authMessages.password_mismatch)).toBe('两次输入的密码不一致');
  });

  it('shows the account protection messages in Chinese, with the configured lock time', () => {
    expect(translateServerMessage('zh-HK', customerMessages.current_password_required)).toBe('更改電郵或密碼前，請輸入目前密碼');
    expect(translateServerMessage('zh-CN', customerMessages.current_password_wrong)).toBe('当前密码不正确');
    expect(translateServerMessage('zh-HK', passwordMessages.repeated)).toBe('密碼不可只由同一個字元重複組成');
    expect(translateServerMessage('zh-CN', passwordMessages.too_common)).toBe('此密码太常见，请选择较难猜到的密码');
    expect(translateServerMessage('zh-HK', authMessages.account_locked({ minutes: 30 }))).toBe('此帳戶登入失敗次數過多，請於 30 分鐘後再試或重設密碼。');
    expect(translateServerMessage('zh-CN', authMessages.account_locked({ minutes: 15 }))).toBe('此账户登录失败次数过多，请于 15 分钟后再试或重置密码。');
  });

  it('names the field of a validation message in Chinese', () => {
    expect(translateServerMessage('zh-HK', validationMessages.required({ field: 'email' }))).toBe('請填寫電郵');
    expect(translateServerMessage('zh-CN', validationMessages.max_length({ field: 'first_name', max: 100 }))).toBe('名字最多 100 个字符');
    expect(translateServerMessage('zh-HK', validationMessages.length_between({ field: 'password', min: 8, max: 128 }))).toBe('密碼須有 8 至 128 個字元');
    expect(translateServerMessage('zh-HK', customerMessages.phone_number({ field: 'contact_number' }))).toBe('聯絡電話須為電話號碼（數字、空格、+、-、括號）');
    expect(translateServerMessage('zh-CN', LANGUAGE_MESSAGE)).toBe('语言须为以下其中之一：en_us, zh_hk, zh_cn');
  });

  it('keeps the translation when the server rewords a message: the code decides', () => {
    expect(translateServerMessage('zh-HK', { code: 'auth.bad_credentials', text: 'Wrong email or password' })).toBe('電郵或密碼不正確');
  });

  it('shows a code it does not know, text without a code, and a field it cannot name as the server wrote them', () => {
    expect(translateServerMessage('zh-HK', { code: 'brand.new', text: 'A brand new message' })).toBe('A brand new message');
    expect(translateServerMessage('zh-HK', { text: 'An old server' })).toBe('An old server');
    expect(translateServerMessage('zh-HK', validationMessages.required({ field: 'colour_code' }))).toBe('請填寫colour_code');
  });

  it('pairs an answer body’s messages with their codes and values', () => {
    expect(serverMessagesOf({ messages: ['email is required'], codes: ['validation.required'], params: [{ field: 'email' }] })).toEqual([
      { text: 'email is required', code: 'validation.required', params: { field: 'email' } },
    ]);
  });
});
