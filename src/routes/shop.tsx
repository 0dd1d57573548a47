import { createFileRoute, Outlet } from '@tanstack/react-router';
import { listingSearchSchema } from '../features/catalog/listingSearch';

/** Every /shop page shares one zod-validated search: text, page and filters. */
export const Route = createFileRoute('/shop')({
  validateSearch: listingSearchSchema,
  component: Outlet,
});
