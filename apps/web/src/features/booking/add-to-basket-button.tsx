import type { AddToBasketBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useNavigate } from 'react-router';
import { SpinnerButton } from '../../ui/spinner-button';
import { BookingProblem } from './booking-problem';
import { useAddToBasket } from './use-basket';
import { useOneAtATime } from './use-one-at-a-time';
import { questionsDue } from '../registration-questions/use-basket-questions';

const t = messages.bookingPages;

/**
 * Holds the chosen place and goes to the basket (by the club's questions, while any it asks is unanswered); a refusal (full, already booked, an age limit)
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
            // The club's questions for the place come first, while any is unanswered.
            await navigate((await questionsDue()) ? clubPages.basketQuestions.path : clubPages.basket.path);
          });
        }}
      >
        {t.addToBasket}
      </SpinnerButton>
    </div>
  );
}
