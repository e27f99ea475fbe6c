import { messages } from '@clubroom/domain/messages';
import { staffBannerLinks } from '@clubroom/domain/rules';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { useMe } from '../../lib/use-me';

const link = 'rounded-md border border-gray-900 bg-white px-3 py-1 font-semibold text-gray-900 hover:bg-gray-50';

/** 'You are logged into an Admin account…' with the way into the admin area, for signed-in staff (the layout shows it on public pages). */
export default function StaffBanner() {
  const { data } = useMe();
  const links = data?.user ? staffBannerLinks(data.roles) : null;
  if (!links) return null;
  return (
    <section aria-label="Admin" data-testid="staff-banner" className="border-b border-gray-300 bg-panel text-gray-900">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
        <p>{messages.staffBanner.text}</p>
        <div className="flex flex-wrap gap-2">
          {links.manageClub && (
            <Link className={link} to={clubPages.cmsHome.path}>
              {messages.staffBanner.manageClub}
            </Link>
          )}
          {links.viewRegisters && (
            <Link className={link} to="/cms/registers">
              {messages.staffBanner.viewRegisters}
            </Link>
          )}
          {links.viewSchedule && (
            <Link className={link} to="/cms/schedule">
              {messages.staffBanner.viewSchedule}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
