import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import type { RouterContext } from '../app/routing/routerContext';
import { NotFound } from '../app/routing/NotFound';
import { Shell } from '../features/layout/Shell';

/** Account screens are shown without the shared layout (product §2). */
const bareRouteIds = new Set<string>(['/login', '/signup', '/forgetpassword', '/confirmpassword', '/newpassword']);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  const bare = useMatches({ select: (matches) => matches.some((m) => bareRouteIds.has(m.routeId)) });
  if (bare) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
