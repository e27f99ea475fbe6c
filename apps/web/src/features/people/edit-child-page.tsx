import { clubPages, pagePath } from '@clubroom/domain/pages';
import { messages } from '@clubroom/domain/messages';
import { Link, useNavigate } from 'react-router';
import { textButton } from '../../ui/buttons';
import { ResourceState } from '../../ui/resource-state';
import { ChildForm } from './child-form';
import { emptyContact } from './child-form-schema';
import { useChildIdParam } from './child-id';
import { useChild, useChildren, useUpdateChild } from './use-children';
import NotFoundPage from '../../ui/not-found-page';

const t = messages.family;

function EditChild({ personId }: { personId: number }) {
  const child = useChild(personId);
  const children = useChildren();
  const update = useUpdateChild(personId);
  const navigate = useNavigate();
  const childPage = pagePath(clubPages.child, { personId });
  const consent = children.data?.specialCategoryConsent;
  return (
    <ResourceState query={child} title={(c) => t.editChildTitle(c.firstName)}>
      {(c) => (
        <div className="mx-auto max-w-2xl space-y-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.editChildTitle(c.firstName)}</h1>
          {consent === undefined ? null : (
            <ChildForm
              initial={{
                firstName: c.firstName,
                lastName: c.lastName,
                dateOfBirth: c.dateOfBirth,
                gender: c.gender ?? '',
                medicalNotes: c.medicalNotes ?? '',
                allergyNotes: c.allergyNotes ?? '',
                specialNeeds: c.specialNeeds ?? '',
                emergencyContacts: c.emergencyContacts.length > 0 ? c.emergencyContacts : [emptyContact],
              }}
              consentOnRecord={consent}
              asksPhotoPermission={false}
              submitLabel={t.save}
              onSubmit={async (body) => {
                await update.mutateAsync(body);
                await navigate(childPage);
              }}
              cancel={
                <Link className={textButton} to={childPage}>
                  {t.cancel}
                </Link>
              }
            />
          )}
        </div>
      )}
    </ResourceState>
  );
}

/** /dashboard/children/:personId/edit: the child's details and emergency contacts. */
export default function EditChildPage() {
  const personId = useChildIdParam();
  return personId === null ? <NotFoundPage /> : <EditChild personId={personId} />;
}
