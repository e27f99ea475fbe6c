import type { AdminVenue } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { primaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { useDeleteVenue, useVenues } from './use-venues';
import { venueUsesInWords } from './venue-uses';

const t = messages.venues;

/** One venue: where it is, its notes, what is held there; Delete only while nothing is (else why not). */
function VenueItem({ venue, onDelete }: { venue: AdminVenue; onDelete: () => void }) {
  const uses = venueUsesInWords(venue);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-1">
        <h2 className="font-semibold">{venue.name}</h2>
        <p className="text-sm text-gray-700">{[venue.address, venue.postcode].filter(Boolean).join(', ')}</p>
        {venue.notes && <p className="text-sm whitespace-pre-line text-gray-700">{venue.notes}</p>}
        {!venue.located && <p className="text-sm text-amber-800">{t.notLocated}</p>}
        {uses && <p className="text-sm text-gray-700">{t.usedBy(uses)}</p>}
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <div className="flex gap-4">
          <Link
            className={textButton}
            to={pagePath(clubPages.editVenue, { venueId: venue.venueId })}
            aria-label={`${t.edit} ${venue.name}`}
          >
            {t.edit}
          </Link>
          {!uses && (
            <button type="button" className={textButton} onClick={onDelete} aria-label={`${t.delete} ${venue.name}`}>
              {t.delete}
            </button>
          )}
        </div>
        {uses && <p className="max-w-xs text-sm text-gray-600 sm:text-right">{t.inUseNoDelete}</p>}
      </div>
    </li>
  );
}

/** /cms/venues: the club's venues, with what is held at each; add, edit and delete them. */
export default function VenuesPage() {
  usePageTitle(t.title);
  const venues = useVenues();
  const deleteVenue = useDeleteVenue();
  const [pending, setPending] = useState<AdminVenue | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!pending || deleteVenue.isPending) return;
    setRefusal(null);
    deleteVenue.mutate(pending.venueId, {
      onSuccess: () => setPending(null),
      onError: (err: unknown) => {
        setPending(null);
        setRefusal(userMessage(err)); // a 409 names what is held there
      },
    });
  };

  return (
    <div className="space-y-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {venues.data && venues.data.venues.length > 0 && (
        <Link className={primaryButton} to={clubPages.addVenue.path}>
          {t.add}
        </Link>
      )}
      <div aria-live="assertive">{refusal && <FormAlert>{refusal}</FormAlert>}</div>
      {venues.isPending && <Loading lines={4} />}
      {venues.isError && <LoadFailed message={t.loadFailed} retry={venues.refetch} />}
      {venues.data &&
        (venues.data.venues.length === 0 ? (
          <div className="space-y-3 rounded-lg bg-panel p-6 text-center">
            <p className="text-lg font-semibold">{t.empty}</p>
            <p className="text-gray-700">{t.emptyHint}</p>
            <Link className={primaryButton} to={clubPages.addVenue.path}>
              {t.add}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300 px-4">
            {venues.data.venues.map((venue) => (
              <VenueItem key={venue.venueId} venue={venue} onDelete={() => setPending(venue)} />
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmDelete(pending?.name ?? '')}
        body={t.confirmDeleteBody}
        confirmLabel={deleteVenue.isPending ? t.deleting : t.delete}
        cancelLabel={t.cancel}
        pending={deleteVenue.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
