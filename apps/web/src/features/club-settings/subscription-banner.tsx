import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { managesClub } from '@clubroom/domain/rules';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../../lib/use-me';
import { useClubSubscription } from './use-pay-settings';

/**
 * Above every admin page, for the club's organisers: a club whose card-provider subscription id support
 * reset is asked to set up a new one, on the subscription page (its plans and checkout). Clubs that never had an id
 * are not told here (the subscription page offers them the plans); nothing shows while it loads or if it fails.
 */
export function SubscriptionBanner() {
  const organiser = managesClub(useMe().data?.roles ?? []);
  const query = useClubSubscription(organiser);
  const reset = query.data && query.data.subscriptionId === null && query.data.previousSubscriptionId !== null;
  if (!organiser || !reset) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 print:hidden">
      <p className="mx-auto flex max-w-5xl flex-wrap items-start gap-2 px-4 py-2 text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{messages.paySettings.subscriptionBanner}</span>
        <Link className="font-semibold underline" to={clubPages.platformSubscription.path}>
          {messages.paySettings.subscriptionBannerLink}
        </Link>
      </p>
    </div>
  );
}
