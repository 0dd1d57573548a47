/**
 * Links and navigation inside the back office. Its routes are a router of their own (main.tsx), while the project's
 * types know the storefront's (src/router.ts registers it): these take the back office's paths, checked here.
 */
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import type { MouseEventHandler, ReactNode } from 'react';

export type AdminPath =
  | '/'
  | '/login'
  | '/set-password'
  | '/orders'
  | '/orders/$orderId'
  | '/activity'
  | '/inbox'
  | '/inbox/$id'
  | '/stock'
  | '/products'
  | '/categories'
  | '/coupons'
  | '/search'
  | '/catalog'
  | '/coupons/$id'
  | '/products/new'
  | '/products/$id'
  | '/dashboard'
  | '/customers'
  | '/customers/$customerId'
  | '/mails'
  | '/mails/$mailId'
  | '/mails/templates'
  | '/settings';

type AdminLinkProps = Omit<LinkProps, 'to' | 'params' | 'search'> & {
  to: AdminPath;
  params?: Record<string, string>;
  search?: Record<string, unknown>;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
};

export function AdminLink({ to, params, search, ...rest }: AdminLinkProps) {
  return <Link {...(rest as LinkProps)} to={to as never} params={params as never} search={search as never} />;
}

export function useAdminNavigate() {
  const navigate = useNavigate();
  return (to: AdminPath, options: { search?: Record<string, unknown>; replace?: boolean } = {}) =>
    navigate({ to: to as never, search: options.search as never, replace: options.replace ?? false });
}

/** The search of a back-office route as its validateSearch made it (the registered types know only the storefront's). */
export const useRouteSearch = <T,>(route: { useSearch: () => unknown }): T => route.useSearch() as T;

/** The params of a back-office route, as its path gives them. */
export const useRouteParams = <T,>(route: { useParams: () => unknown }): T => route.useParams() as T;
