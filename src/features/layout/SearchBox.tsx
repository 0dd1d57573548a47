import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { limits } from '../../../rules/limits';
import { texts } from '../../../rules/texts';
import { shellTexts } from '../../ui/copy';
import { IconSearch } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useTypedBeforeHydration } from '../../ui/useTypedBeforeHydration';
import { suggestionsQuery } from './queries';
import * as css from './SearchBox.css';

/**
 * The header search: an ARIA 1.2 combobox. Suggestions are one query per text, so
 * the list always shows the answer for the text on screen: a late answer for an
 * older text lands in its own cache entry and never replaces the current one.
 */
export function SearchBox({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const trimmed = text.trim();
  const { data, isPending, isError } = useQuery(suggestionsQuery(trimmed));
  const suggestions = trimmed ? (data ?? []) : [];
  const expanded = open && trimmed.length > 0;

  function change(event: { target: { value: string } }) {
    setText(event.target.value);
    setOpen(true);
    setActive(-1);
  }
  const input = useRef<HTMLInputElement>(null);
  // The header is on every page the server draws: a search may be typed before the app takes it over.
  useTypedBeforeHydration(input, text, change);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function goToProduct(slug: string) {
    close();
    onDone?.();
    void navigate({ to: '/product/$slug', params: { slug } });
  }

  function submit() {
    if (!trimmed) return;
    close();
    onDone?.();
    void navigate({ to: '/shop', search: { search: trimmed } });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (count) setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else {
        setText('');
      }
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        goToProduct(chosen.var_slug);
      }
    }
  }

  return (
    <form
      role="search"
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={css.field}>
        <input
          ref={input}
          className={css.input}
          type="search"
          role="combobox"
          aria-label={shellTexts.aria.search}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          maxLength={limits.searchText}
          // only true when the shopper just opened the mobile search bar
          autoFocus={autoFocus}
          value={text}
          onChange={change}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={css.submit} aria-label={shellTexts.aria.searchSubmit}>
          <IconSearch size={20} />
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={shellTexts.aria.suggestions} className={css.listbox} hidden={!expanded}>
        {expanded && isPending ? (
          <li role="presentation" className={css.status}>
            <Spinner />
          </li>
        ) : null}
        {expanded && !isPending && (isError || suggestions.length === 0) ? (
          <li role="presentation" className={css.status}>
            {texts.productNotFound}
          </li>
        ) : null}
        {expanded
          ? suggestions.map((s, i) => (
              <li
                key={s.var_slug}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={css.option}
                // mousedown, not click: the input's blur would close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  goToProduct(s.var_slug);
                }}
              >
                {s.var_title}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
