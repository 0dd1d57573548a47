// The tree as the screen shows it, and which moves it offers: the server's rules (server/admin/category-tree.ts) said
// again, so no control offers a place the server refuses; the server still decides.
import type { Schemas } from '#openapi/client';
import { limits } from '#rules/limits';

export type Category = Schemas['AdminCategory'];

/** The children of `parentId` (null: the top categories) in their order. */
export const childrenOf = (all: Category[], parentId: number | null) =>
  all.filter((row) => row.parent_id === parentId).sort((a, b) => a.position - b.position || a.id - b.id);

/** `id` and everything under it. */
export function subtree(all: Category[], id: number): Category[] {
  const row = all.find((one) => one.id === id);
  return row ? [row, ...childrenOf(all, id).flatMap((child) => subtree(all, child.id))] : [];
}

/** Products filed in the category itself: those of its path not counted under one of its children. */
export const ownProducts = (all: Category[], row: Category) =>
  row.products - childrenOf(all, row.id).reduce((sum, child) => sum + child.products, 0);

/** Whether `moved` may go under `parentId` (null: the top), as the server's rules say. */
export function mayGoUnder(all: Category[], moved: Category, parentId: number | null): boolean {
  const below = subtree(all, moved.id);
  if (parentId !== null && below.some((row) => row.id === parentId)) return false;
  const parent = parentId === null ? null : all.find((row) => row.id === parentId);
  const level = parent ? parent.level + 1 : 1;
  const deepest = Math.max(...below.map((row) => row.level - moved.level));
  if (level + deepest > limits.categoryLevels) return false;
  if (level === 1 && ownProducts(all, moved) > 0) return false;
  return !all.some((row) => row.parent_id === parentId && row.id !== moved.id && row.slug === moved.slug);
}

/** Where `moved` goes to stand just before `target`: its parent, and its place among the siblings without `moved`. */
export function placeBefore(all: Category[], moved: Category, target: Category) {
  const siblings = childrenOf(all, target.parent_id).filter((row) => row.id !== moved.id);
  return { parentId: target.parent_id, position: siblings.findIndex((row) => row.id === target.id) };
}

/** The place past the last child of `parentId`. */
export const placeLast = (all: Category[], moved: Category, parentId: number | null) => ({
  parentId,
  position: childrenOf(all, parentId).filter((row) => row.id !== moved.id).length,
});

/** A category's path of names, top first, for a choice of where to put another. */
export function pathOf(all: Category[], row: Category): string {
  const parent = all.find((one) => one.id === row.parent_id);
  return parent ? `${pathOf(all, parent)} / ${row.title}` : row.title;
}
