// The three-level tree's rules for a move (decision 0061), on the rows as read: pure, so the handler states each refusal
// once and the products' columns are worked out from the same new tree the checks saw.
import { limits } from '#rules/limits';

export interface TreeRow {
  id: number;
  parentId: number | null;
  level: number;
  title: string;
  slug: string;
  position: number;
}

/** The rows depth first: each top category, then what is under it, siblings by position then id (the menu's order). */
export function depthFirst<T extends TreeRow>(rows: T[]): T[] {
  const byParent = new Map<number | null, T[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const out: T[] = [];
  const walk = (parentId: number | null) => {
    const children = (byParent.get(parentId) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    for (const child of children) {
      out.push(child);
      walk(child.id);
    }
  };
  walk(null);
  return out;
}

/** `id` and every category under it. */
export function subtreeOf(rows: TreeRow[], id: number): TreeRow[] {
  const below = (parentId: number): TreeRow[] =>
    rows.filter((row) => row.parentId === parentId).flatMap((row) => [row, ...below(row.id)]);
  const top = rows.find((row) => row.id === id);
  return top ? [top, ...below(id)] : [];
}

export type MoveRefusal = 'intoItself' | 'tooDeep' | 'productsAtTop' | 'slugTaken';

/**
 * Whether `moved` may go under `parentId` (null: the top). `ownProducts` counts, by category, the products whose deepest
 * category it is: none may end at the top, since a product has at least a category and a sub-category.
 */
export function moveRefusal(
  rows: TreeRow[],
  moved: TreeRow,
  parentId: number | null,
  ownProducts: Map<number, number>,
): MoveRefusal | null {
  const subtree = subtreeOf(rows, moved.id);
  if (parentId !== null && subtree.some((row) => row.id === parentId)) return 'intoItself';
  const parent = parentId === null ? null : rows.find((row) => row.id === parentId);
  const level = parent ? parent.level + 1 : 1;
  const deepest = Math.max(...subtree.map((row) => row.level - moved.level));
  if (level + deepest > limits.categoryLevels) return 'tooDeep';
  if (level === 1 && (ownProducts.get(moved.id) ?? 0) > 0) return 'productsAtTop';
  if (rows.some((row) => row.parentId === parentId && row.id !== moved.id && row.slug === moved.slug))
    return 'slugTaken';
  return null;
}

/** Each category of `moved`'s subtree with its level and path of ids (top first) once `moved` is under `parentId`. */
export function pathsAfterMove(
  rows: TreeRow[],
  moved: TreeRow,
  parentId: number | null,
): { id: number; level: number; path: number[] }[] {
  const parent = parentId === null ? null : rows.find((row) => row.id === parentId);
  const parentPath: number[] = [];
  for (let at = parent; at; at = rows.find((row) => row.id === at!.parentId)) parentPath.unshift(at.id);
  const out: { id: number; level: number; path: number[] }[] = [];
  const walk = (row: TreeRow, path: number[]) => {
    const own = [...path, row.id];
    out.push({ id: row.id, level: own.length, path: own });
    for (const child of rows.filter((other) => other.parentId === row.id)) walk(child, own);
  };
  walk(moved, parentPath);
  return out;
}

/** The siblings under the new parent in their new order, `moved` at `position` (past the last is last). */
export function siblingsAfterMove(
  rows: TreeRow[],
  moved: TreeRow,
  parentId: number | null,
  position: number,
): TreeRow[] {
  const others = rows
    .filter((row) => row.parentId === parentId && row.id !== moved.id)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  others.splice(Math.min(position, others.length), 0, moved);
  return others;
}
