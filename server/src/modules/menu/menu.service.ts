import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors';
import { LanguageCode } from '../../common/i18n/languages';
import { CatalogueCache } from '../catalogue-cache';
import { SettingsService } from '../settings';
import { MenuType } from './menu.entity';
import { menuShopMessages } from './menu.messages';
import { MenuRepository } from './menu.repository';
import { MenuNode } from './menu.responses';

export { MenuNode };

const LINK_PREFIX: Record<MenuType, string> = {
  category: '/category/',
  page: '/page/',
  link: '',
  blog_article: '/blog/article/',
  blog_category: '/blog/category/',
  form: '/form/',
};

const menuLink = (type: MenuType, url: string) => (type === 'link' ? url : `${LINK_PREFIX[type]}${encodeURIComponent(url)}`);

/** The storefront's view of the menu tree: enabled items only, text in the asked language with a fallback. */
@Injectable()
export class MenuService {
  private readonly trees;

  constructor(
    private readonly repository: MenuRepository,
    private readonly settings: SettingsService,
    cache: CatalogueCache,
  ) {
    this.trees = cache.create<MenuNode[]>({ max: 10, shared: true });
  }

  /** The tree in a language (kept in the catalogue cache; callers must not change it). */
  tree(language?: LanguageCode): Promise<MenuNode[]> {
    return this.trees.get(language ?? '', () => this.buildTree(language));
  }

  private async buildTree(language?: LanguageCode): Promise<MenuNode[]> {
    const nodes = await this.enabledNodes(language);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const roots: MenuNode[] = [];
    for (const node of nodes) {
      const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
      if (node.parent_id === null) roots.push(node);
      else if (parent) parent.children.push(node);
      // An item under a disabled parent is hidden with it.
    }
    return roots;
  }

  async byUrl(url: string, language?: LanguageCode): Promise<MenuNode> {
    return (await this.pathTo(url, language)).at(-1)!;
  }

  /** The item with this url and the items above it, top first. */
  async pathTo(url: string, language?: LanguageCode): Promise<MenuNode[]> {
    const search = (nodes: MenuNode[], trail: MenuNode[]): MenuNode[] | undefined => {
      for (const node of nodes) {
        if (node.type !== 'link' && node.url === url) return [...trail, node];
        const found = search(node.children, [...trail, node]);
        if (found) return found;
      }
      return undefined;
    };
    const found = search(await this.tree(language), []);
    if (!found) throw new NotFoundError(menuShopMessages.page_not_found);
    return found;
  }

  private async enabledNodes(language?: LanguageCode): Promise<MenuNode[]> {
    const main = (await this.settings.all()).main_language;
    const wanted = language ?? main;
    const rows = await this.repository.enabledWithTexts(wanted, main);
    return rows.map((m) => ({
      id: m.id,
      parent_id: m.parent_id,
      type: m.type,
      url: m.url,
      link: menuLink(m.type, m.url),
      title: m.title,
      short_description: m.short_description,
      meta_title: m.meta_title,
      meta_description: m.meta_description,
      order: m.order,
      open_in_current_tab: m.open_in_current_tab,
      display_in_mobile: m.display_in_mobile,
      display_in_desktop: m.display_in_desktop,
      image_path: m.image_path,
      children: [],
    }));
  }
}
