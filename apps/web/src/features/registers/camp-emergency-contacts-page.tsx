import type { CampEmergencyContactsResponse } from '@clubroom/domain/api';
import { pathOf } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { apiQuery, isNotFound } from '../../lib/api-client';
import * as campRoutes from '../../lib/api-routes/admin-camps';
import { BackLink } from '../../ui/back-link';
import { secondaryButton } from '../../ui/buttons';
import { SelectField } from '../../ui/fields';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { notesOf } from './register-print';

const t = messages.adminCamps.emergencyPage;
const r = messages.registers;

function ContactsTable({ list }: { list: CampEmergencyContactsResponse }) {
  if (list.children.length === 0) return <p className="rounded-lg bg-panel p-6 text-center">{t.noChildren}</p>;
  const cell = 'border border-gray-300 px-2 py-1 align-top print:border-black';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left print:text-xs">
        <thead>
          <tr>
            <th className={cell}>{t.child}</th>
            <th className={cell}>{t.notes}</th>
            <th className={cell}>{t.parent}</th>
            <th className={cell}>{t.emergencyContacts}</th>
          </tr>
        </thead>
        <tbody>
          {list.children.map((child) => (
            <tr key={child.childId} className="break-inside-avoid">
              <td className={cell}>
                <span className="font-semibold">
                  {child.firstName} {child.lastName}
                </span>
                <br />
                {r.age(child.ageYears)}
                {child.photoPermissionRefused && ` · ${r.noPhotos}`}
              </td>
              <td className={cell}>{notesOf(child) || r.noNotes}</td>
              <td className={cell}>
                {child.parent.name}: {child.parent.phone ?? r.noPhone}
              </td>
              <td className={cell}>
                {child.emergencyContacts.length === 0
                  ? t.none
                  : child.emergencyContacts.map((c) => (
                      <div key={`${c.name}-${c.phone}`}>
                        {c.name} ({c.relation}): {c.phone}
                      </div>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /cms/camps/:campId/emergency-contacts?weekId=: everyone booked on a camp (or a week) and whom to call; print or CSV. */
export default function CampEmergencyContactsPage() {
  const { campId } = useParams();
  if (!campId || !isCanonicalId(campId)) return <NotFoundPage />;
  return <EmergencyContactsOf campId={Number(campId)} />;
}

function EmergencyContactsOf({ campId }: { campId: number }) {
  const [search, setSearch] = useSearchParams();
  const weekParam = search.get('weekId');
  const query = weekParam && isCanonicalId(weekParam) ? { weekId: weekParam } : {};
  const list = useQuery(apiQuery(campRoutes.campEmergencyContacts, { params: { campId }, query }));
  return (
    <div className="space-y-4">
      <div className="print:hidden">
        <BackLink to={clubPages.registers.path}>{r.backToRegisters}</BackLink>
      </div>
      <ResourceState
        query={{ ...list, notFound: isNotFound(list.error) }}
        title={(l) => t.title(l.week ? `${l.camp.className}, ${l.week.name}` : l.camp.className)}
      >
        {(l) => (
          <>
            <div>
              <h1 className="text-2xl font-bold">{t.title(l.camp.className)}</h1>
              <p className="text-gray-700">
                {l.camp.venueName}
                {l.week && ` · ${l.week.name}`}
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-2 print:hidden">
              <SelectField
                id="emergency-week"
                label={t.week}
                value={l.week ? String(l.week.weekId) : ''}
                options={[
                  { value: '', label: t.allWeeks },
                  ...l.weeks.map((w) => ({ value: String(w.weekId), label: w.name })),
                ]}
                onChange={(value) => setSearch(value ? { weekId: value } : {})}
              />
              <button type="button" className={secondaryButton} onClick={() => window.print()}>
                {r.print}
              </button>
              <a
                className={secondaryButton}
                href={
                  pathOf(campRoutes.campEmergencyContactsCsv, { campId }) + (l.week ? `?weekId=${l.week.weekId}` : '')
                }
                download
              >
                {r.downloadCsv}
              </a>
            </div>
            <ContactsTable list={l} />
          </>
        )}
      </ResourceState>
    </div>
  );
}
