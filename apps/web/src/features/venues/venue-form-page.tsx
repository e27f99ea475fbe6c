import type { AdminVenue, VenueBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { ResourceState } from '../../ui/resource-state';
import { VenueForm } from './venue-form';
import { emptyVenue } from './venue-fields';
import { useSaveVenue, useVenues } from './use-venues';

const t = messages.venues;

/** Saves the venue and goes back to the venues. */
function useSubmit(venueId?: number) {
  const save = useSaveVenue();
  const navigate = useNavigate();
  return async (body: VenueBody) => {
    await save.mutateAsync({ venueId, body });
    await navigate(clubPages.venues.path);
  };
}

function AddVenue() {
  usePageTitle(t.addTitle);
  const submit = useSubmit();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.addTitle}</h1>
      <VenueForm initial={emptyVenue} submitLabel={t.addTitle} onSubmit={submit} />
    </>
  );
}

function EditVenue({ venueId }: { venueId: string }) {
  const venues = useVenues();
  const valid = isCanonicalId(venueId);
  const venue = valid ? venues.data?.venues.find((v) => v.venueId === Number(venueId)) : undefined;
  const submit = useSubmit(Number(venueId));
  const query = {
    data: venue,
    notFound: !valid || (venues.data !== undefined && venue === undefined),
    isError: venues.isError,
    refetch: venues.refetch,
  };
  return (
    <ResourceState query={query} title={(v: AdminVenue) => t.editTitle(v.name)}>
      {(v: AdminVenue) => (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.editTitle(v.name)}</h1>
          <VenueForm
            initial={{ name: v.name, address: v.address, postcode: v.postcode, notes: v.notes }}
            submitLabel={t.editTitle(v.name)}
            onSubmit={submit}
          />
        </>
      )}
    </ResourceState>
  );
}

/** /cms/venues/add and /cms/venues/edit/:venueId. */
export default function VenueFormPage() {
  const { venueId } = useParams();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.venues.path}>{t.backToVenues}</BackLink>
      {venueId === undefined ? <AddVenue /> : <EditVenue venueId={venueId} />}
    </div>
  );
}
