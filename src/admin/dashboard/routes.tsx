// The dashboard (issue 52): /dashboard, the shop at a glance.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { DashboardPage } from './DashboardPage';

export function dashboardRoutes(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, path: 'dashboard', component: DashboardPage });
}
