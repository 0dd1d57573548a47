import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unwrap, type Schemas } from '#openapi/client';
import { queryKeys } from '../queries/queryKeys';
import type { CardActions } from '#src/ui/ProductCard';
import { cardTexts } from '#src/ui/copy';
import { api } from '../api/api';
import { addToCart, newAddSource, useAdding } from '../actors/cart';
import { requireLogin } from '../overlays/loginRequired';
import { useLoggedIn } from '../actors/session';
import { showToast } from '../overlays/toasts';

/**
 * What a product card does: add its default variant to the cart (through the app's cart
 * actor, like every add) and toggle the heart.
 * Anonymous shoppers get the login-required dialog, or go straight to /login where the
 * page says so (search results, or a filled heart).
 */
export function useCardActions(
  product: Schemas['ProductListItem'],
  anonymous: 'dialog' | 'login' = 'dialog',
): CardActions {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The heart flips at once; the server's answer (or a rollback) replaces this guess.
  const [optimisticLiked, setOptimisticLiked] = useState<boolean | null>(null);

  // This card's name in the cart actor's queue, so only its own spinner turns.
  const [source] = useState(newAddSource);
  const adding = useAdding(source);

  const toggleLike = useMutation({
    mutationFn: () => unwrap(api.PUT('/like', { body: { fk_product: product.int_glcode } })),
    onMutate: () => setOptimisticLiked(!(optimisticLiked ?? product.liked)),
    onError: () => {
      setOptimisticLiked(null);
      showToast(cardTexts.likeFailed, { tone: 'error' });
    },
    onSuccess: async (answer) => {
      setOptimisticLiked(answer.liked);
      await Promise.all(
        [queryKeys.productLists, queryKeys.me, queryKeys.productDetails].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
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
    adding,
    onAddToCart(quantity: number) {
      if (!loggedIn) return askToLogIn();
      if (adding) return;
      const body = {
        fk_product: product.int_glcode,
        var_qty: Math.max(1, quantity),
        fk_variant: product.default_variant.int_glcode,
      };
      addToCart(source, body);
    },
    onToggleLike() {
      if (!loggedIn) return askToLogIn(liked);
      if (!toggleLike.isPending) toggleLike.mutate();
    },
  };
}
