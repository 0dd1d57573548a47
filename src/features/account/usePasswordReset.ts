/**
 * The password reset's actor (machines/passwordReset.machine.ts), the account feature's
 * own: created when the reset screens' chunk first loads, and kept for as long as the app
 * runs, so the email typed on /forgetpassword and the token a code gives outlive each
 * screen. Each screen binds its fields to it through `useResetForm`.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { createActor, fromPromise } from 'xstate';
import { unwrap } from '#openapi/client';
import { effectActions } from '#machines/effects';
import { passwordResetMachine, visibleResetErrors } from '#machines/passwordReset.machine';
import { stepFields, type ResetField, type ResetStep } from '#machines/passwordReset.schemas';
import { limits, textLimits } from '#rules/limits';
import { api } from '#src/app/api/api';
import { appEffects } from '#src/app/actors/effects';
import { inspect } from '#src/app/actors/inspect';

const livePasswordReset = passwordResetMachine.provide({
  actors: {
    requestCode: fromPromise(async ({ input }) => (await unwrap(api.POST('/password-reset', { body: input }))).message),
    checkCode: fromPromise(
      async ({ input }) => (await unwrap(api.POST('/password-reset/code', { body: input }))).data.reset_token,
    ),
    setPassword: fromPromise(
      async ({ input }) => (await unwrap(api.POST('/password-reset/password', { body: input }))).message,
    ),
  },
  actions: effectActions(appEffects),
});

const passwordResetActor = createActor(livePasswordReset, { ...(inspect ? { inspect } : {}) });
passwordResetActor.start();

/** What each field may hold, as the contract caps it. */
const maxLength: Record<ResetField, number> = {
  email: textLimits.email,
  code: limits.resetCodeDigits,
  password: limits.passwordMax,
  confirmPassword: limits.passwordMax,
};

/**
 * Binds the screen of `step` to the reset's actor: whether the flow is on this screen,
 * per-field props, the server's words, and focus on the first invalid field after a
 * refused submit. `startsFlow`: opening this screen starts a reset afresh (/forgetpassword).
 */
export function useResetForm(step: ResetStep, { startsFlow = false } = {}) {
  useEffect(() => {
    if (startsFlow) passwordResetActor.send({ type: 'START' });
  }, [startsFlow]);

  const onThisScreen = useSelector(passwordResetActor, (s) => s.matches(step));
  const values = useSelector(passwordResetActor, (s) => s.context.values);
  const errors = useSelector(passwordResetActor, (s) => visibleResetErrors(s.context), shallowEqual);
  const failure = useSelector(passwordResetActor, (s) => s.context.failure);
  const notice = useSelector(passwordResetActor, (s) => s.context.notice);
  const sending = useSelector(passwordResetActor, (s) => s.hasTag('sending'));
  const submitAttempts = useSelector(passwordResetActor, (s) => s.context.submitAttempts);

  const inputs = useRef(new Map<ResetField, HTMLInputElement>());
  useEffect(() => {
    if (submitAttempts === 0) return;
    const { errors } = passwordResetActor.getSnapshot().context;
    const first = stepFields[step].find((field) => errors[field]);
    if (first) inputs.current.get(first)?.focus();
  }, [submitAttempts, step]);

  const field = (name: ResetField) => ({
    name,
    value: values[name],
    maxLength: maxLength[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: (event: { target: { value: string } }) =>
      passwordResetActor.send({ type: 'CHANGE', field: name, value: event.target.value }),
    onBlur: () => passwordResetActor.send({ type: 'BLUR', field: name }),
  });

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    passwordResetActor.send({ type: 'SUBMIT' });
  };

  return { onThisScreen, field, onSubmit, failure, notice, sending };
}
