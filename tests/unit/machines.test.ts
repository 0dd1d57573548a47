/** The validation rules and messages of product §5, exactly, as the machines apply them. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine, visibleErrors } from '#machines/auth.machine';
import { emptyAuthValues, validateAuthForm, type AuthValues } from '#machines/auth.schemas';
import { EMAIL_PATTERN } from '#rules/patterns';
import { contactMachine, visibleContactErrors } from '#machines/contact.machine';
import { validateContactForm } from '#machines/contact.schemas';
import { failureMessage } from '#openapi/failure';
import { ApiError } from '#openapi/client';

const good: AuthValues = {
  email: 'asha@example.com',
  password: 'Secret#123',
  firstName: 'Asha',
  lastName: '',
  mobile: '9876543210',
  confirmPassword: 'Secret#123',
};
const signupErrors = (patch: Partial<AuthValues>) => validateAuthForm('signup', { ...good, ...patch });

describe('email pattern (product §5)', () => {
  it.each([
    'a@b.co',
    'first.last@shop.example.in',
    'x_y+z@sub.domain.com',
    'me@[192.168.0.1]',
    '"odd name"@example.com',
  ])('accepts %s', (email) => expect(EMAIL_PATTERN.test(email)).toBe(true));
  it.each(['plain', 'a@b', 'a@b.c', 'a@b.c0m', 'a b@c.com', 'a@@b.com', '@b.com', 'a@b..com', 'a@[192.168.0]'])(
    'rejects %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
});

describe('sign-up rules (product §5)', () => {
  it('a complete, valid form has no error; last name is optional', () => {
    expect(signupErrors({})).toEqual({});
  });
  it('an empty form shows each required message exactly', () => {
    expect(validateAuthForm('signup', emptyAuthValues)).toEqual({
      email: 'Email is required field',
      firstName: 'First name is required field',
      mobile: 'Mobile Number is required field',
      password: 'Password is required field',
      confirmPassword: '*Confirm Password is required field',
    });
  });
  it('format messages', () => {
    expect(signupErrors({ email: 'asha@' }).email).toBe('Enter valid email address');
    expect(signupErrors({ mobile: '987654321' }).mobile).toBe('Enter valid Mobile Number');
    expect(signupErrors({ mobile: '98765432101' }).mobile).toBe('Enter valid Mobile Number');
    expect(signupErrors({ mobile: '98765o3210' }).mobile).toBe('Enter valid Mobile Number');
    expect(signupErrors({ confirmPassword: 'Secret#124' }).confirmPassword).toBe(
      '*Confirm Password is not matching with new passowrd',
    );
  });
  it.each([
    ['too short', 'Se#1abc'],
    ['too long', `Se#1${'a'.repeat(29)}`],
    ['no uppercase', 'secret#123'],
    ['no lowercase', 'SECRET#123'],
    ['no digit', 'Secret#abc'],
    ['no special', 'Secret1234'],
    ['special outside the list', 'Secret_123'],
  ])('password %s is weak', (_, password) => {
    const message = signupErrors({ password, confirmPassword: password }).password;
    expect(message?.startsWith('*Your password must contains at least 8 digit')).toBe(true);
  });
  it.each(['Se#1abcd', `Se#1${'a'.repeat(28)}`, 'Aa1?aaaa', 'Aa1-aaaa', 'Aa1^aaaa'])(
    'password %s is strong',
    (password) => {
      expect(signupErrors({ password, confirmPassword: password })).toEqual({});
    },
  );
});

describe('login rules (product §5)', () => {
  it('needs email and password, nothing more', () => {
    expect(validateAuthForm('login', emptyAuthValues)).toEqual({
      email: 'Email is required field',
      password: 'Password is required field',
    });
    expect(validateAuthForm('login', { ...emptyAuthValues, email: 'x@y.zz', password: 'a' })).toEqual({});
  });
});

describe('auth form behaviour', () => {
  const start = () => {
    const calls: unknown[] = [];
    const actor = createActor(
      authMachine.provide({
        actors: {
          signUp: fromPromise(async ({ input }) => {
            calls.push(input);
            return { accessToken: 't' };
          }),
        },
      }),
      { input: { hasToken: false } },
    ).start();
    actor.send({ type: 'SHOW_SIGNUP' });
    return { actor, calls };
  };

  it('shows a field error only after the field is left, and all of them after a refused submit', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'asha@' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'BLUR', field: 'email' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({ email: 'Enter valid email address' });
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(visibleErrors(actor.getSnapshot().context))).toEqual([
      'email',
      'firstName',
      'mobile',
      'password',
      'confirmPassword',
    ]);
    expect(calls).toEqual([]);
  });

  it('sends the sign-up payload with wire names, without an empty last name', async () => {
    const { actor, calls } = start();
    for (const [field, value] of Object.entries(good)) {
      actor.send({ type: 'CHANGE', field: field as keyof AuthValues, value });
    }
    actor.send({ type: 'SUBMIT' });
    await Promise.resolve();
    expect(calls).toEqual([
      { var_email: 'asha@example.com', var_password: 'Secret#123', var_mobile_no: '9876543210', var_name: 'Asha' },
    ]);
    actor.stop();
  });
});

describe('session', () => {
  it('opening a form after logging in keeps the session (regression: a re-entering transition restarted it)', () => {
    const actor = createActor(authMachine, { input: { hasToken: false } }).start();
    actor.send({ type: 'LOGGED_IN' });
    actor.send({ type: 'SHOW_LOGIN' });
    actor.send({ type: 'SHOW_SIGNUP' });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describe('contact rules (product §5)', () => {
  it('messages exactly, with the two spaces', () => {
    expect(validateContactForm({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email Id is required',
      message: 'Message is required',
    });
    expect(validateContactForm({ name: 'A', email: 'a@b', message: 'm' })).toEqual({ email: 'Enter  valid Email Id.' });
  });
  it('shows errors only for fields typed into, and submit does nothing when incomplete', () => {
    const actor = createActor(contactMachine).start();
    expect(visibleContactErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CHANGE', field: 'name', value: 'x' });
    actor.send({ type: 'CHANGE', field: 'name', value: '' });
    expect(visibleContactErrors(actor.getSnapshot().context)).toEqual({ name: 'Name is required' });
  });
});

describe('failure messages', () => {
  it('uses the server message when it answered, the network text when it did not', () => {
    expect(failureMessage(new ApiError(409, 'This email is already registered'))).toBe(
      'This email is already registered',
    );
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the shop. Check your connection and try again.',
    );
  });
});
