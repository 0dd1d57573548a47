// The stock screen (issue 52): /stock lists the variants low on stock (?at_most=5&q=saree narrows them), each with its
// stock to set in place.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { limits } from '#rules/limits';
import { useRouteSearch } from '../navigation';

const LowStockPage = lazyRouteComponent(() => import('./LowStockPage'), 'LowStockPage');

export interface StockSearch {
  at_most?: number;
  q?: string;
}

export function stockRoutes(parent: AnyRoute) {
  const stock = createRoute({
    getParentRoute: () => parent,
    path: 'stock',
    validateSearch: (search: Record<string, unknown>): StockSearch => {
      const atMost = Number(search.at_most);
      const q = typeof search.q === 'string' ? search.q.trim().slice(0, limits.searchText) : '';
      return {
        ...(Number.isInteger(atMost) && atMost >= 0 && atMost <= limits.stockMax && search.at_most !== ''
          ? { at_most: atMost }
          : {}),
        ...(q ? { q } : {}),
      };
    },
    component: function StockRoute() {
      const search = useRouteSearch<StockSearch>(stock);
      return <LowStockPage atMost={search.at_most} q={search.q} />;
    },
  });
  return stock;
}
