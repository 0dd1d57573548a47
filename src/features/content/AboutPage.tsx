import { useSuspenseQuery } from '@tanstack/react-query';
import { mediaUrl } from '../../app/config';
import { texts } from '../../../spec/texts';
import { aboutQuery } from './queries';
import { RichHtml } from './RichHtml';
import { StaticPage } from './StaticPage';
import * as css from './content.css';

/** About Us: rich content on the left, the banner on the right (stacked on phones). */
export function AboutPage() {
  const { data: about } = useSuspenseQuery(aboutQuery());
  return (
    <StaticPage title={texts.pageTitles.aboutus}>
      <div className={css.aboutGrid}>
        <RichHtml html={about?.content ?? ''} />
        {about?.banner ? <img className={css.banner} src={mediaUrl(about.banner)} alt="" /> : null}
      </div>
    </StaticPage>
  );
}
