import { useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '#rules/texts';
import { aboutQuery } from './queries';
import { picture } from '#src/ui/picture';
import { RichHtml } from '#src/ui/RichHtml';
import { StaticPage } from './StaticPage';
import * as css from './content.css';

/**
 * The banner's width (content.css.ts): the page's width on a phone; from md the narrower
 * of two columns (3fr 2fr, 24 px apart), until the page stops growing at 1280 px.
 */
const bannerFit = {
  sizes: '(min-width: 1280px) 490px, (min-width: 768px) calc(40vw - 22px), calc(100vw - 32px)',
  min: 288,
  max: 735,
};

/** About Us: rich content on the left, the banner on the right (stacked on phones). */
export function AboutPage() {
  const { data: about } = useSuspenseQuery(aboutQuery());
  return (
    <StaticPage title={texts.pageTitles.aboutus}>
      <div className={css.aboutGrid}>
        <RichHtml html={about?.content ?? ''} />
        {about?.banner ? <img className={css.banner} {...picture(about.banner, bannerFit)} alt="" /> : null}
      </div>
    </StaticPage>
  );
}
