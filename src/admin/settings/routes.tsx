// The shop's settings (issue 54): /settings, the owner's.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const SettingsPage = lazyRouteComponent(() => import('./SettingsPage'), 'SettingsPage');

export function settingsRoutes(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, path: 'settings', component: SettingsPage });
}
