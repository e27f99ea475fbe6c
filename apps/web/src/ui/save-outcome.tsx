import { messages } from '@clubroom/domain/messages';
import { Check } from 'lucide-react';
import { userMessage } from '../lib/user-message';

/**
 * What became of a switch's save, under it: 'Saved' (a status, announced) once it took, or the server's reason in an
 * alert. The status line keeps its height so the panel does not jump as it fills.
 */
export function SaveOutcome({
  save,
  className = '',
}: {
  save: { isSuccess: boolean; isError: boolean; error: unknown };
  className?: string;
}) {
  return (
    <>
      <p role="status" className={`${className} min-h-6 text-sm text-green-800`.trim()}>
        {save.isSuccess && (
          <>
            <Check aria-hidden="true" size={16} className="mr-1 inline" />
            {messages.account.saved}
          </>
        )}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {userMessage(save.error, messages.account.saveFailed)}
        </p>
      )}
    </>
  );
}
