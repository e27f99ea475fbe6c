import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { staffBannerLinks } from '@clubroom/domain/rules';
import { clubPages } from '@clubroom/domain/pages';
import { CircleUser } from 'lucide-react';
import { DropdownMenu, MenuButton, MenuLabel, MenuLink, MenuSeparator } from '../../ui/dropdown-menu';
import { useSignOut } from '../auth/use-sign-out';
import { BasketLink } from '../booking/basket-link';
import { InboxMenuLink } from '../messaging/inbox-menu-link';

type SignedIn = Me & { user: NonNullable<Me['user']> };

/**
 * The signed-in person's menu in the header: who they are, where their pages are, and Sign out;
 * beside it, a parent's basket (in this chunk, so a visitor's first download carries none of it).
 */
export default function AccountMenu({ me }: { me: SignedIn }) {
  const signOut = useSignOut();
  const { user, roles } = me;
  const staff = staffBannerLinks(roles);
  return (
    <>
      {roles.includes('parent') && <BasketLink />}
      <DropdownMenu
        label={user.firstName}
        accessibleLabel={messages.accountMenu.label(user.firstName)}
        icon={<CircleUser aria-hidden="true" size={20} />}
      >
        <MenuLabel>
          {messages.accountMenu.signedInAs}
          <span className="block font-semibold text-gray-900">
            {user.firstName} {user.lastName}
          </span>
          <span className="block break-all">{user.email}</span>
        </MenuLabel>
        <MenuSeparator />
        {roles.includes('parent') && (
          <>
            <MenuLink to={clubPages.dashboard.path}>{messages.accountMenu.myAccount}</MenuLink>
            <MenuLink to={clubPages.myBookings.path}>{messages.myBookings.menuLink}</MenuLink>
            <MenuLink to={clubPages.myPaymentPlans.path}>{messages.subscriptions.mine.menuLink}</MenuLink>
            <MenuLink to={clubPages.savedCards.path}>{messages.savedCards.menuLink}</MenuLink>
          </>
        )}
        <InboxMenuLink />
        {staff?.manageClub && <MenuLink to={clubPages.cmsHome.path}>{messages.staffBanner.manageClub}</MenuLink>}
        {staff?.viewRegisters && <MenuLink to="/cms/registers">{messages.staffBanner.viewRegisters}</MenuLink>}
        <MenuButton onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? messages.accountMenu.signingOut : messages.signIn.signOut}
        </MenuButton>
      </DropdownMenu>
      {signOut.isError && (
        <p role="alert" className="basis-full text-right text-sm">
          {messages.accountMenu.signOutFailed}
        </p>
      )}
    </>
  );
}
