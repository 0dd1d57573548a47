import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { shellTexts } from '#src/ui/copy';
import { picture } from '#src/ui/picture';
import { classificationsQuery } from '#src/app/queries/categoryQueries';
import * as css from './home.css';

/** The icons are 4:5, fitted into a 72 px square (home.css.ts): drawn 58 px wide. */
const iconWidth = 58;

/** Classification tiles; each goes to /shop/{slug}. */
export function ClassificationGrid() {
  const { data: classifications } = useSuspenseQuery(classificationsQuery());
  if (classifications.length === 0) return null;
  return (
    <section className={`${css.container} ${css.section}`} aria-labelledby="home-classifications">
      <h2 id="home-classifications" className={css.sectionTitle}>
        {shellTexts.home.shopByCategory}
      </h2>
      <ul className={css.classGrid}>
        {classifications.map((c) => (
          <li key={c.int_glcode}>
            <Link to="/shop/$id" params={{ id: c.var_slug }} className={css.classTile}>
              <img
                className={css.classIcon}
                {...picture(c.var_icon, iconWidth)}
                alt=""
                width={72}
                height={72}
                loading="lazy"
              />
              <span>{c.var_title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
