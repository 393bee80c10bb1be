import { loadUiModule } from '../helpers/ui-module';
import type { translateServerMessage as Translate } from '../../admin-ui/src/i18n/serverMessages.js' with { 'resolution-mode': 'import' };
import { NO_DESTINATION, OVER_TOTAL, POSITIVE_QUANTITY } from '../../server/src/modules/inventory/inventory.dto';
import { INVENTORY_ROW_MESSAGE, SAME_WAREHOUSE_MESSAGE } from '../../server/src/modules/product/product.dto';

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

  it('keeps what it does not know as written', () => {
    expect(translateServerMessage('zh-HK', 'Something new')).toBe('Something new');
    expect(translateServerMessage('zh-HK', 'colour_code is required')).toBe('colour_code is required');
  });
});
