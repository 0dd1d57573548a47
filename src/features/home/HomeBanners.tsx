import { useSuspenseQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../openapi/client';
import { shellTexts } from '../../ui/copy';
import { homeBannersQuery } from './queries';
import { StorefrontLink } from '../../app/StorefrontLink';
import * as css from './home.css';

type Banner = Schemas['Banner'];

/** The drawn banners' own sizes (server/media/banners.ts), so the browser reserves the space. */
const sizes = { vertical: { width: 600, height: 900 }, horizontal: { width: 1200, height: 400 } };

/** `lead`: the page's largest picture on a phone (its LCP), fetched first rather than lazily. */
function BannerTile({ banner, shape, lead = false }: { banner: Banner; shape: 'vertical' | 'horizontal'; lead?: boolean }) {
  return (
    <StorefrontLink href={banner.var_link} className={css.bannerLink}>
      <img
        className={`${css.bannerImage} ${shape === 'vertical' ? css.verticalImage : css.horizontalImage}`}
        src={banner.var_image}
        alt=""
        {...sizes[shape]}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : 'auto'}
      />
      <span className={css.bannerTitle}>{banner.var_title}</span>
    </StorefrontLink>
  );
}

/** A large vertical banner either side of two horizontal ones: the first two of each list. */
export function HomeBanners() {
  const { data } = useSuspenseQuery(homeBannersQuery());
  const [v1, v2] = data.vertical_banner;
  const horizontals = data.horizontal_banner.slice(0, 2);
  if (!v1 && horizontals.length === 0) return null;

  return (
    <section className={`${css.container} ${css.section}`} aria-label={shellTexts.aria.banners}>
      <div className={css.banners}>
        {v1 ? <BannerTile banner={v1} shape="vertical" lead /> : null}
        <div className={css.bannerStack}>
          {horizontals.map((b) => (
            <BannerTile key={b.int_glcode} banner={b} shape="horizontal" />
          ))}
        </div>
        {v2 ? <BannerTile banner={v2} shape="vertical" /> : null}
      </div>
    </section>
  );
}
