import { useId } from 'react';
import { catalogTexts } from '#src/ui/copy';
import { sortParam, sorts, type ListSort } from './sort';
import * as css from './SortSelect.css';

/**
 * "Sort by": a native select, so the keyboard, screen readers and a phone's own picker
 * all work as they do everywhere. Relevance is the empty value (no sort asked).
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: ListSort | undefined;
  onChange: (sort: ListSort | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {catalogTexts.sortBy}
      </label>
      <select
        id={id}
        className={css.select}
        value={value ?? ''}
        onChange={(event) => onChange(sortParam(event.target.value))}
      >
        <option value="">{catalogTexts.sorts.relevance}</option>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {catalogTexts.sorts[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
