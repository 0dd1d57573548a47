import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../../app/routing/pageRouteStates';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { profileSearch } from '../../features/profile/profileTabs';
import { profileQuery } from '../../app/queries/profileQuery';
import { addressesQuery } from '../../app/queries/addressesQuery';
import { ordersQuery, stockWaitsQuery } from '../../features/profile/queries';
import { shellTexts } from '../../ui/copy';

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
