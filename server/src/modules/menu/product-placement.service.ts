import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MenuRepository } from './menu.repository';

/**
 * The menu module owns menu_product, the rows that place products in categories. The menu form
 * writes it from a category's side (its products in order); the product form from a product's side
 * through here (the categories it sits in), so menu_product keeps one writer and one ordering rule:
 * a product joining a category goes last in it.
 */
@Injectable()
export class ProductPlacement {
  constructor(private readonly menus: MenuRepository) {}

  /** Ids of the categories holding a product, ascending. */
  categoriesOf(productId: number): Promise<number[]> {
    return this.menus.categoryIdsOfProduct(productId);
  }

  /** Those of the ids that are category items. */
  categoriesAmong(manager: EntityManager, ids: number[]): Promise<number[]> {
    return this.menus.categoryIdsAmong(manager, ids);
  }

  /** Puts a product in exactly these categories: out of the others, last in the ones it joins. */
  async place(manager: EntityManager, productId: number, categoryIds: number[]): Promise<void> {
    const wanted = [...new Set(categoryIds)];
    await this.menus.unplaceProductExcept(manager, productId, wanted);
    if (wanted.length === 0) return;
    await this.menus.placeProductLast(manager, productId, wanted);
  }
}
