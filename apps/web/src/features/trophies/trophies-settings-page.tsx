import type { Trophy, TrophiesResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { textColourOn } from '@clubroom/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as trophiesRoutes from '../../lib/api-routes/trophies';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { TrophyForm, trophyFormValues } from './trophy-form';
import { TrophyImage } from './trophy-image';
import { trophiesOff } from './use-run-trophies';

const t = messages.trophies;

/** Every change answers the whole list, which replaces the page's copy. */
function useTrophyChanges() {
  const client = useQueryClient();
  const keep = (list: TrophiesResponse) => client.setQueryData(queryKeyOf(trophiesRoutes.trophies), list);
  return {
    keep,
    remove: useMutation({
      mutationFn: (trophy: Trophy) => callApi(trophiesRoutes.removeTrophy, { params: { trophyId: trophy.trophyId } }),
      onSuccess: keep,
    }),
  };
}

function TrophyRow({ trophy, activities }: { trophy: Trophy; activities: string[] }) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const { keep, remove } = useTrophyChanges();
  if (editing)
    return (
      <li className="rounded-lg border border-gray-300 p-3">
        <TrophyForm
          idPrefix={`trophy-${trophy.trophyId}`}
          activities={activities}
          initial={trophyFormValues(trophy)}
          submitLabel={t.save}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            keep(await callApi(trophiesRoutes.updateTrophy, { params: { trophyId: trophy.trophyId }, body }));
            setEditing(false);
          }}
        />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 p-3">
      <span className="w-6 text-right text-gray-700">{trophy.position}</span>
      <span
        className="inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold"
        style={{ backgroundColor: `#${trophy.colour}`, color: textColourOn(trophy.colour) }}
      >
        {trophy.imageUrl && (
          <img src={trophy.imageUrl} alt={t.imageOf(trophy.name)} className="h-6 w-6 rounded-full object-cover" />
        )}
        {trophy.name}
      </span>
      <span className="text-sm text-gray-700">{t.held(trophy.awardedCount)}</span>
      <span className="ml-auto flex gap-3">
        <button type="button" className={textButton} aria-label={t.edit(trophy.name)} onClick={() => setEditing(true)}>
          {t.editButton}
        </button>
        {trophy.awardedCount === 0 && (
          <button
            type="button"
            className={textButton}
            aria-label={t.remove(trophy.name)}
            onClick={() => setAsking(true)}
          >
            {t.removeButton}
          </button>
        )}
      </span>
      <TrophyImage trophy={trophy} onSaved={keep} />
      {remove.isError && <FormAlert>{userMessage(remove.error, t.saveFailed)}</FormAlert>}
      <ConfirmDialog
        open={asking}
        title={t.remove(trophy.name)}
        body={t.confirmRemove(trophy.name)}
        confirmLabel={t.removeButton}
        cancelLabel={t.cancel}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate(trophy, { onSettled: () => setAsking(false) })}
      />
    </li>
  );
}

/** /cms/settings/trophies: the levels and badges of each class, in order; added, changed and removed in place. */
export default function TrophiesSettingsPage() {
  usePageTitle(t.title);
  const query = useQuery({
    ...apiQuery(trophiesRoutes.trophies),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1,
  });
  const { keep } = useTrophyChanges();
  let body;
  if (query.isPending) body = <Loading />;
  else if (trophiesOff(query.error))
    body = (
      <div className="space-y-3 rounded-lg bg-panel p-4">
        <p>{t.switchedOff}</p>
        <Link className={secondaryButton} to={clubPages.clubOptions.path}>
          {t.toOptions}
        </Link>
      </div>
    );
  else if (!query.data) body = <LoadFailed message={t.loadFailed} retry={query.refetch} />;
  else {
    const { trophies, activities } = query.data;
    const byActivity = new Map<string, Trophy[]>();
    for (const trophy of trophies)
      byActivity.set(trophy.activity, [...(byActivity.get(trophy.activity) ?? []), trophy]);
    body = (
      <>
        {trophies.length === 0 && <p className="rounded-lg bg-panel p-4">{t.none}</p>}
        {[...byActivity].map(([activity, list], index) => (
          <section key={activity} aria-labelledby={`activity-${index}`} className="space-y-2">
            <h2 id={`activity-${index}`} className="text-xl font-bold">
              {activity}
            </h2>
            <ul className="space-y-2">
              {list.map((trophy) => (
                <TrophyRow key={trophy.trophyId} trophy={trophy} activities={activities} />
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="add-trophy" className="space-y-3 rounded-lg border border-gray-300 p-4">
          <h2 id="add-trophy" className="text-xl font-bold">
            {t.add}
          </h2>
          {activities.length === 0 ? (
            <p>{t.noActivities}</p>
          ) : (
            <TrophyForm
              idPrefix="new-trophy"
              activities={activities}
              initial={{ activity: activities[0], name: '', position: '1', colour: '#cd7f32' }}
              submitLabel={t.add}
              onSubmit={async (values) => keep(await callApi(trophiesRoutes.addTrophy, { body: values }))}
            />
          )}
        </section>
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {body}
    </div>
  );
}
