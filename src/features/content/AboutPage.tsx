import { useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '../../../spec/texts';
import { aboutQuery } from './queries';
import { RichHtml } from '../../ui/RichHtml';
import { StaticPage } from './StaticPage';
import * as css from './content.css';

/** About Us: rich content on the left, the banner on the right (stacked on phones). */
export function AboutPage() {
  const { data: about } = useSuspenseQuery(aboutQuery());
  return (
    <StaticPage title={texts.pageTitles.aboutus}>
      <div className={css.aboutGrid}>
        <RichHtml html={about?.content ?? ''} />
        {about?.banner ? <img className={css.banner} src={about.banner} alt="" /> : null}
      </div>
    </StaticPage>
  );
}
