import { photoAnswers, type PhotoAnswer, type PhotoPermissionsOverview } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { Loading } from '../../ui/loading';
import { Pager } from '../../ui/pager';
import { SearchForm } from '../../ui/search-form';
import { photoPermissionsSearchOf, photoPermissionsViewOf, type PhotoPermissionsView } from './photo-permissions-view';
import { usePhotoPermissions } from './use-pay-settings';

const t = messages.paySettings;
const cell = 'px-3 py-2 text-left';
const answers = { '1': t.photoYes, '0': t.photoNo } as const;
const answerLabels: Record<PhotoAnswer, string> = { yes: t.photoYes, no: t.photoNo, none: t.photoUnanswered };

/**
 * The answer filter, which is also the header's counts: each answer with how many children (of the search) gave it,
 * so staff see at a glance how many opted out. A No count is in red, as a No is in the table.
 */
function AnswerFilter({
  counts,
  answer,
  onChange,
}: {
  counts: PhotoPermissionsOverview['counts'];
  answer: PhotoAnswer | null;
  onChange: (answer: PhotoAnswer | null) => void;
}) {
  const everyone = counts.yes + counts.no + counts.none;
  const colours = (value: PhotoAnswer | null, count: number) => {
    if (answer === value) return 'border-primary bg-primary text-on-primary';
    return `border-gray-400 bg-white ${value === 'no' && count > 0 ? 'text-red-800' : 'text-gray-900'}`;
  };
  const choice = (value: PhotoAnswer | null, label: string, count: number) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={answer === value}
      onClick={() => onChange(value)}
      className={`rounded-full border px-3 py-2 text-sm font-semibold ${colours(value, count)}`}
    >
      {t.photosCount(label, count)}
    </button>
  );
  return (
    <div role="group" aria-label={t.photosShow} className="flex flex-wrap gap-2">
      {choice(null, t.photosShowAll, everyone)}
      {photoAnswers.map((value) => choice(value, answerLabels[value], counts[value]))}
    </div>
  );
}

function PeopleTable({ people, busy }: { people: PhotoPermissionsOverview['people']; busy: boolean }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-gray-300 aria-busy:opacity-60"
      aria-busy={busy || undefined}
    >
      <table className="w-full border-collapse text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th className={cell}>{t.photosChild}</th>
            <th className={`${cell} hidden sm:table-cell`}>{t.photosParent}</th>
            <th className={cell}>{t.photosAnswer}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.childId} className="border-t border-gray-200 align-top">
              <td className={cell}>
                {person.firstName} {person.lastName}
                {/* On a phone the parent sits under the child. */}
                <span className="block text-gray-700 sm:hidden">{person.parentName}</span>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{person.parentName}</td>
              <td className={`${cell} font-semibold ${person.status === '0' ? 'text-red-800' : ''}`}>
                {person.status === null ? (
                  <span className="font-normal text-gray-600">{t.photoUnanswered}</span>
                ) : (
                  answers[person.status]
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /cms/settings/photo-permissions: Yes/No per child, searched, filtered by answer and paged on the server. When the
 * server answers an error the display is hidden (spec §6): the page says nothing about anyone's permission rather
 * than something wrong.
 */
export default function PhotoPermissionsPage() {
  const [params, setParams] = useSearchParams();
  const view = photoPermissionsViewOf(params);
  const query = usePhotoPermissions(view);
  const show = (change: Partial<PhotoPermissionsView>) =>
    setParams(photoPermissionsSearchOf({ ...view, page: 1, ...change }));
  const data = query.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.photosTitle} />
      <AdminPageHeading title={t.photosTitle} />
      <p className="text-gray-700">{t.photosIntro}</p>
      {query.isError ? null : !data ? (
        <Loading lines={4} />
      ) : (
        <>
          <div className="space-y-3">
            <AnswerFilter counts={data.counts} answer={view.answer} onChange={(answer) => show({ answer })} />
            {/* Keyed by the address's search, so Back or a link puts its text in the box. */}
            <SearchForm
              key={view.search}
              id="photo-permissions-search"
              label={t.photosSearchLabel}
              placeholder={t.photosSearchPlaceholder}
              initial={view.search}
              maxLength={100}
              onSearch={(search) => show({ search })}
            />
          </div>
          {data.total === 0 ? (
            <p className="rounded-lg bg-panel p-6 text-center">
              {view.search || view.answer ? t.photosNoMatches : t.photosNone}
            </p>
          ) : (
            <>
              {/* A page past the last (an old link) has no rows: its pager leads back. */}
              {data.people.length > 0 && <PeopleTable people={data.people} busy={query.isPlaceholderData} />}
              <Pager
                label={t.photosPages}
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                summary={t.photosPageOf}
                onPage={(page) => show({ page })}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
