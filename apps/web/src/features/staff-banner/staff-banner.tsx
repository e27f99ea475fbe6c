import { messages } from '@clubroom/domain/messages';
import { staffBannerLinks } from '@clubroom/domain/rules';
import { Link, useMatches } from 'react-router';
import { useMe } from '../../lib/use-me';

/** The route handle of a public booking page (schedule, run, camp, term), where staff see the banner. */
export const PUBLIC_PAGE = { publicPage: true } as const;

const isPublicPage = (handle: unknown) => Boolean((handle as Partial<typeof PUBLIC_PAGE> | undefined)?.publicPage);

const link = 'rounded-md border border-gray-900 bg-white px-3 py-1 font-semibold text-gray-900 hover:bg-gray-50';

/** 'You are logged into an Admin account…' with the way into the admin area, for signed-in staff on public pages. */
export function StaffBanner() {
  const { data } = useMe();
  const matches = useMatches();
  const links = data?.user ? staffBannerLinks(data.roles) : null;
  if (!links || !matches.some((m) => isPublicPage(m.handle))) return null;
  return (
    <section aria-label="Admin" data-testid="staff-banner" className="border-b border-gray-300 bg-panel text-gray-900">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
        <p>{messages.staffBanner.text}</p>
        <div className="flex flex-wrap gap-2">
          {links.manageClub && <Link className={link} to="/cms">{messages.staffBanner.manageClub}</Link>}
          {links.viewRegisters && <Link className={link} to="/cms/registers">{messages.staffBanner.viewRegisters}</Link>}
          {links.viewSchedule && <Link className={link} to="/cms/schedule">{messages.staffBanner.viewSchedule}</Link>}
        </div>
      </div>
    </section>
  );
}
