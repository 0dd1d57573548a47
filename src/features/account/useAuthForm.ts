import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { visibleErrors } from '#machines/auth.machine';
import { formFields, type AuthField, type AuthMode } from '#machines/auth.schemas';
import { limits, textLimits } from '#rules/limits';
import { authActor } from '#src/app/actors/authActor';

/** What each field may hold, as the contract caps it (a password being set is capped tighter than one logging in). */
const maxLength: Record<AuthMode, Partial<Record<AuthField, number>>> = {
  login: { email: textLimits.email, password: textLimits.loginPassword },
  signup: {
    email: textLimits.email,
    firstName: textLimits.name,
    lastName: textLimits.name,
    mobile: limits.mobileDigits,
    password: limits.passwordMax,
    confirmPassword: limits.passwordMax,
  },
};

/**
 * Binds a login or sign-up screen to the auth actor: opens a fresh form on mount,
 * hands out per-field props, and focuses the first invalid field after a refused submit.
 */
export function useAuthForm(mode: AuthMode) {
  useEffect(() => {
    authActor.send({ type: mode === 'login' ? 'SHOW_LOGIN' : 'SHOW_SIGNUP' });
  }, [mode]);

  const values = useSelector(authActor, (s) => s.context.values);
  const errors = useSelector(authActor, (s) => visibleErrors(s.context), shallowEqual);
  const general = useSelector(authActor, (s) => s.context.serverErrors.general);
  const submitting = useSelector(authActor, (s) => s.hasTag('submitting'));
  const redirecting = useSelector(authActor, (s) => s.hasTag('redirecting'));
  const submitAttempts = useSelector(authActor, (s) => s.context.submitAttempts);

  const inputs = useRef(new Map<AuthField, HTMLInputElement>());
  useEffect(() => {
    if (submitAttempts === 0) return;
    const { errors } = authActor.getSnapshot().context;
    const first = formFields[mode].find((field) => errors[field]);
    if (first) inputs.current.get(first)?.focus();
  }, [submitAttempts, mode]);

  const field = (name: AuthField) => ({
    name,
    value: values[name],
    maxLength: maxLength[mode][name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: (event: { target: { value: string } }) =>
      authActor.send({ type: 'CHANGE', field: name, value: event.target.value }),
    onBlur: () => authActor.send({ type: 'BLUR', field: name }),
  });

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    authActor.send({ type: 'SUBMIT' });
  };

  return { field, onSubmit, general, submitting, redirecting };
}
