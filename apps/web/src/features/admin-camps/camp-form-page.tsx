import type { AdminCamp, AdminVenue, CampBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useClubToday } from '../../lib/club-today';
import { usePageTitle } from '../../lib/page-title';
import { Loading } from '../../ui/loading';
import { ResourceState } from '../../ui/resource-state';
import { useVenues } from '../venues/use-venues';
import { CampForm, type CampFormStep } from './camp-form';
import { campFormValuesOf } from './camp-form-values';
import { useAdminCamp, useSaveCamp } from './use-admin-camps';
import { BackLink } from '../../ui/back-link';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.adminCamps.form;
const words = messages.adminSchedule;

/** The step in the query string (`?step=details`, the default, or `weeks`), so Back and a reload keep it. */
function useStep(): [CampFormStep, (step: CampFormStep) => void] {
  const [search, setSearch] = useSearchParams();
  const step: CampFormStep = search.get('step') === 'weeks' ? 'weeks' : 'details';
  return [step, (next) => setSearch({ step: next })];
}

/** Saves the camp and goes back to the schedule. */
function useSubmit(campId?: number) {
  const save = useSaveCamp();
  const navigate = useNavigate();
  return async (body: CampBody) => {
    await save.mutateAsync({ campId, body });
    await navigate(clubPages.scheduleAdmin.path);
  };
}

function AddCamp({ venues }: { venues: AdminVenue[] }) {
  usePageTitle(t.addTitle);
  const [step, setStep] = useStep();
  const submit = useSubmit();
  const today = useClubToday();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.addTitle}</h1>
      <CampForm
        initial={campFormValuesOf(undefined, venues[0]?.venueId, today)}
        venues={venues}
        today={today}
        step={step}
        onStep={setStep}
        submitLabel={t.addTitle}
        onSubmit={submit}
      />
    </>
  );
}

function EditCamp({ campId, venues }: { campId: string; venues: AdminVenue[] }) {
  const camp = useAdminCamp(campId);
  const [step, setStep] = useStep();
  const submit = useSubmit(Number(campId));
  const today = useClubToday();
  return (
    <ResourceState query={camp} title={(item) => t.editTitle(item.className)}>
      {(item: AdminCamp) => (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.editTitle(item.className)}</h1>
          <CampForm
            initial={campFormValuesOf(item, venues[0]?.venueId, today)}
            venues={venues}
            today={today}
            step={step}
            onStep={setStep}
            submitLabel={t.editTitle(item.className)}
            onSubmit={submit}
          />
        </>
      )}
    </ResourceState>
  );
}

/** /cms/camps/add (`?step=details|weeks`) and /cms/camps/edit/:campId. */
export default function CampFormPage() {
  const { campId } = useParams();
  const venues = useVenues();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.scheduleAdmin.path}>{words.backToSchedule}</BackLink>
      {venues.isError ? (
        <LoadFailed message={words.loadFailed} retry={venues.refetch} />
      ) : !venues.data ? (
        <Loading lines={6} />
      ) : campId === undefined ? (
        <AddCamp venues={venues.data.venues} />
      ) : (
        <EditCamp campId={campId} venues={venues.data.venues} />
      )}
    </div>
  );
}
