import { useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { requireLogin } from '#src/app/overlays/loginRequired';
import { useLoggedIn } from '#src/app/actors/session';
import { shellTexts } from '#src/ui/copy';
import { picture } from '#src/ui/picture';
import { texts } from '#rules/texts';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { loadedOnFirstOpen } from '#src/ui/loadedOnFirstOpen';
import { IconCart, IconHeart, IconMenu, IconSearch, IconUser } from '#src/ui/icons';
import { CartBadge, useCartCount } from './CartBadge';
import { CategoryMenu } from './CategoryMenu';
import { siteSettingsQuery } from './queries';
import { SearchBox } from './SearchBox';
import * as css from './Header.css';

const { aria } = shellTexts;

// Neither sheet is on a first screen: each loads when first opened (or its trigger hovered).
const MobileDrawer = loadedOnFirstOpen(() => import('./MobileDrawer').then((m) => m.MobileDrawer));
const CartPanel = loadedOnFirstOpen(() => import('./CartPanel').then((m) => m.CartPanel));

/** The logo's box (Header.css.ts): 96 px wide, 108 px from md. */
const logoFit = { sizes: '(min-width: 768px) 108px, 96px', min: 96, max: 108 };

/** Anonymous clicks on account links open the login-required dialog instead. */
function guard(loggedIn: boolean) {
  return (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    requireLogin();
  };
}

export function Header() {
  const loggedIn = useLoggedIn();
  const cartCount = useCartCount(loggedIn);
  const { data: site } = useQuery(siteSettingsQuery());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);

  return (
    <header className={css.header}>
      <div className={css.bar}>
        <MobileDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          loggedIn={loggedIn}
          trigger={
            <button type="button" className={`${css.iconButton} ${css.mobileOnly}`} aria-label={aria.openMenu}>
              <IconMenu />
            </button>
          }
        />
        <Link to="/" className={css.brand}>
          {site?.site_logo ? (
            <img className={css.logo} {...picture(site.site_logo, logoFit)} alt="" width={108} height={36} />
          ) : null}
          {site?.site_name ? (
            <span className={css.siteName}>{site.site_name}</span>
          ) : (
            <VisuallyHidden.Root>{texts.home}</VisuallyHidden.Root>
          )}
        </Link>
        <div className={css.desktopSearch}>
          <SearchBox />
        </div>
        <div className={css.icons}>
          <button
            type="button"
            className={`${css.iconButton} ${css.mobileOnly}`}
            aria-label={aria.toggleSearch}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'mobile-search' : undefined}
            onClick={() => setSearchOpen((v) => !v)}
          >
            <IconSearch />
          </button>
          <CartPanel
            open={cartOpen}
            onOpenChange={setCartOpen}
            trigger={
              <button
                type="button"
                className={css.iconButton}
                aria-label={aria.cart(cartCount)}
                onClick={(event) => {
                  // Anonymous: the login dialog instead of the panel (Radix skips a prevented click).
                  if (loggedIn) return;
                  event.preventDefault();
                  requireLogin();
                }}
              >
                <IconCart />
                <CartBadge count={cartCount} />
              </button>
            }
          />
          <Link
            to="/wishlist"
            className={`${css.iconButton} ${css.desktopOnly}`}
            aria-label={aria.wishlist}
            onClick={guard(loggedIn)}
          >
            <IconHeart />
          </Link>
          <Link
            to="/profile"
            className={`${css.iconButton} ${css.desktopOnly}`}
            aria-label={aria.profile}
            onClick={guard(loggedIn)}
          >
            <IconUser />
          </Link>
        </div>
      </div>
      {searchOpen ? (
        <div id="mobile-search" className={css.mobileSearch}>
          <SearchBox autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      ) : null}
      <div className={css.desktopBlock}>
        <CategoryMenu />
      </div>
    </header>
  );
}
