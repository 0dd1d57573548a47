import { z } from 'zod';

/** The account page's tabs, by their URL name: /profile?tab=addresses opens Manage Addresses. */
export const profileTabs = ['profile', 'orders', 'addresses'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** An unknown or missing tab opens Profile. */
export const profileSearch = z.object({ tab: z.enum(profileTabs).optional().catch(undefined) });
