// The home page's sections the shop sets: the offers slider and the banner row, each a list of banners in order.
import { adminTexts } from '#rules/admin-texts';
import { settingsLimits } from '#rules/limits';
import { FormField } from '#src/ui/FormField';
import * as page from '../admin-page.css';
import { MoveButtons } from '../MoveButtons';
import type { SectionProps } from './DetailsSections';
import { BANNER_KINDS, type Banner, type BannerKind } from './draft';
import { PictureField } from './PictureField';
import * as css from './settings.css';

const words = adminTexts.settings;

export function BannersSection({ draft, problems, set }: SectionProps) {
  const setList = (kind: BannerKind, change: (list: Banner[]) => Banner[]) =>
    set((current) => ({ banners: { ...current.banners, [kind]: change(current.banners[kind]) } }));
  const move = (kind: BannerKind, from: number, to: number) =>
    setList(kind, (list) => {
      const moved = [...list];
      const [banner] = moved.splice(from, 1);
      moved.splice(to, 0, banner!);
      return moved;
    });
  return (
    <section className={page.panel} aria-labelledby="settings-banners">
      <h2 id="settings-banners" className={page.panelTitle}>
        {words.sections.banners}
      </h2>
      <p className={page.muted}>{words.homeShows}</p>
      {BANNER_KINDS.map((kind) => {
        const list = draft.banners[kind];
        const kindName = words.bannerKinds[kind]!;
        return (
          <section key={kind} aria-label={kindName} className={page.panel}>
            <h3 className={page.panelTitle}>{kindName}</h3>
            {problems[`banners.${kind}`] && <p className={page.muted}>{problems[`banners.${kind}`]}</p>}
            <ol className={css.banners}>
              {list.map((banner, index) => {
                const name = `${words.bannerName(index + 1)} (${kindName})`;
                const at = `banners.${kind}.${index}`;
                const change = (edit: Partial<Banner>) =>
                  setList(kind, (current) => current.map((b, i) => (i === index ? { ...b, ...edit } : b)));
                return (
                  <li key={index} className={css.banner}>
                    <PictureField
                      name={`${words.bannerName(index + 1)}: ${words.fields.image}`}
                      url={banner.image}
                      error={problems[`${at}.image`]}
                      onChange={(image) => change({ image })}
                    />
                    <div>
                      <FormField
                        label={`${words.bannerName(index + 1)}: ${words.fields.title}`}
                        value={banner.title}
                        maxLength={settingsLimits.bannerTitle}
                        error={problems[`${at}.title`]}
                        onChange={(event) => change({ title: event.target.value })}
                      />
                      <FormField
                        label={`${words.bannerName(index + 1)}: ${words.fields.link}`}
                        value={banner.link}
                        placeholder="/shop"
                        error={problems[`${at}.link`]}
                        onChange={(event) => change({ link: event.target.value })}
                      />
                    </div>
                    <MoveButtons
                      at={index}
                      count={list.length}
                      names={{
                        earlier: words.bannerEarlier(name),
                        later: words.bannerLater(name),
                        remove: words.removeBanner(name),
                      }}
                      move={(from, to) => move(kind, from, to)}
                      remove={() => setList(kind, (current) => current.filter((_, i) => i !== index))}
                    />
                  </li>
                );
              })}
            </ol>
            {list.length < settingsLimits.banners && (
              <PictureField
                name={kindName}
                url={undefined}
                error={undefined}
                adding={`${words.addBanner}: ${kindName}`}
                onChange={(image) => setList(kind, (current) => [...current, { image, title: '', link: '' }])}
              />
            )}
          </section>
        );
      })}
      <p className={page.muted}>{words.linkHint}</p>
    </section>
  );
}
