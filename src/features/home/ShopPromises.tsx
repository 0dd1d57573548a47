import { shellTexts } from '#src/ui/copy';
import { IconLock, IconReturn, IconTruck } from '#src/ui/icons';
import * as css from './home.css';

const icons = [IconTruck, IconReturn, IconLock];

/** The extra section below the body: what every order comes with. */
export function ShopPromises() {
  return (
    <section className={css.promises} aria-label={shellTexts.home.promisesLabel}>
      <ul className={`${css.container} ${css.promiseList}`}>
        {shellTexts.home.promises.map((p, i) => {
          const Icon = icons[i] ?? IconTruck;
          return (
            <li key={p.title} className={css.promise}>
              <span className={css.promiseIcon}>
                <Icon size={32} />
              </span>
              <div>
                <h2 className={css.promiseTitle}>{p.title}</h2>
                <p className={css.promiseText}>{p.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
