import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unwrap } from '../../../openapi/client';
import { api } from '../../app/api';
import { showToast } from '../../app/toasts';
import { useHasToken } from '../../app/session';
import { layoutKeys } from '../layout/queries';
import { requireLogin } from '../layout/loginRequired';
import { catalogTexts } from '../../ui/copy';
import { durations } from '../../../spec/durations';
import { catalogKeys, type ProductListItem } from './queries';

const cartToast = { placement: 'top-center', durationMs: durations.toast } as const;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a product card does: add its default variant to the cart and toggle the heart.
 * Anonymous shoppers get the login-required dialog, or go straight to /login where the
 * page says so (search results, or a filled heart).
 */
export function useCardActions(product: ProductListItem, anonymous: 'dialog' | 'login' = 'dialog') {
  const loggedIn = useHasToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The heart flips at once; the server's answer (or a rollback) replaces this guess.
  const [optimisticLiked, setOptimisticLiked] = useState<boolean | null>(null);

  const addToCart = useMutation({
    mutationFn: (quantity: number) =>
      unwrap(api.PUT('/cart', { body: { fk_product: product.int_glcode, var_qty: quantity, fk_variant: product.default_variant.int_glcode } })),
    onSuccess: (answer) => showToast(answer.message, { tone: 'success', ...cartToast }),
    onError: (error) => showToast(messageOf(error), { tone: 'error', ...cartToast }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: layoutKeys.cart }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
      ]),
  });

  const toggleLike = useMutation({
    mutationFn: () => unwrap(api.PUT('/like', { body: { fk_product: product.int_glcode } })),
    onMutate: () => setOptimisticLiked(!(optimisticLiked ?? product.liked)),
    onError: () => {
      setOptimisticLiked(null);
      showToast(catalogTexts.likeFailed, { tone: 'error' });
    },
    onSuccess: async (answer) => {
      setOptimisticLiked(answer.liked);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: ['product'] }),
      ]);
      // Fresh lists now carry the truth.
      setOptimisticLiked(null);
    },
  });

  const liked = optimisticLiked ?? product.liked;

  function askToLogIn(fromFilledHeart = false) {
    if (anonymous === 'login' || fromFilledHeart) void navigate({ to: '/login' });
    else requireLogin();
  }

  return {
    liked,
    adding: addToCart.isPending,
    onAddToCart(quantity: number) {
      if (!loggedIn) return askToLogIn();
      addToCart.mutate(Math.max(1, quantity));
    },
    onToggleLike() {
      if (!loggedIn) return askToLogIn(liked);
      if (!toggleLike.isPending) toggleLike.mutate();
    },
  };
}
