import { useId, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import * as page from '../admin-page.css';
import type { Move } from './CategoryTree';
import { mayGoUnder, pathOf, placeLast, type Category } from './tree';
import * as css from './categories.css';

const words = adminTexts.categories;

/** The keyboard's way to move a category anywhere: the places it may go, each by its path; it goes last there. */
export function MoveToForm({
  all,
  category,
  pending,
  onMove,
}: {
  all: Category[];
  category: Category;
  pending: boolean;
  onMove: (move: Move) => void;
}) {
  const id = useId();
  const places = [
    ...(mayGoUnder(all, category, null) ? [{ value: 'top', label: words.topLevel }] : []),
    ...all
      .filter((row) => row.id !== category.parent_id && mayGoUnder(all, category, row.id))
      .map((row) => ({ value: String(row.id), label: pathOf(all, row) })),
  ].filter((place) => !(place.value === 'top' && category.parent_id === null));
  const [chosen, setChosen] = useState(places[0]?.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentId = chosen === 'top' ? null : Number(chosen);
    onMove({ category, ...placeLast(all, category, parentId) });
  };
  return (
    <form className={css.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={page.panelTitle}>
        {words.moveToTitle(category.title)}
      </h3>
      {places.length === 0 ? (
        <p className={page.muted}>{words.nowhere}</p>
      ) : (
        <div className={css.buttons}>
          <label className={fieldCss.label} htmlFor={`${id}-place`}>
            {words.moveToLabel}
          </label>
          <select
            id={`${id}-place`}
            className={css.select}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {places.map((place) => (
              <option key={place.value} value={place.value}>
                {place.label}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {words.moveButton}
          </Button>
        </div>
      )}
    </form>
  );
}
