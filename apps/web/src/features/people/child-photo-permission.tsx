import { messages } from '@clubroom/domain/messages';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { SpinnerButton } from '../../ui/spinner-button';
import { PhotoPermissionSelect } from './photo-permission-select';
import { usePhotoPermission, useUpdatePhotoPermission } from './use-children';

const t = messages.family;

/**
 * The parent's answer to this club's photo and video question for the child, and changing it.
 * Hidden when the server answers an error (spec §6).
 */
export function ChildPhotoPermission({ personId }: { personId: number }) {
  const club = useClub();
  const answer = usePhotoPermission(personId);
  const save = useUpdatePhotoPermission(personId);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (answer.isError) return null;
  const current = answer.data?.data?.status ?? '';
  const value = choice ?? current;

  return (
    <section aria-labelledby="photo-permission-title" className="rounded-lg border border-gray-200 p-4">
      <h2 id="photo-permission-title" className="mb-1 text-xl font-bold">
        {t.photoPermissionTitle}
      </h2>
      <p className="mb-3 text-sm text-gray-700">
        {t.photoPermissionAt(club.name)}:{' '}
        <strong data-testid="photo-permission-answer">
          {answer.isPending
            ? '…'
            : current === '1'
              ? t.photoPermissionYes
              : current === '0'
                ? t.photoPermissionNo
                : t.photoPermissionUnanswered}
        </strong>
      </p>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!answer.data) return;
          if (value !== '1' && value !== '0') return setError(messages.permissions.photoRequired);
          setError(null);
          save.mutate(
            { status: value, clientId: answer.data.clientId },
            {
              onSuccess: () => setChoice(null),
              onError: (err) => setError(userMessage(err, t.saveFailed)),
            },
          );
        }}
      >
        <div className="grow">
          <PhotoPermissionSelect id="photo-permission" value={value} onChange={setChoice} error={error} />
        </div>
        <SpinnerButton type="submit" loading={save.isPending} loadingLabel={t.saving}>
          {t.save}
        </SpinnerButton>
      </form>
      <p role="status" className="mt-2 min-h-6 text-sm text-green-800">
        {save.isSuccess && choice === null && (
          <>
            <Check aria-hidden="true" size={16} className="mr-1 inline" />
            {t.saved}
          </>
        )}
      </p>
    </section>
  );
}
