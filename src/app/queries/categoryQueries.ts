import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { api } from '../api/api';
import { rarelyEditedStaleTime } from './queryClient';

/** Category trees that several features show: all under ['categories', …]. */
const categoryKeys = {
  menu: ['categories', 'menu'] as const,
  classifications: ['categories', 'classification'] as const,
  newArrivals: ['categories', 'new-arrivals'] as const,
};

/** The header menu; listings title their breadcrumbs from it. */
export const menuCategoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.menu,
    queryFn: async () => (await unwrap(api.GET('/categories/6/y'))).data,
    staleTime: rarelyEditedStaleTime,
  });

/** Home's tiles, the footer's 'Shop by' column, and listing titles. */
export const classificationsQuery = () =>
  queryOptions({
    queryKey: categoryKeys.classifications,
    queryFn: async () => (await unwrap(api.GET('/categories/8/n'))).data,
    staleTime: rarelyEditedStaleTime,
  });

/** The tabs of New Arrivals, on home and on its own page. */
export const newArrivalCategoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.newArrivals,
    queryFn: async () => (await unwrap(api.GET('/categories/10/n'))).data,
    staleTime: rarelyEditedStaleTime,
  });
