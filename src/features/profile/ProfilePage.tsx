import { useNavigate, useSearch } from '@tanstack/react-router';
import { texts } from '#rules/texts';
import { logout } from '#src/app/actors/session';
import { Button } from '#src/ui/Button';
import { profileTexts, shellTexts } from '#src/ui/copy';
import { Page } from '#src/ui/Page';
import { Tabs } from '#src/ui/Tabs';
import { AddressBook } from './AddressBook';
import { OrdersList } from './OrdersList';
import { ProfileDetails } from './ProfileDetails';
import { StockWaits } from './StockWaits';
import { profileTabs, type ProfileTab } from './profileTabs';
import * as css from './profile.css';

const isTab = (value: string): value is ProfileTab => (profileTabs as readonly string[]).includes(value);

/** My Account (product §2): tabs Profile, Orders, Manage Addresses, plus Logout; the tab is in the URL. */
export function ProfilePage() {
  const { tab = 'profile' } = useSearch({ from: '/_authed/profile' });
  const navigate = useNavigate({ from: '/profile' });
  // Replacing the entry: Back leaves the page (to checkout, say) instead of stepping through tabs.
  const show = (value: string) => {
    if (isTab(value)) void navigate({ search: { tab: value === 'profile' ? undefined : value }, replace: true });
  };
  return (
    <Page title={shellTexts.pages.profileTitle}>
      <Tabs.Root value={tab} onValueChange={show} className={css.tabs}>
        <div className={css.tabBar}>
          <Tabs.List aria-label={profileTexts.sections} className={css.tabList}>
            <Tabs.Trigger value="profile">{texts.tabs.profile}</Tabs.Trigger>
            <Tabs.Trigger value="orders">{texts.tabs.orders}</Tabs.Trigger>
            <Tabs.Trigger value="addresses">{texts.tabs.addresses}</Tabs.Trigger>
          </Tabs.List>
          <Button tone="secondary" size="sm" onClick={logout}>
            {texts.logout}
          </Button>
        </div>
        <Tabs.Content value="profile" className={css.panel}>
          <ProfileDetails />
          <StockWaits />
        </Tabs.Content>
        <Tabs.Content value="orders" className={css.panel}>
          <OrdersList />
        </Tabs.Content>
        <Tabs.Content value="addresses" className={css.panel}>
          <AddressBook />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
