// The shop's name and pictures, its company details and its social links: one line each, as the settings file has them.
import { adminTexts } from '#rules/admin-texts';
import { GST_STATES } from '#rules/gst-states';
import { settingsLimits } from '#rules/limits';
import * as fieldCss from '#src/ui/field.css';
import { FormField } from '#src/ui/FormField';
import * as page from '../admin-page.css';
import { TextArea } from '../TextArea';
import type { Problems, Settings } from './draft';
import { PictureField } from './PictureField';
import * as css from './settings.css';

const words = adminTexts.settings;
const label = words.fields;

export interface SectionProps {
  draft: Settings;
  problems: Problems;
  set: (change: (current: Settings) => Partial<Settings>) => void;
}

export function IdentitySection({ draft, problems, set }: SectionProps) {
  return (
    <section className={page.panel} aria-labelledby="settings-identity">
      <h2 id="settings-identity" className={page.panelTitle}>
        {words.sections.identity}
      </h2>
      <FormField
        label={label.site_name!}
        value={draft.site_name}
        maxLength={settingsLimits.siteName}
        error={problems.site_name}
        onChange={(event) => set(() => ({ site_name: event.target.value }))}
      />
      <div className={css.columns}>
        <PictureField
          name={label.logo!}
          url={draft.logo}
          error={problems.logo}
          onChange={(logo) => set(() => ({ logo }))}
        />
        <PictureField
          name={label.favicon!}
          url={draft.favicon}
          error={problems.favicon}
          onChange={(favicon) => set(() => ({ favicon }))}
        />
      </div>
      <FormField
        label={label.copyright!}
        value={draft.copyright}
        maxLength={settingsLimits.copyright}
        error={problems.copyright}
        onChange={(event) => set(() => ({ copyright: event.target.value }))}
      />
      <TextArea
        label={label.meta_description!}
        value={draft.meta_description}
        maxLength={settingsLimits.metaDescription}
        error={problems.meta_description}
        onChange={(meta_description) => set(() => ({ meta_description }))}
      />
    </section>
  );
}

export function CompanySection({ draft, problems, set }: SectionProps) {
  const contact = (change: Partial<Settings['contact']>) =>
    set((current) => ({ contact: { ...current.contact, ...change } }));
  const gst = (change: Partial<Settings['gst']>) => set((current) => ({ gst: { ...current.gst, ...change } }));
  return (
    <section className={page.panel} aria-labelledby="settings-company">
      <h2 id="settings-company" className={page.panelTitle}>
        {words.sections.company}
      </h2>
      <div className={css.columns}>
        <FormField
          label={label.email!}
          type="email"
          value={draft.contact.email}
          error={problems['contact.email']}
          onChange={(event) => contact({ email: event.target.value })}
        />
        <FormField
          label={label.phone!}
          type="tel"
          value={draft.contact.phone}
          maxLength={settingsLimits.phone}
          error={problems['contact.phone']}
          onChange={(event) => contact({ phone: event.target.value })}
        />
      </div>
      <FormField
        label={label.address!}
        value={draft.contact.address}
        maxLength={settingsLimits.address}
        error={problems['contact.address']}
        onChange={(event) => contact({ address: event.target.value })}
      />
      <div className={css.columns}>
        <FormField
          label={label.gstin!}
          value={draft.gst.gstin}
          maxLength={15}
          error={problems['gst.gstin']}
          onChange={(event) => gst({ gstin: event.target.value })}
        />
        <FormField
          label={label.legal_name!}
          value={draft.gst.legal_name}
          maxLength={settingsLimits.legalName}
          error={problems['gst.legal_name']}
          onChange={(event) => gst({ legal_name: event.target.value })}
        />
      </div>
      <FormField
        label={label.legal_address!}
        value={draft.gst.legal_address}
        maxLength={settingsLimits.legalAddress}
        error={problems['gst.legal_address']}
        onChange={(event) => gst({ legal_address: event.target.value })}
      />
      <div className={css.columns}>
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor="settings-gst-state">
            {label.state}
          </label>
          <select
            id="settings-gst-state"
            className={fieldCss.input}
            value={draft.gst.state}
            aria-invalid={problems['gst.state'] ? true : undefined}
            aria-describedby={problems['gst.state'] ? 'settings-gst-state-problem' : undefined}
            onChange={(event) => gst({ state: event.target.value })}
          >
            <option value="">{words.noState}</option>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
          {problems['gst.state'] && (
            <p id="settings-gst-state-problem" className={fieldCss.error}>
              {problems['gst.state']}
            </p>
          )}
        </div>
        <FormField
          label={label.series_prefix!}
          value={draft.gst.series_prefix}
          maxLength={4}
          error={problems['gst.series_prefix']}
          onChange={(event) => gst({ series_prefix: event.target.value })}
        />
        <FormField
          label={label.default_hsn!}
          value={draft.gst.default_hsn}
          inputMode="numeric"
          maxLength={8}
          error={problems['gst.default_hsn']}
          onChange={(event) => gst({ default_hsn: event.target.value })}
        />
      </div>
      <label className={fieldCss.label}>
        <input
          type="checkbox"
          checked={draft.gst.prices_include_gst}
          onChange={(event) => gst({ prices_include_gst: event.target.checked })}
        />{' '}
        {label.prices_include_gst}
      </label>
    </section>
  );
}

const NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin'] as const;

export function SocialSection({ draft, problems, set }: SectionProps) {
  return (
    <section className={page.panel} aria-labelledby="settings-social">
      <h2 id="settings-social" className={page.panelTitle}>
        {words.sections.social}
      </h2>
      <p className={page.muted}>{words.socialHint}</p>
      <div className={css.columns}>
        {NETWORKS.map((network) => (
          <FormField
            key={network}
            label={label[network]!}
            type="url"
            value={draft.social[network]}
            error={problems[`social.${network}`]}
            onChange={(event) => set((current) => ({ social: { ...current.social, [network]: event.target.value } }))}
          />
        ))}
      </div>
    </section>
  );
}
