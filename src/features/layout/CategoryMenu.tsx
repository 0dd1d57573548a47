import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { menuCategoriesQuery } from '#src/app/queries/categoryQueries';
import { shellTexts } from '#src/ui/copy';
import * as css from './CategoryMenu.css';

/**
 * Top categories with a panel of subcategories and their sub-subcategories. The panel
 * opens on hover and on keyboard focus (so Tab reaches every link) and closes on
 * Escape, on pointer leave, or when focus leaves the entry.
 */
export function CategoryMenu() {
  const { data: categories = [] } = useQuery(menuCategoriesQuery());
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  if (categories.length === 0) return null;

  return (
    <nav aria-label={shellTexts.aria.categories} className={css.nav}>
      <ul className={css.row}>
        {categories.map((cat) => {
          const open = openSlug === cat.var_slug && cat.sub_categories.length > 0;
          return (
            <li
              key={cat.int_glcode}
              className={css.item}
              onMouseEnter={() => setOpenSlug(cat.var_slug)}
              onMouseLeave={() => setOpenSlug(null)}
              onFocus={() => setOpenSlug(cat.var_slug)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenSlug(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && open) {
                  setOpenSlug(null);
                  event.currentTarget.querySelector<HTMLElement>('a')?.focus();
                }
              }}
            >
              <Link
                to="/shop/$id"
                params={{ id: cat.var_slug }}
                className={css.topLink}
                aria-expanded={cat.sub_categories.length > 0 ? open : undefined}
                onClick={() => setOpenSlug(null)}
              >
                {cat.var_title}
              </Link>
              {open ? (
                <div className={css.panel}>
                  <ul className={css.panelGrid} aria-label={cat.var_title}>
                    {cat.sub_categories.map((sub) => (
                      <li key={sub.int_glcode}>
                        <Link
                          to="/shop/$id/$subid"
                          params={{ id: cat.var_slug, subid: sub.var_slug }}
                          className={css.subLink}
                          onClick={() => setOpenSlug(null)}
                        >
                          {sub.var_title}
                        </Link>
                        {sub.subsub_categories.length > 0 ? (
                          <ul className={css.subsubList}>
                            {sub.subsub_categories.map((subsub) => (
                              <li key={subsub.int_glcode}>
                                <Link
                                  to="/shop/$id/$subid/$subsubid"
                                  params={{ id: cat.var_slug, subid: sub.var_slug, subsubid: subsub.var_slug }}
                                  className={css.subsubLink}
                                  onClick={() => setOpenSlug(null)}
                                >
                                  {subsub.var_title}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
