import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unwrap } from '#openapi/client';
import { Button } from '../ui/Button';
import * as css from './admin.css';
import { adminApi } from './api';
import { staffSelfQuery } from './queries';

/** Who is signed in and what her role lets her do; the back office's screens come next (issue 52). */
export function HomePage() {
  const { data } = useSuspenseQuery(staffSelfQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => unwrap(adminApi.DELETE('/admin/session')),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: staffSelfQuery.queryKey });
      await navigate({ to: '/login' });
    },
  });
  return (
    <main className={css.page}>
      <section className={css.card} aria-labelledby="admin-home-title">
        <h1 id="admin-home-title" className={css.title}>
          Back office
        </h1>
        <p>
          Signed in as {data.email} ({data.role}): {data.areas.join(', ')}.
        </p>
        <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Button>
      </section>
    </main>
  );
}
