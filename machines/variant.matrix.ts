/**
 * Pure reasoning over a product's variant matrix (getProduct `variants`): which option
 * values can still be combined with the current choices, which variant a full choice
 * names, and the nearest valid choice when a new value conflicts. No xstate, no I/O,
 * so the machine, the UI and property tests share one definition.
 */

export interface OptionValue {
  int_glcode: number;
  var_title: string;
  colorCode?: string | null;
}

export interface ProductOption {
  var_attribute: string;
  attrs_v: OptionValue[];
}

export interface VariantRow {
  variant_id: number;
  option_ids: number[];
  stock: number;
  selling_price: number;
  price: number;
}

/** One entry per option, in option order; null = nothing chosen for that option yet. */
export type Selection = (number | null)[];

export interface ValueState {
  /** Some variant has this value together with the other current choices. */
  available: boolean;
  /** ...and at least one of those variants has stock. */
  inStock: boolean;
}

function fitsChoices(row: VariantRow, selection: Selection, ignoreIndex: number): boolean {
  return selection.every((id, j) => j === ignoreIndex || id === null || row.option_ids.includes(id));
}

/** Availability of one value of option `index`, judged against the OTHER options' choices. */
export function valueState(variants: VariantRow[], selection: Selection, index: number, valueId: number): ValueState {
  const rows = variants.filter((row) => row.option_ids.includes(valueId) && fitsChoices(row, selection, index));
  return { available: rows.length > 0, inStock: rows.some((row) => row.stock > 0) };
}

/** True when the (possibly partial) selection is contained in at least one variant. */
export function isCombinable(variants: VariantRow[], selection: Selection): boolean {
  return variants.some((row) => fitsChoices(row, selection, -1));
}

export function allSelected(selection: Selection): boolean {
  return selection.every((id) => id !== null);
}

/** The variant a complete selection names, if the matrix has it. */
export function matchVariant(variants: VariantRow[], selection: Selection): VariantRow | undefined {
  if (!allSelected(selection)) return undefined;
  return variants.find((row) => fitsChoices(row, selection, -1));
}

/**
 * Chooses `valueId` for option `index`. When the result matches no variant, the other
 * options move to the nearest valid combination instead of stranding the shopper: the
 * variant with the chosen value that keeps the most current choices wins, in-stock
 * before sold out, then matrix order. Options left empty stay empty.
 */
export function choose(
  options: ProductOption[],
  variants: VariantRow[],
  selection: Selection,
  index: number,
  valueId: number,
): Selection {
  const next = selection.map((id, j) => (j === index ? valueId : id));
  if (isCombinable(variants, next)) return next;

  const candidates = variants.filter((row) => row.option_ids.includes(valueId));
  const kept = (row: VariantRow) =>
    next.filter((id, j) => j !== index && id !== null && row.option_ids.includes(id)).length;
  const best = candidates.reduce<VariantRow | undefined>((winner, row) => {
    if (!winner) return row;
    const diff = kept(row) - kept(winner);
    if (diff !== 0) return diff > 0 ? row : winner;
    return row.stock > 0 && winner.stock <= 0 ? row : winner;
  }, undefined);
  // A value that exists in no variant at all: keep the choice; the lookup will say so.
  if (!best) return next;

  return next.map((id, j) => {
    if (j === index || id === null || best.option_ids.includes(id)) return id;
    const own = options[j]?.attrs_v.find((value) => best.option_ids.includes(value.int_glcode));
    return own ? own.int_glcode : null;
  });
}

/** product §4: no options → nothing to choose; otherwise the first option gets its first value. */
export function initialSelection(options: ProductOption[]): Selection {
  return options.map((option, i) => (i === 0 ? (option.attrs_v[0]?.int_glcode ?? null) : null));
}
