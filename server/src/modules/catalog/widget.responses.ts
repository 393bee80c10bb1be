import { ApiProperty } from '@nestjs/swagger';
import { ProductCard } from './catalog.responses';

/** A brand in a brand strip. */
export class WidgetBrand {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  url: string;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;
}

/** A block placed on the homepage: its title and sanitised rich text in the asked language. */
export class WidgetBlock {
  @ApiProperty()
  identifier: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;
}

/** A homepage strip: products (new, featured, hot, a category's or a brand's), brands, or a block. */
export class WidgetAnswer {
  @ApiProperty({ enum: ['new', 'featured', 'hot', 'category', 'brand', 'block'] })
  type: string;

  @ApiProperty({ description: "The category's or brand's title; '' for the flag strips (the storefront names them)" })
  title: string;

  @ApiProperty({ type: String, nullable: true, description: 'Where "see all" goes (a category), else null' })
  link: string | null;

  @ApiProperty({ type: () => [ProductCard] })
  products: ProductCard[];

  @ApiProperty({ type: () => [WidgetBrand] })
  brands: WidgetBrand[];

  @ApiProperty({ type: () => WidgetBlock, nullable: true })
  block: WidgetBlock | null;

  @ApiProperty({ description: 'A members-only shop hides prices from guests' })
  prices_hidden: boolean;
}
