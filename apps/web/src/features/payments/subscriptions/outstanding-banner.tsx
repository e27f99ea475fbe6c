import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { FormAlert } from '../../../ui/form-alert';
import { useHasOutstanding } from './use-outstanding';

const t = messages.subscriptions.outstanding;

/** Spec: the account pages' banner while a subscription payment has failed, with 'Update Now' to pay it. */
export function OutstandingBanner() {
  const outstanding = useHasOutstanding();
  if (!outstanding.data) return null;
  return (
    <FormAlert>
      <p>{t.banner}</p>
      <Link className="font-semibold underline" to={clubPages.outstandingPayments.path}>
        {t.updateNow}
      </Link>
    </FormAlert>
  );
}
