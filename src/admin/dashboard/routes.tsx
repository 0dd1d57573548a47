// The dashboard (issue 52): /dashboard, the shop at a glance.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const DashboardPage = lazyRouteComponent(() => import('./DashboardPage'), 'DashboardPage');

export function dashboardRoutes(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, path: 'dashboard', component: DashboardPage });
}
