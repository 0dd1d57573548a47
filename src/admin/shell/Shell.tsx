import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { unwrap } from '#openapi/client';
import type { StaffArea } from '#rules/staff-permissions';
import { adminApi } from '../api';
import { AdminLink, useAdminNavigate, type AdminPath } from '../navigation';
import { staffSelfQuery } from '../queries';
import * as css from './shell.css';

/** The back office's sections, each shown to a role whose areas include the one it needs. */
const sections: { to: AdminPath; label: string; area: StaffArea }[] = [
  { to: '/orders', label: 'Orders', area: 'orders' },
  { to: '/dashboard', label: 'Dashboard', area: 'orders' },
  { to: '/inbox', label: 'Inbox', area: 'inbox' },
  { to: '/products', label: 'Products', area: 'products' },
  { to: '/categories', label: 'Categories', area: 'products' },
  { to: '/coupons', label: 'Coupons', area: 'coupons' },
  { to: '/search', label: 'Search', area: 'products' },
  { to: '/catalog', label: 'Catalog file', area: 'products' },
  { to: '/stock', label: 'Stock', area: 'stock' },
  { to: '/activity', label: 'Activity', area: 'orders' },
  { to: '/customers', label: 'Customers', area: 'customers' },
  { to: '/mails', label: 'Mails', area: 'mails' },
  { to: '/settings', label: 'Settings', area: 'settings' },
];

/**
 * Every signed-in screen: the sections, who is signed in, and Sign out. On a phone they wait behind Menu, so a screen
 * starts at the top: choosing a section, or Escape, closes it again.
 */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const { data: me } = useSuspenseQuery(staffSelfQuery);
  const queryClient = useQueryClient();
  const navigate = useAdminNavigate();
  const signOut = useMutation({
    mutationFn: () => unwrap(adminApi.DELETE('/admin/session')),
    onSettled: async () => {
      queryClient.clear();
      await navigate('/login');
    },
  });
  return (
    <div className={css.layout}>
      <header className={css.bar} onKeyDown={closeOnEscape}>
        <p className={css.brand}>Back office</p>
        <button
          ref={menuButton}
          type="button"
          className={css.menuButton}
          aria-expanded={menuOpen}
          aria-controls="back-office-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div id="back-office-menu" className={css.menu} data-open={menuOpen}>
          <nav aria-label="Back office" className={css.nav}>
            {sections
              .filter((section) => me.areas.includes(section.area))
              .map((section) => (
                <AdminLink key={section.to} to={section.to} className={css.navLink} onClick={() => setMenuOpen(false)}>
                  {section.label}
                </AdminLink>
              ))}
          </nav>
          <div className={css.who}>
            <span>
              {me.email} ({me.role})
            </span>
            <button type="button" className={css.signOut} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}
