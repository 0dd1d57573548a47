import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { shellTexts } from '../../ui/copy';
import { classificationsQuery } from '../../app/categoryQueries';
import * as css from './home.css';

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
              <img className={css.classIcon} src={c.var_icon} alt="" width={72} height={72} loading="lazy" />
              <span>{c.var_title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
