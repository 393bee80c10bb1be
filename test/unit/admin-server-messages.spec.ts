import { loadUiModule } from '../helpers/ui-module';
import type { translateServerMessage as Translate } from '../../admin-ui/src/i18n/serverMessages.js' with { 'resolution-mode': 'import' };
import { NO_DESTINATION, OVER_TOTAL, POSITIVE_QUANTITY } from '../../server/src/modules/inventory/inventory.dto';
import { INVENTORY_ROW_MESSAGE, SAME_WAREHOUSE_MESSAGE } from '../../server/src/modules/product/product.dto';
import { ONLY_SUPER_ADMIN_ASSIGNS, ONLY_SUPER_ADMIN_MANAGES, OWN_ROLE, SUPER_ADMIN_ROLE_FIXED } from '../../server/src/modules/permission/grant-rules';

const { translateServerMessage } = loadUiModule<{ translateServerMessage: typeof Translate }>('admin-ui/src/i18n/serverMessages.ts');

describe('translateServerMessage (back office)', () => {
  it('leaves messages as the server wrote them in English', () => {
    expect(translateServerMessage('en-US', POSITIVE_QUANTITY)).toBe(POSITIVE_QUANTITY);
  });

  it("shows the spec's inventory and stock messages in traditional and simplified Chinese", () => {
    expect(translateServerMessage('zh-HK', POSITIVE_QUANTITY)).toBe('數量必須為正整數');
    expect(translateServerMessage('zh-CN', OVER_TOTAL)).toBe('数量不可大于库存总数');
    expect(translateServerMessage('zh-HK', NO_DESTINATION)).toBe('請選擇庫存的調撥目的地');
    expect(translateServerMessage('zh-HK', SAME_WAREHOUSE_MESSAGE)).toBe('同一庫存單位不可重複使用同一倉庫');
    expect(translateServerMessage('zh-CN', INVENTORY_ROW_MESSAGE)).toBe('每行库存都需要数量及仓库');
    expect(translateServerMessage('zh-HK', 'ID not exists')).toBe('ID 不存在');
  });

  it('reads validation messages by their shape and names the field in Chinese', () => {
    expect(translateServerMessage('zh-HK', 'name is required')).toBe('請填寫名稱');
    expect(translateServerMessage('zh-CN', 'remark must be at most 300 characters long')).toBe('备注最多 300 个字符');
  });

  it('shows the rules on granting power in Chinese, with the permission names as written', () => {
    expect(translateServerMessage('zh-HK', ONLY_SUPER_ADMIN_ASSIGNS)).toBe('只有超級管理員可以指派超級管理員角色');
    expect(translateServerMessage('zh-CN', OWN_ROLE)).toBe('你不可更改自己的角色');
    expect(translateServerMessage('zh-HK', 'You cannot grant or remove permissions you do not hold: order.edit, role.edit')).toBe('你不可授予或移除自己沒有的權限：order.edit, role.edit');
    expect(translateServerMessage('zh-CN', 'You cannot assign a role with permissions you do not hold: order.edit')).toBe('你不可指派含有你没有的权限的角色：order.edit');
    for (const message of [ONLY_SUPER_ADMIN_MANAGES, SUPER_ADMIN_ROLE_FIXED, 'You cannot change an account that holds permissions you do not hold: x']) {
      expect(translateServerMessage('zh-HK', message)).not.toBe(message);
      expect(translateServerMessage('zh-CN', message)).not.toBe(message);
    }
  });

  it('keeps what it does not know as written', () => {
    expect(translateServerMessage('zh-HK', 'Something new')).toBe('Something new');
    expect(translateServerMessage('zh-HK', 'colour_code is required')).toBe('colour_code is required');
  });
});
