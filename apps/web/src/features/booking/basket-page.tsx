import type { BasketItem, BasketResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';
import { AwaitingPaymentOrders } from './awaiting-payment-orders';
import { BasketItemCard, itemTitle } from './basket-item-card';
import { basketItemBody, waitingListPathOf } from './basket-item-body';
import { lastScheduleView } from '../schedule/last-schedule-view';
import { BookingProblem } from './booking-problem';
import { DiscountCodeForm } from './discount-code-form';
import { OrderSummary } from './order-summary';
import { minutesLeft } from './time-left';
import { anyBasketKey, useAddToBasket, useBasket, useRemoveFromBasket } from './use-basket';
import { useCheckout } from './use-checkout';
import { useNow } from './use-now';
import { useOneAtATime } from './use-one-at-a-time';

const t = messages.bookingPages;

/** A checkout refused for its discount code (used up in the meantime): the basket, priced again, says why. */
const isCodeRefused = (err: unknown) => err instanceof ApiError && err.code === 'DISCOUNT_CODE_REFUSED';

/** The item a checkout refused as no longer held (`body.items.2`). */
function lapsedItemOf(err: unknown, basket: BasketResponse): BasketItem | undefined {
  if (!(err instanceof ApiError) || err.code !== 'HOLD_EXPIRED') return undefined;
  const index = err.issues.map((i) => /^body\.items\.(\d+)$/.exec(i.path)?.[1]).find(Boolean);
  return index === undefined ? undefined : basket.items[Number(index)];
}

/** /basket: the places held for the parent, counting down, with remove, a discount code and checkout. */
export default function BasketPage() {
  usePageTitle(t.basketTitle);
  const basket = useBasket();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.basketTitle}</h1>
      <AwaitingPaymentOrders />
      {basket.data ? (
        <Basket basket={basket.data} pricing={basket.isPlaceholderData} />
      ) : basket.isError ? (
        <FormAlert>
          {t.loadFailed}{' '}
          <button type="button" className="underline" onClick={() => basket.refetch()}>
            {t.tryAgain}
          </button>
        </FormAlert>
      ) : (
        <Loading lines={3} />
      )}
    </div>
  );
}

