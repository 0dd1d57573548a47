import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validateListingSearch } from '../features/catalog/listingSearch';

/** Every /shop page shares one validated search: text, page and filters. */
export const Route = createFileRoute('/shop')({
  validateSearch: validateListingSearch,
  component: Outlet,
});
