import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatLongDate, isClubStaff } from '@clubroom/domain/rules';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { useMe } from '../../lib/use-me';
import { usePlatformStanding } from './use-platform-subscription';

const t = messages.platformSubscription;

/**
 * Above every admin page, for the club's staff, while its Clubroom subscription has lapsed: the grace period's
 * last day, then that the admin is read-only (parents can still book). Nothing while it loads or fails.
 */
export function StandingBanner() {
  const staff = isClubStaff(useMe().data?.roles ?? []);
  const { timeZone } = useClub();
  const standing = usePlatformStanding(staff).data;
  if (!staff || !standing || (standing.kind !== 'grace' && standing.kind !== 'read-only')) return null;
  const date = formatLongDate(standing.readOnlyFrom ?? 0, timeZone);
  const text = standing.kind === 'grace' ? (standing.ended ? t.endedBanner : t.graceBanner)(date) : t.readOnly;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 print:hidden">
      <p className="mx-auto flex max-w-5xl flex-wrap items-start gap-2 px-4 py-2 text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{text}</span>
        <Link className="font-semibold underline" to={clubPages.platformSubscription.path}>
          {t.fixIt}
        </Link>
      </p>
    </div>
  );
}
