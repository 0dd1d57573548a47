import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { shellTexts } from '#src/ui/copy';
import { IconSearch } from '#src/ui/icons';
import { Spinner } from '#src/ui/Spinner';
import { useTypedBeforeHydration } from '#src/ui/useTypedBeforeHydration';
import { menuCategoriesQuery } from '#src/app/queries/categoryQueries';
import { markMatches } from './markMatches';
import { suggestionsQuery } from './queries';
import * as css from './SearchBox.css';

/** How many categories 'Product not found' offers instead. */
const SUGGESTED_CATEGORIES = 4;

/** One option of the list: a suggested product, or a category to go to when none is. */
interface Choice {
  key: string;
  label: ReactNode;
  go: () => void;
}

/**
 * The header search: an ARIA 1.2 combobox. Suggestions are one query per text, so
 * the list always shows the answer for the text on screen: a late answer for an
 * older text lands in its own cache entry and never replaces the current one. The words
 * that matched are in bold; when nothing is suggested, 'Product not found' offers the
 * shop's first categories, as options the keyboard reaches like suggestions.
 */
export function SearchBox({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const trimmed = text.trim();
  const { data, isPending, isError } = useQuery(suggestionsQuery(trimmed));
  const suggestions = trimmed ? (data?.data ?? []) : [];
  const expanded = open && trimmed.length > 0;
  const notFound = expanded && !isPending && (isError || suggestions.length === 0);
  // The menu's categories, loaded with the layout.
  const { data: menu } = useQuery(menuCategoriesQuery());

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

  function leave(to: () => void) {
    close();
    onDone?.();
    to();
  }

  const choices: Choice[] = notFound
    ? (menu ?? []).slice(0, SUGGESTED_CATEGORIES).map((category) => ({
        key: `category-${category.var_slug}`,
        label: category.var_title,
        go: () => leave(() => void navigate({ to: '/shop/$id', params: { id: category.var_slug } })),
      }))
    : suggestions.map((suggestion) => ({
        key: suggestion.var_slug,
        label: markMatches(suggestion.var_title, data?.words),
        go: () => leave(() => void navigate({ to: '/product/$slug', params: { slug: suggestion.var_slug } })),
      }));

  function submit() {
    if (!trimmed) return;
    leave(() => void navigate({ to: '/shop', search: { search: trimmed } }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = choices.length;
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
      const chosen = choices[active];
      if (chosen) {
        event.preventDefault();
        chosen.go();
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
      <ul
        id={listId}
        role="listbox"
        aria-label={shellTexts.aria.suggestions}
        className={css.listbox}
        hidden={!expanded}
      >
        {expanded && isPending ? (
          <li role="presentation" className={css.status}>
            <Spinner />
          </li>
        ) : null}
        {notFound ? (
          <li role="presentation" className={css.status}>
            {texts.productNotFound}
          </li>
        ) : null}
        {expanded
          ? choices.map((choice, i) => (
              <li
                key={choice.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={css.option}
                // mousedown, not click: the input's blur would close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  choice.go();
                }}
              >
                {choice.label}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
