import { z } from 'zod/mini';

/** The account page's tabs, by their URL name: /profile?tab=addresses opens Manage Addresses. */
export const profileTabs = ['profile', 'orders', 'addresses'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/**
 * An unknown or missing tab opens Profile. zod/mini: every route's search schema is in
 * the first load's entry, where full zod would cost more than a page.
 */
export const profileSearch = z.object({ tab: z.catch(z.optional(z.enum(profileTabs)), undefined) });
