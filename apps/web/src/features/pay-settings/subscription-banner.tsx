import { messages } from '@clubroom/domain/messages';
import { managesClub } from '@clubroom/domain/rules';
import { TriangleAlert } from 'lucide-react';
import { useMe } from '../../lib/use-me';
import { useClubSubscription } from './use-pay-settings';

/**
 * Above every admin page, for the club's organisers: a club whose card-provider subscription id support
 * reset is asked to set up a new one. Clubs that never had an id are not told (nothing in Clubroom sets
 * one up yet, so every seeded club would see it); nothing shows while it loads or if it fails.
 */
export function SubscriptionBanner() {
  const organiser = managesClub(useMe().data?.roles ?? []);
  const query = useClubSubscription(organiser);
  const reset = query.data && query.data.subscriptionId === null && query.data.previousSubscriptionId !== null;
  if (!organiser || !reset) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 print:hidden">
      <p className="mx-auto flex max-w-5xl items-start gap-2 px-4 py-2 text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {messages.paySettings.subscriptionBanner}
      </p>
    </div>
  );
}