function Basket({ basket, pricing }: { basket: BasketResponse; pricing: boolean }) {
  const now = useNow();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useRemoveFromBasket();
  const addAgain = useAddToBasket();
  const checkout = useCheckout(basket);
  const once = useOneAtATime();
  const [removing, setRemoving] = useState<BasketItem | null>(null);
  // Items whose hold lapsed on screen: the server no longer lists them, the page still offers them again.
  const [lapsed, setLapsed] = useState<BasketItem[]>([]);
  const [again, setAgain] = useState<BasketItem | null>(null);
  // Back to the schedule as it was left, its filters (a sibling's age) in place.
  const [anotherPlaceFrom] = useState(lastScheduleView);
  const isLapsed = (item: BasketItem) => lapsed.some((known) => known.itemId === item.itemId);
  const expiring = basket.items.filter((item) => Date.parse(item.expiresAt) <= now);
  const held = basket.items.filter((item) => !expiring.includes(item) && !isLapsed(item));
  // Kept as they lapse (setting state while rendering, React's pattern for state derived from a change).
  const newlyLapsed = expiring.filter((item) => !isLapsed(item));
  if (newlyLapsed.length > 0) setLapsed((known) => [...known, ...newlyLapsed]);
  const expiringIds = expiring.map((item) => item.itemId).join();
  useEffect(() => {
    // The totals change without the lapsed places.
    if (expiringIds) void client.invalidateQueries({ queryKey: anyBasketKey() });
  }, [expiringIds, client]);
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(basket.currency));
  // Places offered from a waiting list say when their offer ends; the rest count down the basket's minutes.
  const counting = held.filter((item) => !item.offered);
  const soonest = Math.min(...counting.map((item) => Date.parse(item.expiresAt)));

  if (held.length === 0 && lapsed.length === 0) {
    return (
      <div className="space-y-4">
        <p>{t.basketEmpty}</p>
        <Link className={primaryButton} to={clubPages.schedule.path}>
          {t.findAClass}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {held.length > 0 && (
        <>
          {counting.length > 0 && (
            <>
              <p>{t.holdExplained(basket.holdMinutes)}</p>
              <p className="sr-only" aria-live="polite">
                {t.heldForMinutes(minutesLeft(soonest - now))}
              </p>
            </>
          )}
          <ul className="space-y-3" aria-label={t.basketTitle}>
            {held.map((item) => (
              <BasketItemCard
                key={item.itemId}
                item={item}
                price={messages.booking.lineAmount(item, money)}
                timeLeft={Date.parse(item.expiresAt) - now}
                actions={
                  <button type="button" className={textButton} onClick={() => setRemoving(item)}>
                    {t.remove}
                    <span className="sr-only">
                      : {itemTitle(item)}, {item.childName}
                    </span>
                  </button>
                }
              />
            ))}
          </ul>
        </>
      )}
      {lapsed.length > 0 && (
        <ul className="space-y-3" aria-label={t.noLongerHeld}>
          {lapsed.map((item) => {
            const body = basketItemBody(item);
            return (
              <BasketItemCard
                key={item.itemId}
                item={item}
                price={null}
                timeLeft={null}
                actions={
                  <>
                    <p className="w-full text-sm">{messages.booking.holdExpired(itemTitle(item))}</p>
                    {body && (
                      <SpinnerButton
                        type="button"
                        className={secondaryButton}
                        loading={addAgain.isPending && again === item}
                        onClick={() => {
                          setAgain(item);
                          addAgain.mutate(body, {
                            onSuccess: () => setLapsed((known) => known.filter((k) => k !== item)),
                          });
                        }}
                      >
                        {t.addAgain}
                        <span className="sr-only">
                          : {itemTitle(item)}, {item.childName}
                        </span>
                      </SpinnerButton>
                    )}
                  </>
                }
              />
            );
          })}
        </ul>
      )}
      {addAgain.isError && again && (
        <BookingProblem error={addAgain.error} waitingListPath={waitingListPathOf(again)} />
      )}
      {remove.isError && <BookingProblem error={remove.error} />}
      {held.length > 0 && (
        <section aria-labelledby="checkout-heading" className="space-y-4">
          <h2 id="checkout-heading" className="text-xl font-bold">
            {t.total}
          </h2>
          <DiscountCodeForm basket={basket} pricing={pricing} />
          <OrderSummary caption={t.basketTitle} {...basket} />
          {checkout.isError && <BookingProblem error={checkout.error} />}
          <SpinnerButton
            type="button"
            className={`${primaryButton} w-full sm:w-auto`}
            loading={checkout.isPending}
            loadingLabel={t.sending}
            disabled={pricing}
            onClick={() =>
              once(async () => {
                try {
                  await navigate(checkout.pageAfter(await checkout.mutateAsync()));
                } catch (err) {
                  if (isCodeRefused(err)) void client.invalidateQueries({ queryKey: anyBasketKey() });
                  const item = lapsedItemOf(err, basket);
                  if (!item) return;
                  // The server's clock decides, even if this one's has not got there.
                  setLapsed((known) => [...known, item]);
                  void client.invalidateQueries({ queryKey: anyBasketKey() });
                }
              })
            }
          >
            {checkout.free ? t.bookNow : t.checkout}
          </SpinnerButton>
        </section>
      )}
      <Link className={textButton} to={anotherPlaceFrom}>
        {t.addAnother}
      </Link>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        body={removing ? t.removeBody(itemTitle(removing), removing.childName) : ''}
        confirmLabel={t.remove}
        cancelLabel={t.keep}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.itemId, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
