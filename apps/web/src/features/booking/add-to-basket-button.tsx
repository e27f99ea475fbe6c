import type { AddToBasketBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useNavigate } from 'react-router';
import { SpinnerButton } from '../../ui/spinner-button';
import { BookingProblem } from './booking-problem';
import { useAddToBasket } from './use-basket';
import { useOneAtATime } from './use-one-at-a-time';

const t = messages.bookingPages;

/**
 * Holds the chosen place and goes to the basket; a refusal (full, already booked, an age limit)
 * shows here, a full class or camp with its waiting list.
 */
export function AddToBasketButton({
  body,
  waitingListPath,
}: {
  body: AddToBasketBody | null;
  waitingListPath: string;
}) {
  const add = useAddToBasket();
  const navigate = useNavigate();
  const once = useOneAtATime();
  return (
    <div className="space-y-3">
      {add.isError && <BookingProblem error={add.error} waitingListPath={waitingListPath} />}
      <SpinnerButton
        type="button"
        loading={add.isPending}
        loadingLabel={t.adding}
        disabled={!body}
        onClick={() => {
          if (!body) return;
          once(async () => {
            await add.mutateAsync(body);
            await navigate(clubPages.basket.path);
          });
        }}
      >
        {t.addToBasket}
      </SpinnerButton>
    </div>
  );
}
