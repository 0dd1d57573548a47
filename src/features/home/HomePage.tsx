import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ClassificationGrid } from './ClassificationGrid';
import { HomeBanners } from './HomeBanners';
import { NewArrivals } from './NewArrivals';
import { OffersSlider } from './OffersSlider';
import { ShopPromises } from './ShopPromises';

/** Home (SPEC §2): offers, banners, classifications, New Arrivals, then the promises strip. */
export function HomePage({ title }: { title: string }) {
  return (
    <>
      <VisuallyHidden.Root asChild>
        <h1>{title}</h1>
      </VisuallyHidden.Root>
      <OffersSlider />
      <HomeBanners />
      <ClassificationGrid />
      <NewArrivals />
      <ShopPromises />
    </>
  );
}
