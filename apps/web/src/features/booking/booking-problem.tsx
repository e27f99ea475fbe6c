import { messages } from '@clubroom/domain/messages';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { FormAlert } from '../../ui/form-alert';

/** What went wrong with a booking call: a field's own words (an age limit) before the catalogue's message. */
export function bookingProblemOf(err: unknown): string {
  const [issue] = Object.values(fieldIssues(err));
  return issue ?? userMessage(err);
}

export const isFull = (err: unknown) => err instanceof ApiError && err.code === 'CAPACITY_EXCEEDED';

/** A refused booking; a full class or camp offers its waiting list (on its info page). */
export function BookingProblem({ error, waitingListPath }: { error: unknown; waitingListPath?: string }) {
  return (
    <FormAlert>
      <p>{bookingProblemOf(error)}</p>
      {isFull(error) && waitingListPath && (
        <Link className="mt-1 inline-block font-semibold underline" to={waitingListPath}>
          {messages.bookingPages.joinWaitingList}
        </Link>
      )}
    </FormAlert>
  );
}
