import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { isCanonicalId } from '@clubroom/domain/rules';
import { Link, useNavigate, useParams } from 'react-router';
import { textButton } from '../../ui/buttons';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { ChildForm } from '../people/child-form';
import { emptyContact } from '../people/child-form-schema';
import { useContact, useEditContactChild } from './use-contacts';

const t = messages.contacts;

function EditChild({ parentId, childId }: { parentId: number; childId: number }) {
  const contact = useContact(parentId);
  const edit = useEditContactChild(parentId, childId);
  const navigate = useNavigate();
  const contactPage = pagePath(clubPages.contact, { parentId });
  const child = contact.data?.children.find((c) => c.personId === childId);
  const query = { ...contact, data: contact.data && child, notFound: contact.notFound || (!!contact.data && !child) };
  return (
    <ResourceState query={query} title={(c) => t.editChildTitle(c.firstName)}>
      {(c) => (
        <div className="mx-auto max-w-2xl space-y-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.editChildTitle(c.firstName)}</h1>
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
            // The consent is the parent's alone to give: the form never asks the organiser for it,
            // and the server refuses notes (naming them) while the parent has not given it.
            consentOnRecord
            asksPhotoPermission={false}
            submitLabel={t.save}
            onSubmit={async (body) => {
              await edit.mutateAsync(body);
              await navigate(contactPage);
            }}
            cancel={
              <Link className={textButton} to={contactPage}>
                {t.cancel}
              </Link>
            }
          />
        </div>
      )}
    </ResourceState>
  );
}

/** /cms/contacts/{parentId}/child/{childId}: an organiser edits a contact's child with the parent's own form. */
export default function EditContactChildPage() {
  const { parentId, childId } = useParams();
  return parentId && childId && isCanonicalId(parentId) && isCanonicalId(childId) ? (
    <EditChild parentId={Number(parentId)} childId={Number(childId)} />
  ) : (
    <NotFoundPage />
  );
}
