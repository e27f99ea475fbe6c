import type { Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatAgeMonths } from '@clubroom/domain/rules';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { dangerButton, secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailList } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { useChildIdParam } from './child-id';
import { ChildPhotoPermission } from './child-photo-permission';
import { ChildPhotoUpload } from './child-photo-upload';
import { useChild, useRemoveChild } from './use-children';
import { ChildTrophies } from '../trophies/child-trophies';

const t = messages.family;
const section = 'rounded-lg border border-gray-200 p-4';

function Details({ child }: { child: Child }) {
  const months = dayjs().diff(dayjs(child.dateOfBirth), 'month');
  return (
    <DetailList
      items={[
        [t.dateOfBirth, dayjs(child.dateOfBirth).format('DD MMM YYYY')],
        [t.age, formatAgeMonths(months)],
        [t.schoolYear, t.schoolYears(child.schoolYear)],
        [t.gender, child.gender ? t.genders[child.gender] : t.genderNotGiven],
      ]}
    />
  );
}

function Notes({ child }: { child: Child }) {
  const note = (value: string | null) => (value ? <span className="whitespace-pre-line">{value}</span> : t.noneGiven);
  return (
    <DetailList
      items={[
        [t.medicalNotes, note(child.medicalNotes)],
        [t.allergyNotes, note(child.allergyNotes)],
        [t.specialNeeds, note(child.specialNeeds)],
      ]}
    />
  );
}

function RemoveChild({ child }: { child: Child }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveChild(child.personId);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setAsking(true)}>
        {t.removeChild}
      </button>
      {remove.isError && <FormAlert>{userMessage(remove.error, t.saveFailed)}</FormAlert>}
      <ConfirmDialog
        open={asking}
        title={t.confirmRemove(child.firstName)}
        body={t.confirmRemoveBody}
        confirmLabel={remove.isPending ? t.removing : t.removeChild}
        cancelLabel={t.cancel}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate(clubPages.dashboard.path),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}

function ChildView({ personId }: { personId: number }) {
  const child = useChild(personId);
  return (
    <ResourceState query={child} title={(c) => `${c.firstName} ${c.lastName}`}>
      {(c) => (
        <div className="space-y-6">
          <Link className={textButton} to={clubPages.dashboard.path}>
            {t.backToAccount}
          </Link>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">
              {c.firstName} {c.lastName}
            </h1>
            <Link className={secondaryButton} to={pagePath(clubPages.editChild, { personId })}>
              {t.editChild}
            </Link>
          </div>
          <section aria-label={t.photo} className={section}>
            <ChildPhotoUpload child={c} />
          </section>
          <section className={section}>
            <Details child={c} />
          </section>
          <section aria-labelledby="medical-title" className={section}>
            <h2 id="medical-title" className="mb-3 text-xl font-bold">
              {t.medicalTitle}
            </h2>
            <Notes child={c} />
          </section>
          <section aria-labelledby="contacts-title" className={section}>
            <h2 id="contacts-title" className="mb-3 text-xl font-bold">
              {t.emergencyContacts}
            </h2>
            {c.emergencyContacts.length === 0 ? (
              <p className="text-gray-700">{t.noneGiven}</p>
            ) : (
              <ul className="space-y-2" data-testid="emergency-contacts">
                {c.emergencyContacts.map((contact, i) => (
                  <li key={i} className="rounded-md bg-panel px-4 py-3">
                    <span className="block font-semibold">
                      {contact.name} ({contact.relation})
                    </span>
                    <a className="underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                      {contact.phone}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ChildTrophies personId={personId} firstName={c.firstName} />
          <ChildPhotoPermission personId={personId} />
          <RemoveChild child={c} />
        </div>
      )}
    </ResourceState>
  );
}

/**
 * /dashboard/children/:personId: the child's details, photo, emergency contacts, trophies at this club and this club's
 * photo answer.
 */
export default function ChildPage() {
  const personId = useChildIdParam();
  return personId === null ? <NotFoundPage /> : <ChildView personId={personId} />;
}
