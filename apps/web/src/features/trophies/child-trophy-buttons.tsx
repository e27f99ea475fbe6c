import type { RunTrophies } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { textColourOn } from '@clubroom/domain/rules';
import { Award as AwardIcon } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../../lib/user-message';
import { useChildTrophyChanges } from './use-run-trophies';

const t = messages.trophies;

/**
 * One child's trophies on the register: a button per level or badge of the class (one tap awards it; held ones
 * show filled, in the trophy's colour), Undo after an award, and the "Ready to move up" toggle.
 */
export function ChildTrophyButtons({
  runId,
  child,
  trophies,
}: {
  runId: number;
  child: { childId: number; firstName: string };
  trophies: RunTrophies;
}) {
  const change = useChildTrophyChanges(runId, child.childId);
  const held = new Map(trophies.awards.filter((a) => a.childId === child.childId).map((a) => [a.trophyId, a]));
  // The toggle shows the tap at once (in the same render as the tap: a controlled box would flick back until the
  // mutation's state arrives), until the server's answer is in the register's trophies, or its refusal shown.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const ready = tapped ?? trophies.readyToMoveUp.includes(child.childId);
  const done = change.isSuccess ? change.data : null;
  const nameOf = (trophyId: number) => trophies.trophies.find((x) => x.trophyId === trophyId)?.name ?? '';
  return (
    <section aria-label={t.holds(child.firstName)} className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {trophies.trophies.map((trophy) => {
          const award = held.get(trophy.trophyId);
          return (
            <button
              key={trophy.trophyId}
              type="button"
              aria-pressed={award !== undefined}
              aria-label={t.award(trophy.name, child.firstName)}
              disabled={change.isPending || award !== undefined}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 px-3 py-1 font-semibold disabled:cursor-default"
              style={
                award
                  ? {
                      backgroundColor: `#${trophy.colour}`,
                      borderColor: `#${trophy.colour}`,
                      color: textColourOn(trophy.colour),
                    }
                  : { borderColor: `#${trophy.colour}` }
              }
              onClick={() => change.mutate({ kind: 'award', trophyId: trophy.trophyId })}
            >
              <AwardIcon aria-hidden="true" className="h-4 w-4" />
              {trophy.name}
            </button>
          );
        })}
      </div>
      <div role="status" aria-live="polite">
        {done?.kind === 'award' && (
          <p className="flex items-center gap-3">
            {t.awarded(nameOf(done.trophyId), child.firstName)}
            <button
              type="button"
              className="min-h-11 font-semibold underline"
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'undo', award: done.award })}
            >
              {t.undo}
            </button>
          </p>
        )}
        {done?.kind === 'undo' && <p>{t.undone(nameOf(done.award.trophyId), child.firstName)}</p>}
      </div>
      {change.isError && (
        <p role="alert" className="text-red-700">
          {userMessage(change.error, t.awardFailed(child.firstName))}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          aria-label={t.readyToMoveUpOf(child.firstName)}
          className="h-5 w-5"
          checked={ready}
          disabled={change.isPending}
          onChange={(e) => {
            setTapped(e.target.checked);
            change.mutate({ kind: 'move-up', ready: e.target.checked }, { onSettled: () => setTapped(null) });
          }}
        />
        {t.readyToMoveUp}
      </label>
    </section>
  );
}
