import { useSuspenseQuery } from '@tanstack/react-query';
import type { Schemas } from '#openapi/client';
import { shellTexts } from '#src/ui/copy';
import { picture, type PictureFit } from '#src/ui/picture';
import { homeBannersQuery } from './queries';
import { StorefrontLink } from '#src/app/routing/StorefrontLink';
import * as css from './home.css';

type Banner = Schemas['Banner'];

/** The drawn banners' own sizes (server/media/drawn/banners.ts), so the browser reserves the space. */
const ownSizes = { vertical: { width: 600, height: 900 }, horizontal: { width: 1200, height: 400 } };

/**
 * How wide each banner is drawn (home.css.ts): each covers its box, cropped. On a phone
 * the boxes are the page's width (less 16 px each side) at 16:10 and 16:9: the 2:3
 * vertical fills the width, the 3:1 horizontal the height, drawn 3 × 9/16 of the width.
 * From md the row is 440 px high, in columns 1fr 1.4fr 1fr 16 px apart: the vertical
 * fills its column, or the height (293 px wide) below 1061 px; each horizontal is 212 px
 * high, so drawn 636 px wide.
 */
const fits: Record<'vertical' | 'horizontal', PictureFit> = {
  vertical: {
    sizes:
      '(min-width: 1280px) 358px, (min-width: 1061px) calc(29.4vw - 19px), (min-width: 768px) 294px, calc(100vw - 32px)',
    min: 288,
    max: 735,
  },
  horizontal: { sizes: '(min-width: 768px) 636px, calc(168.75vw - 54px)', min: 486, max: 1240 },
};

/** `lead`: the page's largest picture on a phone (its LCP), fetched first rather than lazily. */
function BannerTile({
  banner,
  shape,
  lead = false,
}: {
  banner: Banner;
  shape: 'vertical' | 'horizontal';
  lead?: boolean;
}) {
  return (
    <StorefrontLink href={banner.var_link} className={css.bannerLink}>
      <img
        className={`${css.bannerImage} ${shape === 'vertical' ? css.verticalImage : css.horizontalImage}`}
        {...picture(banner.var_image, fits[shape])}
        alt=""
        {...ownSizes[shape]}
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
