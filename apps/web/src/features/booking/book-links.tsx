import { bookingMessages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/buttons';

const t = bookingMessages.bookingPages;

/**
 * 'Book' (and 'Book a Trial') on a run's or camp's public page: plain links into the signed-in
 * booking steps, the same for every visitor, so the server's rendering and the browser's agree.
 */
export function BookLinks({ book, trial, what }: { book: string; trial?: string; what: string }) {
  return (
    <p className="my-6 flex flex-col gap-3 sm:flex-row">
      <Link className={primaryButton} to={book}>
        {t.book}
        <span className="sr-only"> {what}</span>
      </Link>
      {trial && (
        <Link className={secondaryButton} to={trial}>
          {t.bookTrial}
          <span className="sr-only"> of {what}</span>
        </Link>
      )}
    </p>
  );
}

/** 'Join Waiting List' on a full run's public page. */
export function WaitingListLink({ runId, what }: { runId: number; what: string }) {
  return (
    <p className="my-6">
      <Link className={primaryButton} to={joinWaitingListPath(runId)}>
        {t.joinWaitingList}
        <span className="sr-only"> for {what}</span>
      </Link>
    </p>
  );
}

export const joinWaitingListPath = (runId: number) => pagePath(clubPages.joinWaitingList, { runId });
export const bookRunPath = (runId: number) => pagePath(clubPages.bookRun, { runId });
export const bookTrialPath = (runId: number) => `${bookRunPath(runId)}?trial=1`;
export const bookCampPath = (campId: number) => pagePath(clubPages.bookCamp, { campId });
