import type { MouseEvent, ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { menuCategoriesQuery } from '#src/app/queries/categoryQueries';
import { requireLogin } from '#src/app/overlays/loginRequired';
import { logout } from '#src/app/actors/session';
import { shellTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { Drawer } from '#src/ui/Drawer';
import * as css from './MobileDrawer.css';

const { drawer } = texts;

/** The mobile navigation (below md): Home, Carts, the shop's categories, Account (logged in only), Legals. */
export function MobileDrawer({
  open,
  onOpenChange,
  loggedIn,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loggedIn: boolean;
  trigger: ReactElement;
}) {
  const close = () => onOpenChange(false);
  const { data: categories = [] } = useQuery({ ...menuCategoriesQuery(), enabled: open });
  const guardedClose = (event: MouseEvent) => {
    close();
    if (!loggedIn) {
      event.preventDefault();
      requireLogin();
    }
  };

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Content side="left" title={shellTexts.menuTitle}>
        <nav aria-label={shellTexts.menuTitle} className={css.groups}>
          <ul className={css.list}>
            <li>
              <Link to="/" className={css.entry} onClick={close} activeOptions={{ exact: true }}>
                {drawer.home}
              </Link>
            </li>
            <li>
              <Link to="/cart" className={css.entry} onClick={guardedClose}>
                {drawer.carts}
              </Link>
            </li>
          </ul>
          {categories.length > 0 ? (
            <section aria-labelledby="drawer-shop">
              <h2 id="drawer-shop" className={css.groupTitle}>
                {shellTexts.drawerShop}
              </h2>
              <ul className={css.list}>
                {categories.map((category) => (
                  <li key={category.int_glcode}>
                    <Link to="/shop/$id" params={{ id: category.var_slug }} className={css.entry} onClick={close}>
                      {category.var_title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {loggedIn ? (
            <section aria-labelledby="drawer-account">
              <h2 id="drawer-account" className={css.groupTitle}>
                {drawer.account}
              </h2>
              <ul className={css.list}>
                <li>
                  <Link to="/wishlist" className={css.entry} onClick={close}>
                    {drawer.wishlist}
                  </Link>
                </li>
                <li>
                  <Link to="/profile" className={css.entry} onClick={close}>
                    {drawer.profile}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className={css.entry}
                    onClick={() => {
                      close();
                      logout();
                    }}
                  >
                    {drawer.logout}
                  </button>
                </li>
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="drawer-legals">
            <h2 id="drawer-legals" className={css.groupTitle}>
              {drawer.legals}
            </h2>
            <ul className={css.list}>
              <li>
                <Link to="/privacypolicy" className={css.entry} onClick={close}>
                  {drawer.privacyPolicy}
                </Link>
              </li>
              <li>
                <Link to="/termsandconditions" className={css.entry} onClick={close}>
                  {drawer.terms}
                </Link>
              </li>
              <li>
                <Link to="/contactus" className={css.entry} onClick={close}>
                  {drawer.contactUs}
                </Link>
              </li>
            </ul>
          </section>
        </nav>
      </Drawer.Content>
    </Drawer.Root>
  );
}
