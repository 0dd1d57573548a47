import { useSuspenseQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../openapi/client';
import { shellTexts } from '../../ui/copy';
import { homeBannersQuery } from './queries';
import { StorefrontLink } from '../../app/StorefrontLink';
import * as css from './home.css';

type Banner = Schemas['Banner'];

function BannerTile({ banner, shape }: { banner: Banner; shape: 'vertical' | 'horizontal' }) {
  return (
    <StorefrontLink href={banner.var_link} className={css.bannerLink}>
      <img
        className={`${css.bannerImage} ${shape === 'vertical' ? css.verticalImage : css.horizontalImage}`}
        src={banner.var_image}
        alt=""
        loading="lazy"
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
        {v1 ? <BannerTile banner={v1} shape="vertical" /> : null}
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
