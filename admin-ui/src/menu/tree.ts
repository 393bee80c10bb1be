import type { Schema } from '@shop/kernel';

/** The menu tree as GET /api/admin/menu/tree answers it: every item, disabled ones too, children in order. */
export type MenuNode = Schema<'MenuTreeNode'>;

export const MENU_TYPES = ['category', 'page', 'link', 'blog_article', 'blog_category', 'form'] as const;

/** Depth-first, with the depth (0 for top-level items). */
export function flatten(nodes: readonly MenuNode[], depth = 0): { node: MenuNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** The ids of an item and everything under it (an item cannot be placed there). */
export function subtreeIds(nodes: readonly MenuNode[], id: unknown): Set<number> {
  const found = flatten(nodes).find(({ node }) => node.id === Number(id));
  return new Set(found ? flatten([found.node]).map(({ node }) => node.id) : []);
}

/** The sibling orders after moving one item up or down: [id, order] pairs that change. */
export function reorder(siblings: readonly MenuNode[], id: number, step: -1 | 1): [number, number][] {
  const list = [...siblings];
  const from = list.findIndex((n) => n.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [];
  [list[from], list[to]] = [list[to], list[from]];
  return list
    .map((node, index) => [node.id, index + 1] as [number, number])
    .filter(([nodeId, order]) => siblings.find((n) => n.id === nodeId)!.order !== order);
}
