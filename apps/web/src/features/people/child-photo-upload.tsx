import type { Child } from '@clubroom/domain/api';
import { CHILD_PHOTO_MAX_BYTES } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { userMessage } from '../../lib/user-message';
import { useUploadChildPhoto } from './use-children';

const t = messages.family;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The child's photo, and a button to upload a new one (checked here for size and type, and again by the server). */
export function ChildPhotoUpload({ child }: { child: Child }) {
  const upload = useUploadChildPhoto(child.personId);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const name = `${child.firstName} ${child.lastName}`;

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > CHILD_PHOTO_MAX_BYTES) return setProblem(t.photoTooLarge);
    if (!ACCEPTED.includes(file.type)) return setProblem(t.photoWrongType);
    upload.mutate(file, { onError: (err) => setProblem(userMessage(err, t.saveFailed)) });
  };

  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      {child.photoUrl ? (
        <img
          src={child.photoUrl}
          alt={t.photoOf(name)}
          className="h-28 w-28 rounded-full border border-gray-200 object-cover"
        />
      ) : (
        <span
          className="flex h-28 w-28 items-center justify-center rounded-full bg-panel text-gray-600"
          role="img"
          aria-label={t.noPhoto}
        >
          <UserRound aria-hidden="true" size={48} />
        </span>
      )}
      <div className="space-y-1">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center justify-center rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50 focus-within:outline-2"
        >
          {upload.isPending ? t.uploading : child.photoUrl ? t.changePhoto : t.choosePhoto}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <p className="text-sm text-gray-600">{t.photoHint}</p>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
