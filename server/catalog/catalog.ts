import type { AppContext } from '../context/context';
import type { Answer, Body, Handlers } from '../contract/handler-types';
import { toListItem, withHearts } from './product-list-items';
import { listPage } from './listing';
import { countNothingFound } from './search';
import { keyOf, serveCatalog } from './serve';

export function catalogHandlers(ctx: AppContext): Handlers {
  return {
    async listProducts(request, reply) {
      const filter = request.body;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('listProducts', filter),
        compute: async () => {
          const { cards, total, corrected } = await listPage(ctx, filter);
          const answer: Answer<'listProducts'> = {
            data: cards.map(toListItem),
            total,
            ...(corrected === undefined ? {} : { corrected }),
          };
          return answer;
        },
        productIds: (answer) => answer.data.map((item) => item.int_glcode),
        // A search's first page with no other filter that shows nothing: the shopper's words found nothing.
        served: (ids) => {
          if (ids.length === 0 && filter.search?.trim() && (filter.page ?? 1) === 1 && onlySearched(filter))
            countNothingFound(ctx, filter.search);
        },
        personalise: (answer, liked) => ({
          ...answer,
          data: withHearts(answer.data, liked),
        }),
      });
    },
  };
}

/** Prices are not looked at: the storefront always sends the whole range, and `all`. */
function onlySearched(filter: Body<'listProducts'>): boolean {
  return (
    !filter.fk_brand?.length &&
    !filter.atribute?.length &&
    !filter.fk_subcategory?.length &&
    !filter.fk_subsubcategory?.length &&
    !filter.tag?.length &&
    (filter.fk_category ?? 'all') === 'all'
  );
}
