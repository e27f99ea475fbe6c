import type { CheckoutSessionDetails } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { apiQuery, callApi } from '../../lib/api-client';
import * as routes from '../../lib/api-routes/platform-subscription';
import { PageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { expiryOf, type CardInput } from '../payments/sandbox/card-rules';
import { SandboxCardField } from '../payments/sandbox/sandbox-card-field';

const t = messages.platformSubscription;

/**
 * /sandbox/checkout/:sessionId: the payments sandbox's stand-in for Stripe's hosted checkout page. The club types
 * a test card; once the subscription is made (or, in setup mode, the new card saved) it is sent to the session's
 * success address (the page that polls, or the settings).
 */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const query = useQuery({
    ...apiQuery(routes.sandboxCheckoutSession, { params: { checkoutSession: sessionId } }),
    retry: false,
  });
  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageTitle page={t.checkoutTitle} />
      <AdminPageHeading title={t.checkoutTitle} />
      <p className="text-gray-700">{t.checkoutIntro}</p>
      {query.isError ? (
        <LoadFailed message={t.loadFailed} retry={query.refetch} />
      ) : !query.data ? (
        <Loading lines={3} />
      ) : query.data.status !== 'open' ? (
        <FormAlert>{t.sessionClosed}</FormAlert>
      ) : (
        <CheckoutForm session={query.data} />
      )}
    </div>
  );
}

function CheckoutForm({ session }: { session: CheckoutSessionDetails }) {
  const [name, setName] = useState('');
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [cardState, setCardState] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });
  const [sent, setSent] = useState(false);
  const pay = useMutation({
    mutationFn: () => {
      const expiry = expiryOf(card.expiry);
      const typed = {
        number: card.number.replace(/\D/g, ''),
        exp_month: expiry?.month ?? 0,
        exp_year: expiry?.year ?? 0,
      };
      return callApi(routes.sandboxCheckoutPay, {
        params: { checkoutSession: session.sessionId },
        body: { card: { ...typed, cvc: card.cvc }, name },
      });
    },
    onSuccess: ({ successUrl }) => window.location.assign(successUrl),
  });
  const nameError = sent && !name.trim() ? t.nameOnCardRequired : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (!name.trim() || !cardState.complete) return;
    pay.mutate();
  };
  const price = t.planPrice(session.amountTotal, session.plan.interval);
  const newCard = session.mode === 'setup';
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-lg font-semibold">
        {newCard ? t.newCardFor(session.plan.name) : `${session.plan.name}: ${price}`}
      </p>
      <TextField
        id="checkout-name"
        label={t.nameOnCard}
        autoComplete="cc-name"
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col gap-1">
        <span id="checkout-card-label" className="text-sm font-medium">
          {t.card}
        </span>
        <SandboxCardField
          options={{ onChange: setCardState, labelledBy: 'checkout-card-label', describedBy: 'checkout-card-error' }}
          disabled={pay.isPending}
          onInput={setCard}
        />
        <p id="checkout-card-error" className="text-sm text-red-700" role="alert">
          {cardState.error}
        </p>
      </div>
      {pay.isError && <FormAlert>{userMessage(pay.error)}</FormAlert>}
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton
          type="submit"
          loading={pay.isPending || pay.isSuccess}
          loadingLabel={t.paying}
          disabled={!cardState.complete}
        >
          {newCard ? t.saveCard : t.pay(price)}
        </SpinnerButton>
        <Link className="font-semibold underline" to={clubPages.platformSubscription.path}>
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}
