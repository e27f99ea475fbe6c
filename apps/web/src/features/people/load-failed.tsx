import { messages } from '@clubroom/domain/messages';

/** A part of the page that could not load, with 'Try again'. */
export function LoadFailed({ retry }: { retry: () => unknown }) {
  return (
    <p role="alert" className="text-red-700">
      {messages.bookingPages.loadFailed}{' '}
      <button type="button" className="underline" onClick={() => retry()}>
        {messages.bookingPages.tryAgain}
      </button>
    </p>
  );
}
