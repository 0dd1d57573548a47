import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '#src/app/routing/pageRouteStates';
import { ProfilePage } from '#src/features/profile/ProfilePage';
import { profileSearch } from '#src/features/profile/profileTabs';
import { profileQuery } from '#src/app/queries/profileQuery';
import { addressesQuery } from '#src/app/queries/addressesQuery';
import { ordersQuery, stockWaitsQuery } from '#src/features/profile/queries';
import { shellTexts } from '#src/ui/copy';

export const Route = createFileRoute('/_authed/profile')({
  validateSearch: profileSearch,
  // Every tab's data at once, so switching tabs never waits.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(profileQuery()),
      queryClient.ensureQueryData(ordersQuery()),
      queryClient.ensureQueryData(addressesQuery()),
      queryClient.ensureQueryData(stockWaitsQuery()),
    ]),
  ...pageRouteStates(shellTexts.pages.profileTitle),
  component: ProfilePage,
});
