import { useId, useState } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { texts } from '#rules/texts';
import { RichHtml } from '#src/ui/RichHtml';
import * as fieldCss from '#src/ui/field.css';
import * as page from '../admin-page.css';
import * as parts from '../parts.css';
import { shopUrl } from '../shop-url';
import type { Banner, Settings } from './draft';
import * as css from './settings.css';

const words = adminTexts.settings;

const SHOWN = {
  home: texts.drawer.home,
  about: texts.pageTitles.aboutus,
  terms: texts.pageTitles.termsandconditions,
  privacy: texts.pageTitles.privacypolicy,
} as const;
type Shown = keyof typeof SHOWN;

/**
 * What the storefront will show once the settings are saved, drawn from the form's values, nothing sent (decision
 * 0062): a page's text through the storefront's own RichHtml (its rich-text rules and typography), and the home page's
 * name, logo and banners in the order and number the home page takes them.
 */
export function Preview({ draft }: { draft: Settings }) {
  const [shown, setShown] = useState<Shown>('home');
  const pickId = useId();
  return (
    <section className={css.preview} aria-label={words.previewTitle(SHOWN[shown])}>
      <div className={fieldCss.field}>
        <label className={fieldCss.label} htmlFor={pickId}>
          {words.previewPage}
        </label>
        <select
          id={pickId}
          className={fieldCss.input}
          value={shown}
          onChange={(event) => setShown(event.target.value as Shown)}
        >
          {Object.entries(SHOWN).map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p className={page.muted}>{words.previewNote}</p>
      {shown === 'home' ? (
        <HomePreview draft={draft} />
      ) : (
        <article>
          <h3 className={page.panelTitle}>{SHOWN[shown]}</h3>
          {shown === 'about' && draft.pages.about.banner && (
            <img className={css.previewImage} src={shopUrl(draft.pages.about.banner)} alt="" />
          )}
          <RichHtml html={draft.pages[shown].html} />
        </article>
      )}
    </section>
  );
}

function HomePreview({ draft }: { draft: Settings }) {
  const { offer, vertical, horizontal } = draft.banners;
  // The home page's row: the first two tall banners either side of the first two wide ones.
  const row = [vertical[0], ...horizontal.slice(0, 2), vertical[1]].filter((b): b is Banner => b !== undefined);
  return (
    <>
      <p className={parts.said}>
        {draft.logo && <img className={css.thumb} src={shopUrl(draft.logo)} alt="" />} {draft.site_name}
      </p>
      <BannerRow label={words.bannerKinds.offer!} banners={offer} />
      <BannerRow label={words.sections.banners!} banners={row} />
      <p className={page.muted}>{draft.copyright}</p>
    </>
  );
}

function BannerRow({ label, banners }: { label: string; banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className={css.previewBanners} role="group" aria-label={label}>
      {banners.map((banner, i) => (
        <figure key={i} className={css.previewBanner}>
          <img className={css.previewImage} src={shopUrl(banner.image)} alt="" />
          {banner.title && <figcaption>{banner.title}</figcaption>}
        </figure>
      ))}
    </div>
  );
}
