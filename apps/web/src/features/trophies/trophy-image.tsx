import { pathOf, type TrophiesResponse, type Trophy } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as trophiesRoutes from '../../lib/api-routes/trophies';
import { sendUploadForm } from '../../lib/upload-form';
import { userMessage } from '../../lib/user-message';
import { textButton } from '../../ui/buttons';

const t = messages.trophies;

/**
 * A trophy's picture on the settings page: a file input that uploads at once (PNG or JPEG, judged by the server from
 * its bytes), and Remove once it has one. Each answers the club's whole list (`onSaved`).
 */
export function TrophyImage({ trophy, onSaved }: { trophy: Trophy; onSaved: (list: TrophiesResponse) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `trophy-${trophy.trophyId}-image`;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      onSaved((await work()) as TrophiesResponse);
    } catch (err) {
      setProblem(userMessage(err, t.imageUploadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex w-full flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm">
        {t.image}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        className="text-sm"
        disabled={busy}
        aria-label={`${t.image}: ${trophy.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.append('image', file);
          void run(() =>
            sendUploadForm(
              { method: 'POST', path: pathOf(trophiesRoutes.uploadTrophyImage, { trophyId: trophy.trophyId }) },
              form,
            ),
          );
        }}
      />
      {trophy.imageUrl && (
        <button
          type="button"
          className={textButton}
          disabled={busy}
          aria-label={t.imageRemoveOf(trophy.name)}
          onClick={() =>
            void run(() => callApi(trophiesRoutes.removeTrophyImage, { params: { trophyId: trophy.trophyId } }))
          }
        >
          {t.imageRemove}
        </button>
      )}
      {problem && (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
