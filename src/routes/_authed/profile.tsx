import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../../app/pageRouteStates';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { ordersQuery, profileQuery } from '../../features/profile/queries';
import { shellTexts } from '../../ui/copy';

export const Route = createFileRoute('/_authed/profile')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(profileQuery()), context.queryClient.ensureQueryData(ordersQuery())]),
  ...pageRouteStates(shellTexts.pages.profileTitle),
  component: ProfilePage,
});
