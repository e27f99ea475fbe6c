import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { fieldIssues, userMessage } from '../../lib/user-message';

/**
 * Saving a schedule form (a term, a run, a camp, a venue): `save` clears the last refusal and runs the
 * save; a refusal becomes `problem` (shown above the form) and the fields the server named get
 * their messages through `showErrors`.
 */
export function useSaveProblem(
  showErrors: (fields: Record<string, string>) => void,
  fallback: string = messages.adminSchedule.saveFailed,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(userMessage(err, fallback));
      showErrors(fieldIssues(err));
    }
  };
  return { problem, save };
}
