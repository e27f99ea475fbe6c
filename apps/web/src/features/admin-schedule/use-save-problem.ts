import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { fieldIssues, userMessage } from '../../lib/user-message';

/**
 * Saving a schedule form (a term, a run, a camp): `save` clears the last refusal and runs the
 * save; a refusal becomes `problem` (shown above the form) and the fields the server named get
 * their messages through `showErrors`.
 */
export function useSaveProblem(showErrors: (fields: Record<string, string>) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(userMessage(err, messages.adminSchedule.saveFailed));
      showErrors(fieldIssues(err));
    }
  };
  return { problem, save };
}
