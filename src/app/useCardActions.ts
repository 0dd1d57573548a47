import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unwrap, type Schemas } from '../../openapi/client';
import { answerAddToCart } from '../../machines/effects';
import { queryKeys } from './queryKeys';
import type { CardActions } from '../ui/ProductCard';
import { catalogTexts } from '../ui/copy';
import { api } from './api';
import { appEffects } from './effects';
import { requireLogin } from './loginRequired';
import { useLoggedIn } from './session';
import { showToast } from './toasts';

/**
 * What a product card does: add its default variant to the cart and toggle the heart.
 * Anonymous shoppers get the login-required dialog, or go straight to /login where the
 * page says so (search results, or a filled heart).
 */
export function useCardActions(product: Schemas['ProductListItem'], anonymous: 'dialog' | 'login' = 'dialog'): CardActions {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The heart flips at once; the server's answer (or a rollback) replaces this guess.
  const [optimisticLiked, setOptimisticLiked] = useState<boolean | null>(null);

  const addToCart = useMutation({
    mutationFn: (quantity: number) =>
      unwrap(api.PUT('/cart', { body: { fk_product: product.int_glcode, var_qty: quantity, fk_variant: product.default_variant.int_glcode } })),
    onSuccess: (answer) => answerAddToCart(appEffects, { message: answer.message }, queryKeys),
    onError: (error) => answerAddToCart(appEffects, { error }, queryKeys),
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
      await Promise.all(
        [queryKeys.productLists, queryKeys.me, queryKeys.productDetails].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
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
