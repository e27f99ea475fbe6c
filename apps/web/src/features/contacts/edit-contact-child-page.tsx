import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useParams } from 'react-router';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { EditChildForm } from '../people/edit-child-form';
import { useContact, useEditContactChild } from './use-contacts';

const t = messages.contacts;

function EditChild({ parentId, childId }: { parentId: number; childId: number }) {
  const contact = useContact(parentId);
  const edit = useEditContactChild(parentId, childId);
  const child = contact.data?.children.find((c) => c.personId === childId);
  const query = { ...contact, data: contact.data && child, notFound: contact.notFound || (!!contact.data && !child) };
  return (
    <ResourceState query={query} title={(c) => t.editChildTitle(c.firstName)}>
      {(c) => (
        <EditChildForm
          title={t.editChildTitle(c.firstName)}
          child={c}
          // The consent is the parent's alone to give: the form never asks the organiser for it,
          // and while the parent has not given it the notes show read-only, saying why (the server
          // refuses them too, naming them).
          consentOnRecord
          notesLocked={
            contact.data!.consents.specialCategoryConsent ? undefined : t.notesLocked(contact.data!.parent.firstName)
          }
          save={(body) => edit.mutateAsync(body)}
          backTo={pagePath(clubPages.contact, { parentId })}
        />
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
