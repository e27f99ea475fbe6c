import { messages } from '@clubroom/domain/messages';

/** A page or a part of one that could not load: what failed, and 'Try again'. */
export function LoadFailed({ message, retry }: { message: string; retry: () => unknown }) {
  return (
    <p role="alert" className="text-red-700">
      {message}{' '}
      <button type="button" className="underline" onClick={() => retry()}>
        {messages.account.tryAgain}
      </button>
    </p>
  );
}
