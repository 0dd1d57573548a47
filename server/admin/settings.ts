// The shop's pages in the back office (issue 54): what `npm run shop -- settings` sets, read and saved through the
// settings file's own rules and writer (server/shop-settings), so the form and the CLI agree (decision 0062).
import { adminTexts } from '#rules/admin-texts';
import { record } from '../activity/record';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { conflict } from '../messages/errors';
import { RequestRefused } from '../plugins/request-problems';
import {
  checkSettings,
  currentSettings,
  saveSettings,
  settingsVersion,
  type SettingsProblem,
} from '../shop-settings/shop-settings';
import { signedInStaff } from '../staff/guard';

const words = adminTexts.settings;

/** A setting's name, by the last word of its place that names one (`banners.offer.0.image`: Picture). */
export const settingName = (field: string): string =>
  field
    .split('.')
    .reverse()
    .map((part) => words.fields[part])
    .find(Boolean) ?? field;

/** The file's problems as the contract's 400: one sentence for people, and each field's words for the form. */
function refused(problems: SettingsProblem[]): RequestRefused {
  return new RequestRefused(
    problems.length === 1
      ? `${settingName(problems[0]!.field)} ${problems[0]!.text}.`
      : words.problems(problems.length),
    problems.map(({ field, text }) => ({
      in: 'body',
      field: `settings/${field.replaceAll('.', '/')}`,
      problem: 'invalid',
      says: text,
    })),
  );
}

/** Today's settings as the form shows them: the printed file's keys but the currency, which is always rupees. */
async function formSettings(ctx: AppContext): Promise<Answer<'getAdminSettings'>['data']> {
  const current = await currentSettings(ctx.db);
  const { currency: _rupees, ...settings } = current;
  return { version: settingsVersion(current), settings };
}

export function adminSettingsHandlers(ctx: AppContext): Handlers {
  return {
    async getAdminSettings() {
      const answer: Answer<'getAdminSettings'> = { data: await formSettings(ctx) };
      return answer;
    },

    async saveAdminSettings(request) {
      const by = { staffId: signedInStaff(request).id };
      const checked = checkSettings(request.body.settings);
      if ('problems' in checked) throw refused(checked.problems);
      const at = ctx.now();
      const saved = await saveSettings(ctx.db, checked.settings, {
        mediaDir: ctx.config.mediaDir,
        sources: null,
        version: request.body.version,
        inTransaction: (tx) => record(tx, by, at, { action: 'settings.save', subject: "the shop's settings" }),
      });
      if ('problems' in saved) throw refused(saved.problems);
      if ('changed' in saved) throw conflict(words.changed);
      const answer: Answer<'saveAdminSettings'> = { message: words.saved, data: await formSettings(ctx) };
      return answer;
    },
  };
}
