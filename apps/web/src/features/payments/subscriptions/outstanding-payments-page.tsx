import type { OutstandingInvoice, SavedCardsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { currencySymbolFor, formatDateRange, formatMoney } from '@clubroom/domain/rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context';
import { primaryButton, textButton } from '../../../ui/buttons';
import { FormAlert } from '../../../ui/form-alert';
import { Loading } from '../../../ui/loading';
import { ResourceState } from '../../../ui/resource-state';
import { SpinnerButton } from '../../../ui/spinner-button';
import type { CardCollector } from '../card-collector';
import { needsReload, paymentErrorMessage } from '../payment-error';
import { useSavedCards } from '../saved-cards/use-saved-cards';
import { useCardCollector } from '../use-card-collector';
import { CardPicker } from './card-picker';
import { cardToOffer } from './card-to-offer';
import { payOutstanding } from './pay-outstanding';
import { useOutstandingInvoices, useRefreshOutstanding } from './use-outstanding';

const t = messages.subscriptions.outstanding;
const pay = messages.paymentPages;

const seconds = (iso: string) => Date.parse(iso) / 1000;
const moneyOf = (amount: number, currency: string) => formatMoney(amount, currencySymbolFor(currency));

function InvoiceList({ invoices }: { invoices: OutstandingInvoice[] }) {
  const tz = useClub().timeZone;
  return (
    <ul className="space-y-2" aria-label={t.invoicesLabel}>
      {invoices.map((invoice) => (
        <li key={invoice.invoiceId} className="rounded-md bg-panel px-4 py-3">
          <p>
            {t.invoice(
              invoice.planName,
              moneyOf(invoice.amount, invoice.currency),
              formatDateRange(seconds(invoice.periodStart), seconds(invoice.periodEnd), tz),
            )}
          </p>
          {invoice.places.map((place) => (
            <p key={`${place.childName}:${place.className}`} className="text-sm text-gray-700">
              {t.place(place.childName, place.className)}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * The card to pay with (a saved one other than the one declined, or one added here) and 'Pay £30.00';
 * 3-D Secure when the bank asks.
 */
function PayForm({
  invoices,
  cards,
  collector,
}: {
  invoices: OutstandingInvoice[];
  cards: SavedCardsResponse;
  collector: CardCollector;
}) {
  const refresh = useRefreshOutstanding();
  const [cardId, setCardId] = useState(() => cardToOffer(cards.data, invoices));
  const declined = invoices.some((invoice) => invoice.failedCardId !== null && invoice.failedCardId === cardId);
  const paying = useMutation({
    mutationFn: (card: string) => payOutstanding(collector, card),
    onError: (err) => needsReload(err) && window.location.reload(),
  });
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  if (paying.isSuccess) {
    return (
      <FormAlert tone="info">
        {t.paid}{' '}
        <Link className={textButton} to={clubPages.dashboard.path}>
          {messages.family.backToAccount}
        </Link>
      </FormAlert>
    );
  }
  return (
    <div className="space-y-4">
      {declined && <FormAlert tone="info">{t.declinedCard}</FormAlert>}
      <CardPicker
        cards={cards.data}
        provider={cards.provider}
        value={cardId}
        onChange={setCardId}
        disabled={paying.isPending}
      />
      {paying.isError && <FormAlert>{paymentErrorMessage(paying.error)}</FormAlert>}
      <SpinnerButton
        type="button"
        className={`${primaryButton} w-full`}
        loading={paying.isPending}
        loadingLabel={t.paying}
        disabled={cardId === null}
        onClick={() => cardId && paying.mutate(cardId, { onSuccess: () => void refresh() })}
      >
        {t.pay(moneyOf(total, invoices[0].currency))}
      </SpinnerButton>
    </div>
  );
}

function PayWithCollector({ invoices, cards }: { invoices: OutstandingInvoice[]; cards: SavedCardsResponse }) {
  const collector = useCardCollector(cards.provider);
  if (collector.isPending) return <Loading label={pay.loadingPayments} lines={3} />;
  if (!collector.data) return <FormAlert>{pay.cardsUnavailable}</FormAlert>;
  return <PayForm invoices={invoices} cards={cards} collector={collector.data} />;
}

/**
 * /dashboard/payments/outstanding ('Update Now' from the failed-payment banner): the unpaid
 * invoices of the parent's monthly plans, the card their plans should charge from now on, and
 * paying what is owed with it; then says it is paid.
 */
export default function OutstandingPaymentsPage() {
  const invoices = useOutstandingInvoices();
  const cards = useSavedCards();
  const both = {
    data: invoices.data && cards.data && { invoices: invoices.data, cards: cards.data },
    notFound: false,
    isError: invoices.isError || cards.isError,
    refetch: () => Promise.all([invoices.refetch(), cards.refetch()]),
  };
  // Once paid, the invoices read again are none: the form keeps saying it is paid rather than 'nothing outstanding'.
  const [shown, setShown] = useState<OutstandingInvoice[] | null>(null);
  if (both.data && shown === null && both.data.invoices.length > 0) setShown(both.data.invoices);
  return (
    <ResourceState query={both} title={() => t.heading}>
      {(loaded) => (
        <div className="space-y-6">
          <Link className={textButton} to={clubPages.dashboard.path}>
            {messages.family.backToAccount}
          </Link>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.heading}</h1>
          {shown === null ? (
            <p className="text-gray-700">{t.none}</p>
          ) : (
            <>
              <p className="text-gray-700">{t.intro}</p>
              <InvoiceList invoices={shown} />
              <PayWithCollector invoices={shown} cards={loaded.cards} />
            </>
          )}
        </div>
      )}
    </ResourceState>
  );
}
