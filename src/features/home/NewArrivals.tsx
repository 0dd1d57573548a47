import { Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CatchBoundary, Link } from '@tanstack/react-router';
import { InlineRouteError } from '#src/app/routing/RouteError';
import { limits } from '#rules/limits';
import { newArrivalCategoriesQuery } from '#src/app/queries/categoryQueries';
import { LiveProductCard } from '#src/app/components/LiveProductCard';
import { shellTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { buttonClass } from '#src/ui/Button';
import { Skeleton } from '#src/ui/Skeleton';
import { Tabs } from '#src/ui/Tabs';
import { cardGrid } from '#src/ui/ProductCard.css';
import { newArrivalsQuery } from './queries';
import * as css from './home.css';

const ALL = 'all';

/** The grid's loading state; also part of the home route's pending view. */
export function ProductsGridSkeleton() {
  return (
    <ul className={cardGrid} aria-busy="true" aria-label={shellTexts.aria.loading}>
      {Array.from({ length: limits.newArrivalsPageSize }, (_, i) => (
        <li key={i}>
          <Skeleton height={260} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One tab's grid. The home loader brings 'All'; another tab loads when chosen, inside
 * its own panel, so a slow or failed tab leaves the rest of the home page alone.
 */
function TabGrid({ category }: { category: string }) {
  return (
    <CatchBoundary getResetKey={() => category} errorComponent={InlineRouteError}>
      <Suspense fallback={<ProductsGridSkeleton />}>
        <ProductsGrid category={category} />
      </Suspense>
    </CatchBoundary>
  );
}

function ProductsGrid({ category }: { category: string }) {
  const { data } = useSuspenseQuery(newArrivalsQuery(category));
  if (data.data.length === 0) return <p className={css.intro}>{texts.productNotFound}</p>;
  return (
    <ul className={cardGrid}>
      {data.data.map((p) => (
        <li key={p.int_glcode}>
          <LiveProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}

/** New Arrivals: 'All' plus the new-arrival categories; each tab loads its own grid. */
export function NewArrivals() {
  const { data: categories } = useSuspenseQuery(newArrivalCategoriesQuery());
  const [tab, setTab] = useState(ALL);
  const tabs = [
    { value: ALL, label: texts.all },
    ...categories.map((c) => ({ value: c.var_slug, label: c.var_title })),
  ];

  return (
    <section className={`${css.container} ${css.section}`} aria-labelledby="home-new-arrivals">
      <h2 id="home-new-arrivals" className={css.sectionTitle}>
        {texts.newArrivals}
      </h2>
      <p className={css.intro}>{shellTexts.home.newArrivalsIntro}</p>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={texts.newArrivals}>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            <TabGrid category={t.value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className={css.center}>
        <Link to="/shop/$id" params={{ id: tab }} className={buttonClass({ tone: 'secondary' })}>
          {texts.viewMore}
        </Link>
      </div>
    </section>
  );
}
