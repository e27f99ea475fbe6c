import { messages } from '@clubroom/domain/messages';
import { PageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { Loading } from '../../ui/loading';
import { usePhotoPermissions } from './use-pay-settings';

const t = messages.paySettings;
const cell = 'px-3 py-2 text-left';
const answers = { '1': t.photoYes, '0': t.photoNo } as const;

/**
 * /cms/settings/photo-permissions: Yes/No per child. When the server answers an error the display
 * is hidden (spec §6): the page says nothing about anyone's permission rather than something wrong.
 */
export default function PhotoPermissionsPage() {
  const query = usePhotoPermissions();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle page={t.photosTitle} />
      <AdminPageHeading title={t.photosTitle} />
      <p className="text-gray-700">{t.photosIntro}</p>
      {query.isError ? null : !query.data ? (
        <Loading lines={4} />
      ) : query.data.people.length === 0 ? (
        <p>{t.photosNone}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-300">
          <table className="w-full border-collapse text-sm">
            <thead className="bg-gray-50">
              <tr>
                <th className={cell}>{t.photosChild}</th>
                <th className={cell}>{t.photosParent}</th>
                <th className={cell}>{t.photosAnswer}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.people.map((person) => (
                <tr key={person.childId} className="border-t border-gray-200">
                  <td className={cell}>
                    {person.firstName} {person.lastName}
                  </td>
                  <td className={cell}>{person.parentName}</td>
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
      )}
    </div>
  );
}
