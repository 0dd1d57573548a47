import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../openapi/client';
import { api } from '../../app/api';

/**
 * Shared-layout data. Keys are hierarchical so one prefix invalidates a family:
 * ['categories', …], ['company', …], ['me', …] (per-user, dropped on logout).
 */
export const layoutKeys = {
  menu: ['categories', 'menu'] as const,
  classifications: ['categories', 'classification'] as const,
  siteSettings: ['company', 'site-settings'] as const,
  companyDetails: ['company', 'details'] as const,
  socialLinks: ['company', 'social-links'] as const,
  metaData: ['company', 'meta'] as const,
  suggestions: (text: string) => ['products', 'suggestions', text] as const,
  cart: ['me', 'cart'] as const,
};

export const menuCategoriesQuery = () =>
  queryOptions({
    queryKey: layoutKeys.menu,
    queryFn: async () => (await unwrap(api.GET('/categories/6/y'))).data,
    staleTime: 10 * 60_000,
  });

export const classificationsQuery = () =>
  queryOptions({
    queryKey: layoutKeys.classifications,
    queryFn: async () => (await unwrap(api.GET('/categories/8/n'))).data,
    staleTime: 10 * 60_000,
  });

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: layoutKeys.siteSettings,
    queryFn: async () => (await unwrap(api.GET('/general'))).data,
    staleTime: 10 * 60_000,
  });

export const companyDetailsQuery = () =>
  queryOptions({
    queryKey: layoutKeys.companyDetails,
    queryFn: async () => (await unwrap(api.GET('/company-details'))).data[0] ?? null,
    staleTime: 10 * 60_000,
  });

export const socialLinksQuery = () =>
  queryOptions({
    queryKey: layoutKeys.socialLinks,
    queryFn: async () => (await unwrap(api.GET('/social-links'))).data[0] ?? null,
    staleTime: 10 * 60_000,
  });

export const metaDataQuery = () =>
  queryOptions({
    queryKey: layoutKeys.metaData,
    queryFn: async () => (await unwrap(api.GET('/meta-content'))).data[0] ?? null,
    staleTime: 10 * 60_000,
  });

/** Suggestions per text; TanStack Query cancels the superseded request through `signal`. */
export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: layoutKeys.suggestions(text),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/product-search/{text}', { params: { path: { text } }, signal }))).data,
    staleTime: 60_000,
    enabled: text.trim().length > 0,
  });

export const cartQuery = () =>
  queryOptions({
    queryKey: layoutKeys.cart,
    queryFn: () => unwrap(api.GET('/cart')),
    staleTime: 0,
  });

/** Per-user reads for the guarded pages; all under ['me'] so logout drops them at once. */
export const meKeys = {
  profile: ['me', 'profile'] as const,
  wishlist: ['me', 'wishlist'] as const,
  orders: ['me', 'orders'] as const,
  order: (id: number) => ['me', 'orders', id] as const,
};

export const profileQuery = () =>
  queryOptions({ queryKey: meKeys.profile, queryFn: async () => (await unwrap(api.GET('/user'))).data });

export const wishlistQuery = () =>
  queryOptions({ queryKey: meKeys.wishlist, queryFn: async () => (await unwrap(api.GET('/wishlist'))).data });

export const ordersQuery = () =>
  queryOptions({ queryKey: meKeys.orders, queryFn: async () => (await unwrap(api.GET('/orders'))).data });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: meKeys.order(id),
    queryFn: async () => (await unwrap(api.GET('/orders/{id}', { params: { path: { id } } }))).data,
  });
