import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../../../rules/patterns';
import { accountTexts } from '../../ui/copy';
import { texts } from '../../../rules/texts';
import { StaticAccountForm, type StaticField } from './StaticAccountForm';

const emailField: StaticField = {
  name: 'email',
  label: accountTexts.email,
  type: 'email',
  autoComplete: 'email',
  validate: (v) => (!v.trim() ? texts.emailRequired : EMAIL_PATTERN.test(v.trim()) ? undefined : texts.emailInvalid),
};

const codeField: StaticField = {
  name: 'code',
  label: accountTexts.code,
  autoComplete: 'one-time-code',
  validate: (v) => (v.trim() ? undefined : accountTexts.codeRequired),
};

const newPasswordFields: StaticField[] = [
  {
    name: 'password',
    label: accountTexts.newPassword,
    type: 'password',
    autoComplete: 'new-password',
    validate: (v) => (!v ? texts.passwordRequired : PASSWORD_PATTERN.test(v) ? undefined : texts.passwordWeak),
  },
  {
    name: 'confirmPassword',
    label: accountTexts.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
    validate: (v, all) =>
      !v ? texts.confirmPasswordRequired : v === all.password ? undefined : texts.confirmPasswordMismatch,
  },
];

export const ForgetPasswordPage = () => <StaticAccountForm title={accountTexts.forgetTitle} fields={[emailField]} />;
export const ConfirmPasswordPage = () => <StaticAccountForm title={accountTexts.confirmTitle} fields={[codeField]} />;
export const NewPasswordPage = () => (
  <StaticAccountForm title={accountTexts.newPasswordTitle} fields={newPasswordFields} />
);
