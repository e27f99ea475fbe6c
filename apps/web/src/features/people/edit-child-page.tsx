import { clubPages, pagePath } from '@clubroom/domain/pages';
import { messages } from '@clubroom/domain/messages';
import NotFoundPage from '../../ui/not-found-page';
import { ResourceState } from '../../ui/resource-state';
import { useChildIdParam } from './child-id';
import { EditChildForm } from './edit-child-form';
import { useChild, useChildren, useUpdateChild } from './use-children';

const t = messages.family;

function EditChild({ personId }: { personId: number }) {
  const child = useChild(personId);
  const children = useChildren();
  const update = useUpdateChild(personId);
  return (
    <ResourceState query={child} title={(c) => t.editChildTitle(c.firstName)}>
      {(c) => (
        <EditChildForm
          title={t.editChildTitle(c.firstName)}
          child={c}
          consentOnRecord={children.data?.specialCategoryConsent}
          save={(body) => update.mutateAsync(body)}
          backTo={pagePath(clubPages.child, { personId })}
        />
      )}
    </ResourceState>
  );
}

/** /dashboard/children/:personId/edit: the child's details and emergency contacts. */
export default function EditChildPage() {
  const personId = useChildIdParam();
  return personId === null ? <NotFoundPage /> : <EditChild personId={personId} />;
}
