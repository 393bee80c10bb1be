import { useMenu, type MenuItem } from '../../menu';

/** The path of menu items from the top of the menu to the item `id` (inclusive), or [] when it is not in the menu. */
export function menuPath(items: MenuItem[], id: number): MenuItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = menuPath(item.children ?? [], id);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** The parent categories of a category (from the menu tree), for its breadcrumb. */
export function useCategoryAncestors(categoryId: number | null): { title: string; link: string }[] {
  // Without the menu the breadcrumb shows Home and the category only.
  const menu = useMenu();
  if (categoryId === null) return [];
  return menuPath(menu, categoryId)
    .slice(0, -1)
    .map((item) => ({ title: item.title, link: item.link }));
}
