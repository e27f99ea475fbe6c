import { pathOf } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate, textColourOn } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Award, FileDown } from 'lucide-react';
import { ApiError, apiQuery } from '../../lib/api-client';
import * as trophiesRoutes from '../../lib/api-routes/trophies';
import { useClub } from '../../lib/club-context';
import { LoadFailed } from '../../ui/load-failed';
import { trophiesOff } from './use-run-trophies';

const t = messages.trophies;

/**
 * The trophies a child holds at the club, newest first, each with its printable certificate: on the family's child
 * page. Nothing at all while the club has grading trophies switched off.
 */
export function ChildTrophies({ personId, firstName }: { personId: number; firstName: string }) {
  const { timeZone } = useClub();
  const query = useQuery({
    ...apiQuery(trophiesRoutes.childTrophies, { params: { personId } }),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1,
  });
  if (trophiesOff(query.error)) return null;
  return (
    <section aria-labelledby="trophies-title" className="rounded-lg border border-gray-200 p-4">
      <h2 id="trophies-title" className="mb-3 text-xl font-bold">
        {t.childTitle}
      </h2>
      {query.isPending ? (
        <p className="text-gray-700" aria-busy="true">
          …
        </p>
      ) : query.isError ? (
        <LoadFailed message={t.childLoadFailed} retry={query.refetch} />
      ) : query.data.awards.length === 0 ? (
        <p className="text-gray-700">{t.childNone(firstName)}</p>
      ) : (
        <ul className="space-y-2">
          {query.data.awards.map((award) => (
            <li key={award.awardId} className="flex flex-wrap items-center gap-3 rounded-md bg-panel px-4 py-3">
              <span
                className="inline-flex items-center gap-1 rounded-full px-3 py-1 font-semibold"
                style={{ backgroundColor: `#${award.colour}`, color: textColourOn(award.colour) }}
              >
                {award.imageUrl ? (
                  <img src={award.imageUrl} alt="" className="h-6 w-6 rounded-full object-cover" />
                ) : (
                  <Award aria-hidden="true" className="h-4 w-4" />
                )}
                {award.trophyName}
              </span>
              <span>
                {award.activity} · {t.awardedOn(formatLongDate(Date.parse(award.awardedAt) / 1000, timeZone))}
              </span>
              <a
                className="inline-flex min-h-11 items-center gap-1 underline"
                href={pathOf(trophiesRoutes.trophyCertificate, { awardId: award.awardId })}
                target="_blank"
                rel="noreferrer"
              >
                <FileDown aria-hidden="true" className="h-4 w-4" />
                {t.certificate(award.trophyName)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
