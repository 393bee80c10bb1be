import { ApiProperty, OmitType, PickType } from '@nestjs/swagger';
import { MenuNode } from '../menu';

/*
 * The storefront catalogue's answers. Every price is an integer in minor units (cents) of the base
 * currency. These classes only describe the answers: the service builds them as plain objects (and
 * caches them), never as instances.
 */

/** A brand or category a product page links to: texts in the asked language (the main language as fallback). */
export class CatalogueLink {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'lamps' })
  url: string;

  @ApiProperty({ example: 'Lamps', description: "'' when no language has a title" })
  title: string;
}

/** An image of a product page, in display order. */
export class ProductDetailImage {
  @ApiProperty({ example: 'uploads/product/2025/01/lamp.png' })
  path: string;
}

/** A value of an attribute that a visible stock of the product has. */
export class ProductDetailOption {
  @ApiProperty({ description: "The option id, as in the stocks' option_ids" })
  id: number;

  @ApiProperty({ example: 'Red' })
  value: string;
}

/** An attribute of a product page with the values its visible stocks have, in the attribute's order. */
export class ProductDetailAttribute {
  @ApiProperty({ description: 'The attribute id' })
  id: number;

  @ApiProperty({ example: 'Colour' })
  name: string;

  @ApiProperty({ type: () => [ProductDetailOption] })
  options: ProductDetailOption[];
}

/** A visible stock (variant) of a product page, with what is available now in enabled warehouses. */
export class ProductDetailStock {
  @ApiProperty()
  id: number;

  @ApiProperty()
  sku: string;

  @ApiProperty({ type: Number, nullable: true, example: 12900, description: 'Regular price, minor units; null while prices are hidden (see prices_hidden)' })
  price: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 9900, description: 'Minor units; null without one, or while prices are hidden' })
  special_price: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 9900,
    description: 'What a shopper pays: the special price when it is set and lower, else the price; null while prices are hidden',
  })
  final_price: number | null;

  @ApiProperty({ type: [Number], description: 'Its attribute options (see attributes)' })
  option_ids: number[];

  @ApiProperty({ example: 3, description: 'Available quantity over the enabled warehouses' })
  available_inventories: number;

  @ApiProperty({ description: 'available_inventories > 0' })
  in_stock: boolean;
}

/** POST /api/product: a visible product in the asked language with its visible stocks, options and availability. */
export class ProductDetail {
  @ApiProperty()
  id: number;

  @ApiProperty()
  sku: string;

  @ApiProperty({ example: 'desk-lamp' })
  url: string;

  @ApiProperty({ example: 'Desk lamp' })
  name: string;

  @ApiProperty({ description: 'HTML from the back office' })
  description: string;

  @ApiProperty({ description: 'The meta title, else the name' })
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty()
  is_new: boolean;

  @ApiProperty()
  is_featured: boolean;

  @ApiProperty()
  is_hot: boolean;

  @ApiProperty({ type: () => CatalogueLink, nullable: true, description: 'null without a brand, or when the brand is disabled' })
  brand: CatalogueLink | null;

  @ApiProperty({ type: () => [ProductDetailImage] })
  images: ProductDetailImage[];

  @ApiProperty({ type: () => [CatalogueLink], description: 'The enabled categories it is placed in, by id' })
  categories: CatalogueLink[];

  @ApiProperty({ type: () => [ProductDetailAttribute] })
  attributes: ProductDetailAttribute[];

  @ApiProperty({ type: () => [ProductDetailStock] })
  stocks: ProductDetailStock[];

  @ApiProperty({ type: Number, nullable: true, description: "The lowest stock's final_price; null without visible stocks, or while prices are hidden" })
  price: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "The highest stock's final_price; null without visible stocks, or while prices are hidden" })
  max_price: number | null;

  @ApiProperty({ description: 'Some stock is in stock' })
  in_stock: boolean;

  @ApiProperty({ description: 'True when the shop shows prices to members only (member_only "1") and no shopper is signed in: every price is null' })
  prices_hidden: boolean;
}

