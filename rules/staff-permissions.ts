// The back office's one table of who may do what (issue 52, decision 0050). An admin operation's row in
// server/contract/operations.ts names one StaffArea; a role holds a set of areas.
export const STAFF_AREAS = [
  'orders',
  'shipping',
  'returns',
  'stock',
  'inbox',
  'products',
  'mails',
  'refunds',
  'coupons',
  'customers',
  'settings',
  'staff',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// Money (refunds, coupons), shoppers' personal data, the shop's settings and who works in it stay with the owner.
export const roleAreas: Readonly<Record<StaffRole, readonly StaffArea[]>> = {
  owner: STAFF_AREAS,
  staff: ['orders', 'shipping', 'returns', 'stock', 'inbox', 'products', 'mails'],
};

export function roleMay(role: StaffRole, area: StaffArea): boolean {
  return roleAreas[role].includes(area);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** How long the one-time link that sets a staff member's password works. */
export const STAFF_LINK_HOURS = 48;

/** A staff session ends after this long without a request (each request restarts it), and at the absolute limit anyway. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
