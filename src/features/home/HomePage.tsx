import { Skeleton } from '#src/ui/Skeleton';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { ClassificationGrid } from './ClassificationGrid';
import { HomeBanners } from './HomeBanners';
import { NewArrivals, ProductsGridSkeleton } from './NewArrivals';
import { OffersSlider, OffersSliderSkeleton } from './OffersSlider';
import { ShopPromises } from './ShopPromises';
import * as css from './home.css';
import { HydratesApart } from '#src/ui/HydratesApart';

/** Home (product §2): offers, banners, classifications, New Arrivals, then the promises strip. */
export function HomePage({ title }: { title: string }) {
  return (
    <>
      <VisuallyHidden.Root asChild>
        <h1>{title}</h1>
      </VisuallyHidden.Root>
      <HydratesApart>
        <OffersSlider />
      </HydratesApart>
      <HydratesApart>
        <HomeBanners />
        <ClassificationGrid />
      </HydratesApart>
      <HydratesApart>
        <NewArrivals />
      </HydratesApart>
      <HydratesApart>
        <ShopPromises />
      </HydratesApart>
    </>
  );
}

/** The home route's pending view: the offers, banners and a product grid as skeletons. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true">
      <OffersSliderSkeleton />
      <div className={`${css.container} ${css.section}`}>
        <div className={css.banners}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="100%" style={{ minHeight: 200 }} />
          ))}
        </div>
      </div>
      <div className={`${css.container} ${css.section}`}>
        <ProductsGridSkeleton />
      </div>
    </div>
  );
}
