/**
 * Links, navigation and a route's search and params inside the back office. The router's types are the storefront's
 * (src/router.ts registers its tree for the whole program), so the back office names its own paths here, hands them
 * over untyped, and reads what its routes' validateSearch made: in this one place.
 */
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type AdminPath = '/' | '/login' | '/inbox' | '/inbox/$id' | '/stock' | '/dashboard';

export interface AdminTarget {
  to: AdminPath;
  params?: Record<string, string>;
  search?: Record<string, string | number | undefined>;
  replace?: boolean;
}

/** A link of the back office; the router marks it `aria-current="page"` where its path and search are the page's. */
export function AdminLink({
  className,
  children,
  ...target
}: AdminTarget & { className?: string; children: ReactNode }) {
  const options = target as unknown as LinkProps;
  return (
    <Link {...options} activeOptions={{ exact: true, includeSearch: true }} className={className}>
      {children}
    </Link>
  );
}

export function useAdminNavigate(): (target: AdminTarget) => Promise<void> {
  const navigate = useNavigate();
  return (target) => navigate(target as unknown as Parameters<typeof navigate>[0]);
}

/** The search of a back-office route, as its validateSearch returned it. */
export const useRouteSearch = <T,>(route: { useSearch: () => unknown }): T => route.useSearch() as T;

/** The params of a back-office route. */
export const useRouteParams = <T,>(route: { useParams: () => unknown }): T => route.useParams() as T;
