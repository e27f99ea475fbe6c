import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Navigate } from 'react-router';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { useConnectPayments, usePaymentAccount } from './use-payment-account';

const t = messages.onboarding;

/**
 * /cms/transition/splash/payment: where saving the club's details leads. Connecting card payments: the sandbox
 * connects at once; Stripe's onboarding form comes back to the overview.
 */
export default function PaymentSplashPage() {
  usePageTitle(t.splashTitle);
  const account = usePaymentAccount();
  const { connect, connecting, problem } = useConnectPayments();
  if (account.data?.status === 'connected') return <Navigate to={clubPages.paymentOverview.path} replace />;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="text-3xl font-bold">{t.splashTitle}</h1>
      <p className="text-lg text-gray-700">{t.splashIntro}</p>
      {account.isPending && <Loading lines={2} />}
      {account.isError && <LoadFailed message={userMessage(account.error)} retry={account.refetch} />}
      {account.data?.provider === 'sandbox' && <p className="text-sm text-gray-700">{t.sandboxNote}</p>}
      {problem && (
        <FormAlert>
          <p>{problem}</p>
        </FormAlert>
      )}
      {account.data && (
        <SpinnerButton
          type="button"
          className={`${primaryButton} w-full`}
          loading={connecting}
          loadingLabel={t.connecting}
          onClick={connect}
        >
          {account.data.status === 'onboarding' ? t.continueOnboarding : t.connect}
        </SpinnerButton>
      )}
      <Link className={`${textButton} self-center`} to={clubPages.cmsHome.path}>
        {t.skip}
      </Link>
    </section>
  );
}
