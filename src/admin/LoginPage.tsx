import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { unwrap } from '#openapi/client';
import { Button } from '../ui/Button';
import { FormField } from '../ui/FormField';
import { FormStatus } from '../ui/FormStatus';
import * as css from './admin.css';
import { adminApi } from './api';

/** Email, password and, for a member with a second factor, the code of her authenticator app. */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const signIn = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.POST('/admin/session', {
          body: { email, password, ...(code.trim() ? { totp: code.trim() } : {}) },
        }),
      ),
    onSuccess: () => navigate({ to: '/' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <main className={css.page}>
      <form className={css.card} onSubmit={submit} noValidate aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={css.title}>
          Back office sign-in
        </h1>
        <FormField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <FormField
          label="Code from your authenticator app (if you set one up)"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <FormStatus message={signIn.error?.message} tone="error" />
        <Button type="submit" block disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
