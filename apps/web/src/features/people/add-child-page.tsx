import { clubPages, pagePath } from '@clubroom/domain/pages';
import { messages } from '@clubroom/domain/messages';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { textButton } from '../../ui/buttons';
import { Loading } from '../../ui/loading';
import { ChildForm } from './child-form';
import { useAddChild, useChildren } from './use-children';
import { LoadFailed } from '../../ui/load-failed';

const t = messages.family;

/** /dashboard/children/add: a new child of the parent, who joins this club with its photo and video answer. */
export default function AddChildPage() {
  usePageTitle(t.addChildTitle);
  const children = useChildren();
  const add = useAddChild();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.addChildTitle}</h1>
      {children.data ? (
        <ChildForm
          consentOnRecord={children.data.specialCategoryConsent}
          asksPhotoPermission
          submitLabel={t.addChild}
          onSubmit={async (body, photoPermission) => {
            const child = await add.mutateAsync({ ...body, photoPermission });
            await navigate(pagePath(clubPages.child, { personId: child.personId }));
          }}
          cancel={
            <Link className={textButton} to={clubPages.dashboard.path}>
              {t.cancel}
            </Link>
          }
        />
      ) : children.isError ? (
        <LoadFailed message={t.loadFailed} retry={children.refetch} />
      ) : (
        <Loading lines={6} />
      )}
    </div>
  );
}
