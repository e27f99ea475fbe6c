import { messages } from '@clubroom/domain/messages';
import { NavLink } from 'react-router';
import { useMe } from '../../lib/use-me';
import { adminNavItemsFor } from './admin-nav-items';
import { SubscriptionBanner } from '../club-settings/subscription-banner';
import { StandingBanner } from '../platform-subscription/standing-banner';

/**
 * The admin area's navigation, above every /cms page: one row of tabs that scrolls sideways on a
 * phone rather than wrapping; from a tablet's width up the tabs wrap instead, as a mouse cannot
 * easily scroll a row sideways and a tab scrolled out of sight would be lost. The current section
 * is marked for sight and for screen readers.
 */
export default function AdminNav() {
  const me = useMe().data;
  if (!me?.user) return null;
  const items = adminNavItemsFor(me);
  if (items.length === 0) return null;
  return (
    <>
      <SubscriptionBanner />
      <StandingBanner />
      <nav aria-label={messages.cms.nav.label} className="border-b border-gray-200 bg-panel print:hidden">
        <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 py-2 md:flex-wrap">
          {items.map(({ label, page, section }) => (
            <li key={page.path} className="shrink-0">
              <NavLink
                to={page.path}
                end={!section}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-white shadow-sm' : 'text-gray-700 hover:bg-white'}`
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
