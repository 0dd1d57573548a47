// The shop's settings (issue 54): /settings, the owner's.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { SettingsPage } from './SettingsPage';

export function settingsRoutes(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, path: 'settings', component: SettingsPage });
}
