import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { useSubscriptionPoll } from './use-platform-subscription';

const t = messages.platformSubscription;

/**
 * /cms/settings/subscription/return?session_id=…: where the hosted checkout sends the club back. It asks every
 * two seconds until the subscription is active (the provider's confirmation may come a moment after the page).
 */
export default function CheckoutReturnPage() {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const poll = useSubscriptionPoll(sessionId);
  const state = poll.data?.state;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.returnTitle} />
      <AdminPageHeading title={t.returnTitle} />
      <div aria-live="polite">
        {sessionId === null ? (
          <FormAlert>{t.noSession}</FormAlert>
        ) : poll.isError ? (
          <LoadFailed message={t.loadFailed} retry={poll.refetch} />
        ) : state === 'active' ? (
          <p className="flex items-center gap-2 text-lg font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="h-6 w-6" />
            {t.active}
          </p>
        ) : state === 'expired' ? (
          <FormAlert>{t.expired}</FormAlert>
        ) : (
          <p className="flex items-center gap-2 text-gray-700">
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
            {t.waiting}
          </p>
        )}
      </div>
      <Link className="font-semibold underline" to={clubPages.platformSubscription.path}>
        {t.backToSubscription}
      </Link>
    </div>
  );
}
