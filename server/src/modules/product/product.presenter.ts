import type { LanguageCode } from '../../common/i18n/languages';
import { pickTranslation } from '../../common/translations';
import type { ProductAnswer, ProductStockAnswer } from './product.responses';
import type { ProductService } from './product.service';

type Detail = Awaited<ReturnType<ProductService['get']>>;

/** A stock as ProductService.get reads it: the answer's stock without its sum. */
type StockRow = Omit<ProductStockAnswer, 'all_available_inventories'>;

/** The back office's product: text in the asked language (with the main language as fallback). */
export function presentProduct({ product, categories, stocks, language, main }: Detail): ProductAnswer {
  const text = pickTranslation(product.translations, language, main);
  return {
    id: product.id,
    sku: product.sku,
    url: product.url,
    language,
    name: text?.name ?? '',
    description: text?.description ?? '',
    meta_title: text?.metaTitle ?? '',
    meta_description: text?.metaDescription ?? '',
    translated_languages: product.translations.map((t) => t.language as LanguageCode).sort(),
    is_new: product.isNew,
    is_featured: product.isFeatured,
    is_hot: product.isHot,
    visibled: product.visibled,
    brand_id: product.brandId,
    min_price: product.minPrice,
    categories,
    images: [...product.images].sort((a, b) => a.order - b.order || a.id - b.id).map((i) => ({ id: i.id, path: i.path, order: i.order })),
    stocks: (stocks as StockRow[]).map((s) => ({
      ...s,
      all_available_inventories: s.inventories.filter((i) => i.status === 'active').reduce((sum, i) => sum + i.available_inventories, 0),
    })),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
