import { Admin } from '../modules/account/admin.entity';
import { Attribute, AttributeOption, AttributeOptionTranslation, AttributeTranslation } from '../modules/attribute/attribute.entity';
import { BlogArticle, BlogArticleCategory, BlogArticleTranslation, BlogCategory, BlogCategoryTranslation } from '../modules/blog/blog.entity';
import { Brand, BrandTranslation } from '../modules/brand/brand.entity';
import { Cart, CartItem } from '../modules/cart/cart.entity';
import { Block, BlockTranslation, Page, PageTranslation } from '../modules/content/content.entity';
import { Inventory, InventoryHistory } from '../modules/inventory/inventory.entity';
import { Product, ProductImage, ProductTranslation } from '../modules/product/product.entity';
import { Stock } from '../modules/product/stock.entity';
import { Warehouse } from '../modules/warehouse/warehouse.entity';
import { CustomerAddress } from '../modules/address/address.entity';
import { Session } from '../modules/auth/session.entity';
import { Customer } from '../modules/customer/customer.entity';
import { PasswordReset, PasswordResetRequest } from '../modules/customer/password-reset.entity';
import { MailMessage } from '../modules/mail/mail-message.entity';
import { Menu, MenuTranslation } from '../modules/menu/menu.entity';
import { MenuProduct } from '../modules/menu/menu-product.entity';
import { Role } from '../modules/role/role.entity';
import { ScriptChange } from '../modules/settings/script-change.entity';
import { Setting } from '../modules/settings/setting.entity';
import { Slide, SlideTranslation } from '../modules/slider/slider.entity';
import { HomepageSection } from '../modules/homepage/homepage.entity';
import { OutboxEntry } from '../queue/outbox.entity';

export const ENTITIES = [
  Admin,
  Attribute,
  AttributeOption,
  AttributeOptionTranslation,
  AttributeTranslation,
  BlogArticle,
  BlogArticleCategory,
  BlogArticleTranslation,
  BlogCategory,
  BlogCategoryTranslation,
  Block,
  BlockTranslation,
  Brand,
  BrandTranslation,
  Cart,
  CartItem,
  Customer,
  CustomerAddress,
  Inventory,
  InventoryHistory,
  MailMessage,
  Menu,
  MenuProduct,
  MenuTranslation,
  OutboxEntry,
  Page,
  PageTranslation,
  PasswordReset,
  PasswordResetRequest,
  Product,
  ProductImage,
  ProductTranslation,
  Role,
  ScriptChange,
  Session,
  Setting,
  Slide,
  SlideTranslation,
  HomepageSection,
  Stock,
  Warehouse,
];
