// The about, terms and privacy pages: their HTML, kept as the storefront's rich-text rules keep it (decision 0062).
import { adminTexts } from '#rules/admin-texts';
import { settingsLimits } from '#rules/limits';
import * as page from '../admin-page.css';
import { RichTextField } from '../rich-text/RichTextField';
import type { SectionProps } from './DetailsSections';
import { PictureField } from './PictureField';

const words = adminTexts.settings;
const PAGES = ['about', 'terms', 'privacy'] as const;

export function PagesSection({ draft, problems, set }: SectionProps) {
  return (
    <section className={page.panel} aria-labelledby="settings-pages">
      <h2 id="settings-pages" className={page.panelTitle}>
        {words.sections.pages}
      </h2>
      {PAGES.map((name) => (
        <RichTextField
          key={name}
          label={words.fields[name]!}
          hint={words.pageHint}
          value={draft.pages[name].html}
          maxLength={settingsLimits.page}
          error={problems[`pages.${name}.html`] ?? problems[`pages.${name}`]}
          onChange={(html) =>
            set((current) => ({ pages: { ...current.pages, [name]: { ...current.pages[name], html } } }))
          }
        />
      ))}
      <PictureField
        name={words.aboutBanner}
        url={draft.pages.about.banner}
        error={problems['pages.about.banner']}
        onChange={(banner) =>
          set((current) => ({ pages: { ...current.pages, about: { ...current.pages.about, banner } } }))
        }
      />
    </section>
  );
}
