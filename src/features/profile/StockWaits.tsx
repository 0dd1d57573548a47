import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unwrap } from '#openapi/client';
import { failureMessage } from '#openapi/failure';
import { api } from '#src/app/api/api';
import { appEffects } from '#src/app/actors/effects';
import { queryKeys } from '#src/app/queries/queryKeys';
import { Button } from '#src/ui/Button';
import { profileTexts } from '#src/ui/copy';
import { stockWaitsQuery } from './queries';
import * as css from './profile.css';

/**
 * What the shopper waits for to be back in stock (decision 0038), each with Stop waiting.
 * One call and a toast: no flow of its own to model.
 */
export function StockWaits() {
  const { data: waits } = useSuspenseQuery(stockWaitsQuery());
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: async (variantId: number) =>
      unwrap(api.DELETE('/stock-waits/{variant_id}', { params: { path: { variant_id: variantId } } })),
    onSuccess: (answer) => appEffects.toast(answer.message, { tone: 'success' }),
    onError: (error) => appEffects.toast(failureMessage(error), { tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockWaits }),
  });
  return (
    <section aria-labelledby="stock-waits" className={css.waits}>
      <h2 id="stock-waits" className={css.sectionTitle}>
        {profileTexts.waitsTitle}
      </h2>
      {waits.length === 0 ? (
        <p className={css.empty}>{profileTexts.noWaits}</p>
      ) : (
        <ul className={css.waitList}>
          {waits.map((wait) => {
            const name = [wait.var_title, ...wait.options.map((option) => `${option.title} ${option.value}`)].join(
              ', ',
            );
            return (
              <li key={wait.variant_id} className={css.wait} data-testid="stock-wait">
                <Link to="/product/$slug" params={{ slug: wait.var_slug }}>
                  {wait.var_title}
                </Link>
                <span className={css.factLabel}>
                  {wait.options.map((option) => `${option.title}: ${option.value}`).join(', ')}
                </span>
                <Button
                  tone="secondary"
                  size="sm"
                  aria-label={profileTexts.stopWaitingFor(name)}
                  disabled={stop.isPending && stop.variables === wait.variant_id}
                  onClick={() => stop.mutate(wait.variant_id)}
                >
                  {profileTexts.stopWaiting}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
