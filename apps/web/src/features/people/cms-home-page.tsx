import { messages } from '@clubroom/domain/messages';
import { managesSchedule, managesStaff, staffBannerLinks } from '@clubroom/domain/rules';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useSignedInMe } from '../../lib/signed-in-me';

const link = 'block rounded-md border border-gray-300 px-4 py-3 font-semibold hover:bg-gray-50';

/** /cms (and admin pages not built yet): a placeholder admin home with what already works. */
export default function CmsHomePage() {
  const { roles } = useSignedInMe();
  usePageTitle(messages.cms.title);
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{messages.cms.title}</h1>
      <p className="text-gray-700">
        {staffBannerLinks(roles)?.manageClub || managesStaff(roles)
          ? messages.cms.comingSoon
          : messages.registers.cmsIntro}
      </p>
      <ul className="space-y-2">
        <li>
          <Link className={link} to={clubPages.registers.path}>
            {messages.registers.listTitle}
          </Link>
        </li>
        {managesStaff(roles) && (
          <li>
            <Link className={link} to={clubPages.staff.path}>
              {messages.cms.staffLink}
            </Link>
          </li>
        )}
        <li>
          <Link className={link} to={managesSchedule(roles) ? clubPages.scheduleAdmin.path : '/'}>
            {messages.cms.scheduleLink}
          </Link>
        </li>
      </ul>
    </section>
  );
}
