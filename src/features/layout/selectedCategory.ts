/**
 * The category last chosen from the footer's 'shop by' column (SPEC §2: clicking
 * records the selected id and title). Kept for the session so a reload of the
 * listing still knows its heading.
 */
export interface SelectedCategory {
  id: number;
  title: string;
}

const KEY = 'statefront:selected-category';

export function recordSelectedCategory(category: SelectedCategory): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(category));
  } catch {
    // storage unavailable: the listing falls back to its own data
  }
}

export function readSelectedCategory(): SelectedCategory | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SelectedCategory) : null;
  } catch {
    return null;
  }
}
