import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SearchResultsPage } from '../features/catalog/SearchResultsPage';

const searchResultsSearch = z.object({
  search: z.string().trim().optional().catch(undefined),
});

export const Route = createFileRoute('/search-product')({
  validateSearch: searchResultsSearch,
  component: function SearchProduct() {
    const { search = '' } = Route.useSearch();
    return <SearchResultsPage key={search} text={search} />;
  },
});
