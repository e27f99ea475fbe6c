import { messages } from '@clubroom/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';
import { SpinnerButton } from '../../ui/spinner-button';
import { BookingProblem } from './booking-problem';
import { useOneAtATime } from './use-one-at-a-time';

const t = messages.bookingPages;

/** A pending order of zero (checked out, not yet booked) is completed with Book Now; `onBooked` follows. */
export function BookNowButton({ orderUuid, onBooked }: { orderUuid: string; onBooked?: () => unknown }) {
  const client = useQueryClient();
  const once = useOneAtATime();
  const book = useMutation({
    mutationFn: () => callApi(bookingRoutes.bookNow, { body: { orderId: orderUuid } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeyOf(bookingRoutes.order, { params: { uuid: orderUuid } }) });
      await onBooked?.();
    },
  });
  return (
    <div className="space-y-3">
      {book.isError && <BookingProblem error={book.error} />}
      <SpinnerButton
        type="button"
        loading={book.isPending}
        loadingLabel={t.sending}
        onClick={() => once(() => book.mutateAsync())}
      >
        {t.bookNow}
      </SpinnerButton>
    </div>
  );
}
