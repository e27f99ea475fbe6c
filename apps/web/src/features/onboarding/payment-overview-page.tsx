import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { useConnectPayments, usePaymentAccount } from './use-payment-account';

const t = messages.onboarding;

/** The payment overview: connected or not, the fee mode, and what to do next. */
export default function PaymentOverviewPage() {
  usePageTitle(t.overviewTitle);
  const account = usePaymentAccount();
  const { connect, connecting, problem } = useConnectPayments();
  const data = account.data;
  return (
    <section className="flex flex-col gap-4">
      <AdminPageHeading title={t.overviewTitle} />
      {account.isPending && <Loading lines={3} />}
      {account.isError && <LoadFailed message={userMessage(account.error)} retry={account.refetch} />}
      {data && (
        <>
          <div className="rounded-lg border border-gray-300 p-4" data-testid="payment-status">
            <p className="text-lg font-semibold">
              {data.status === 'connected' ? t.connected : data.status === 'onboarding' ? t.onboarding : t.notConnected}
            </p>
            {data.accountId && <p className="text-sm text-gray-700">{t.account(data.accountId)}</p>}
            <p className="mt-2">{data.absorbCharges ? t.feeModeAbsorb : t.feeModePassOn}</p>
          </div>
          {problem && (
            <FormAlert>
              <p>{problem}</p>
            </FormAlert>
          )}
          {data.status !== 'connected' && (
            <SpinnerButton
              type="button"
              className={`${primaryButton} self-start`}
              loading={connecting}
              loadingLabel={t.connecting}
              onClick={connect}
            >
              {data.status === 'onboarding' ? t.continueOnboarding : t.connect}
            </SpinnerButton>
          )}
          <section aria-labelledby="whats-next">
            <h2 id="whats-next" className="mb-2 text-xl font-bold">
              {t.whatsNext}
            </h2>
            <ul className="flex flex-col gap-2">
              {!data.hasTerms && (
                <li>
                  <Link className={primaryButton} to={clubPages.addTerm.path}>
                    {t.addTerm}
                  </Link>
                </li>
              )}
              <li>
                <Link className={textButton} to={clubPages.scheduleAdmin.path}>
                  {t.viewSchedule}
                </Link>
              </li>
              <li>
                <Link className={textButton} to={clubPages.cmsHome.path}>
                  {t.clubHome}
                </Link>
              </li>
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