/** A product in a listing or search page: its name in the asked language (the main language, else any, as fallback). */
export class ProductCard {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'desk-lamp' })
  url: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ example: 'Desk lamp' })
  name: string;

  @ApiProperty()
  is_new: boolean;

  @ApiProperty()
  is_featured: boolean;

  @ApiProperty()
  is_hot: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The lowest price a shopper pays (minor units); null without visible stocks, or while prices are hidden',
  })
  price: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The lowest regular price (minor units): higher than price when on special; null without visible stocks, or while prices are hidden',
  })
  regular_price: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Path of the first image; null without images' })
  image: string | null;

  @ApiProperty({ description: 'A visible stock has available inventory in an enabled warehouse' })
  in_stock: boolean;
}

/** A page of products. */
export class ProductListing {
  @ApiProperty({ type: () => [ProductCard] })
  products: ProductCard[];

  @ApiProperty({ description: 'How many products match, over all pages' })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  per_page: number;

  @ApiProperty({ description: 'True when the shop shows prices to members only (member_only "1") and no shopper is signed in: every price is null' })
  prices_hidden: boolean;
}

/** POST /api/product/search: a page of the products that match the keyword. */
export class SearchResult extends ProductListing {
  @ApiProperty({ example: '手機', description: 'The keyword as sent' })
  keyword: string;
}

/** A sub-category of the listed category (one level down): a menu item without its own children. */
export class ListingSubCategory extends OmitType(MenuNode, ['children'] as const) {}

/** A menu item above the listed category, top first. */
export class ListingAncestor extends PickType(MenuNode, ['id', 'title', 'url', 'link', 'type'] as const) {}

/** The listed category: its menu item, its sub-categories and the items above it. */
export class ListingCategory extends OmitType(MenuNode, ['children'] as const) {
  @ApiProperty({ type: () => [ListingSubCategory], description: 'The enabled items directly under it, in order' })
  children: ListingSubCategory[];

  @ApiProperty({ type: () => [ListingAncestor], description: 'The items above it, top first; [] for a top-level category' })
  ancestors: ListingAncestor[];
}

/** An enabled brand of the category's products, with how many of them it has. */
export class BrandFilter {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Acme', description: "'' when no language has a title" })
  title: string;

  @ApiProperty({ description: 'Visible products of the category (and its sub-categories) with this brand' })
  count: number;
}

/** A value of an attribute filter, with how many of the category's products have it. */
export class OptionFilterValue {
  @ApiProperty({ description: 'The option id, to send in option_ids' })
  id: number;

  @ApiProperty({ example: 'Red' })
  value: string;

  @ApiProperty()
  count: number;
}

/** An attribute the category's products have, with its values. */
export class OptionFilter {
  @ApiProperty({ description: 'The attribute id' })
  id: number;

  @ApiProperty({ example: 'Colour' })
  name: string;

  @ApiProperty({ type: () => [OptionFilterValue] })
  options: OptionFilterValue[];
}

/** The range of the category's product prices (the lowest price a shopper pays of each), minor units. */
export class ListingPriceRange {
  @ApiProperty({ type: Number, nullable: true, description: 'null when the category holds no priced product, or while prices are hidden' })
  min: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'null when the category holds no priced product, or while prices are hidden' })
  max: number | null;
}

/** The facets of the whole category (and its sub-categories), whatever filters the request applied. */
export class ListingFilters {
  @ApiProperty({ type: () => [BrandFilter], description: 'By title' })
  brands: BrandFilter[];

  @ApiProperty({ type: () => [OptionFilter], description: "In the attributes' and options' order" })
  options: OptionFilter[];

  @ApiProperty({ type: () => ListingPriceRange })
  price: ListingPriceRange;
}

/** POST /api/category: the category, a page of its (and its sub-categories') products, and its filters. */
export class CategoryListing extends ProductListing {
  @ApiProperty({ type: () => ListingCategory })
  category: ListingCategory;

  @ApiProperty({ type: () => ListingFilters })
  filters: ListingFilters;
}
