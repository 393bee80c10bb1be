import { ApiProperty } from '@nestjs/swagger';
import { MENU_TYPES, type MenuType } from './menu.entity';

/**
 * An enabled item of the storefront menu with its enabled children: texts in the asked language (the
 * main language as fallback, '' when neither has one).
 */
export class MenuNode {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null for a top-level item' })
  parent_id: number | null;

  @ApiProperty({ enum: MENU_TYPES })
  type: MenuType;

  @ApiProperty({ example: 'lamps', description: 'The slug (category, page, blog and form items) or the address (link items)' })
  url: string;

  @ApiProperty({
    example: '/category/lamps',
    description:
      'Where the storefront links to: the url itself for a link item, else /category/, /page/, /blog/article/, /blog/category/ or /form/ and the url',
  })
  link: string;

  @ApiProperty({ example: 'Lamps' })
  title: string;

  @ApiProperty()
  short_description: string;

  @ApiProperty()
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty()
  order: number;

  @ApiProperty()
  open_in_current_tab: boolean;

  @ApiProperty()
  display_in_mobile: boolean;

  @ApiProperty()
  display_in_desktop: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Path of the banner image; null without one' })
  image_path: string | null;

  @ApiProperty({ type: () => [MenuNode], description: 'The enabled items under this one, in order' })
  children: MenuNode[];
}

/** One row of the back office's menu list. */
export class MenuListRow {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null for a top-level item' })
  parent_id: number | null;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true, description: "The parent's title; null for a top-level item" })
  parent_name: string | null;

  @ApiProperty({ example: 1, description: '1 for a top-level item' })
  level: number;

  @ApiProperty({ enum: MENU_TYPES })
  type: MenuType;

  @ApiProperty()
  url: string;

  @ApiProperty()
  order: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** An item of the back office's menu tree (disabled items too), with its children in order. */
export class MenuTreeNode {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null for a top-level item' })
  parent_id: number | null;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: MENU_TYPES })
  type: MenuType;

  @ApiProperty()
  url: string;

  @ApiProperty()
  order: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ type: () => [MenuTreeNode] })
  children: MenuTreeNode[];
}

/** A menu item as the back office reads and saves it: texts in the asked language (the main language as fallback). */
export class MenuItemAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null for a top-level item' })
  parent_id: number | null;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  title: string;

  @ApiProperty()
  short_description: string;

  @ApiProperty({ enum: MENU_TYPES })
  type: MenuType;

  @ApiProperty({ description: 'The slug (category, page, blog and form items) or the address (link items)' })
  url: string;

  @ApiProperty()
  meta_title: string;

  @ApiProperty()
  meta_description: string;

  @ApiProperty()
  order: number;

  @ApiProperty()
  open_in_current_tab: boolean;

  @ApiProperty()
  display_in_mobile: boolean;

  @ApiProperty()
  display_in_desktop: boolean;

  @ApiProperty({ type: [Number], description: 'Ids of the products placed in the item, in their order' })
  products: number[];

  @ApiProperty({ type: String, nullable: true, description: 'Path of the banner image; null without one' })
  image_path: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}
