import { oneOfParam } from '#src/app/routing/searchParams';

/** The account page's tabs, by their URL name: /profile?tab=addresses opens Manage Addresses. */
export const profileTabs = ['profile', 'orders', 'addresses'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** An unknown or missing tab opens Profile. */
export const profileSearch = (raw: Record<string, unknown>): { tab?: ProfileTab } => ({
  tab: oneOfParam(raw.tab, profileTabs),
});
