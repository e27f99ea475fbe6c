import type { RegisterCoach } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery } from '../../lib/api-client';
import * as peopleRoutes from '../../lib/api-routes/people';
import { userMessage } from '../../lib/user-message';
import { secondaryButton, textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/fields';
import { SpinnerButton } from '../../ui/spinner-button';
import { useChangeCampCoach, useChangeRunCoach, type CoachChange } from './use-registers';

const t = messages.registers;
const nameOf = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/** For organisers: the coaches who take the class (and so its register), to add to or take off. */
export function RunCoaches({ runId, coaches }: { runId: number; coaches: RegisterCoach[] }) {
  const change = useChangeRunCoach(runId);
  return <CoachesPanel id="run-coach" coaches={coaches} change={change} none={t.noCoaches} allOn={t.noCoachesToAdd} />;
}

/** For organisers: the coaches on a camp (and so its day registers), to add to or take off. */
export function CampCoaches({ campId, coaches }: { campId: number; coaches: RegisterCoach[] }) {
  const change = useChangeCampCoach(campId);
  return (
    <CoachesPanel
      id="camp-coach"
      coaches={coaches}
      change={change}
      none={t.noCampCoaches}
      allOn={t.noCampCoachesToAdd}
    />
  );
}

function CoachesPanel({
  id,
  coaches,
  change,
  none,
  allOn,
}: {
  id: string;
  coaches: RegisterCoach[];
  change: CoachChange;
  none: string;
  allOn: string;
}) {
  const staff = useQuery(apiQuery(peopleRoutes.staffList));
  const [chosen, setChosen] = useState('');
  const addable = (staff.data?.staff ?? []).filter(
    (m) => m.role === 'coach' && m.status === 'active' && !coaches.some((c) => c.userId === m.userId),
  );
  const userId = chosen || String(addable[0]?.userId ?? '');
  return (
    <details className="rounded-lg border border-gray-200 p-3">
      <summary className="cursor-pointer font-medium">
        {t.coaches}: {coaches.length === 0 ? none : coaches.map(nameOf).join(', ')}
      </summary>
      <ul className="mt-3 space-y-2">
        {coaches.map((coach) => (
          <li key={coach.userId} className="flex items-center justify-between gap-2">
            <span>{nameOf(coach)}</span>
            <button
              type="button"
              className={textButton}
              disabled={change.isPending}
              onClick={() => change.mutate({ userId: coach.userId, change: 'remove' })}
            >
              {t.removeCoach(nameOf(coach))}
            </button>
          </li>
        ))}
      </ul>
      {staff.data &&
        (addable.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">{allOn}</p>
        ) : (
          <div className="mt-3 flex items-end gap-2">
            <div className="flex-1">
              <SelectField
                id={id}
                label={t.coach}
                value={userId}
                options={addable.map((m) => ({ value: String(m.userId), label: nameOf(m) }))}
                onChange={setChosen}
              />
            </div>
            <SpinnerButton
              type="button"
              className={secondaryButton}
              loading={change.isPending}
              onClick={() =>
                change.mutate({ userId: Number(userId), change: 'add' }, { onSuccess: () => setChosen('') })
              }
            >
              {t.addCoach}
            </SpinnerButton>
          </div>
        ))}
      {change.isError && <FormAlert>{userMessage(change.error)}</FormAlert>}
    </details>
  );
}
