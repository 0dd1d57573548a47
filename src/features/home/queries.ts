import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { api } from '#src/app/api/api';
import { rarelyEditedStaleTime } from '#src/app/queries/queryClient';
import { limits } from '#rules/limits';
import { productListQuery } from '#src/app/queries/productListQuery';

/** Home banners. The New Arrivals lists come from the shared product-list factory (one per endpoint). */
const homeKeys = {
  offers: ['banners', 'offers'] as const,
  banners: ['banners', 'home'] as const,
};

export const offerBannersQuery = () =>
  queryOptions({
    queryKey: homeKeys.offers,
    queryFn: async () => (await unwrap(api.POST('/offerbanners'))).data,
    staleTime: rarelyEditedStaleTime,
  });

export const homeBannersQuery = () =>
  queryOptions({
    queryKey: homeKeys.banners,
    queryFn: async () => (await unwrap(api.GET('/home-banners'))).data,
    staleTime: rarelyEditedStaleTime,
  });

/** The New Arrivals grid: listProducts with {fk_category: 'all' | slug, limit 8, page 1} (product §9). */
export const newArrivalsQuery = (category: string) =>
  productListQuery({ fk_category: category, limit: limits.newArrivalsPageSize, page: 1 });
