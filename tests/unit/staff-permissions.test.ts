import { describe, expect, it } from 'vitest';
import { isStaffRole, roleMay, STAFF_AREAS } from '#rules/staff-permissions';

describe('the roles and what each may do', () => {
  it('lets an owner do everything', () => {
    for (const area of STAFF_AREAS) expect(roleMay('owner', area), area).toBe(true);
  });

  it('lets staff run orders, shipping, returns, stock, the inbox, products and mails, but not money, customers, settings or staff', () => {
    const allowed = STAFF_AREAS.filter((area) => roleMay('staff', area));
    expect(allowed).toEqual(['orders', 'shipping', 'returns', 'stock', 'inbox', 'products', 'mails']);
  });

  it('knows only the two roles', () => {
    expect(['owner', 'staff', 'admin', 'OWNER', ''].map(isStaffRole)).toEqual([true, true, false, false, false]);
  });
});
