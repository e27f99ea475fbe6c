import type { DiscountCodeBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { ResourceState } from '../../ui/resource-state';
import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodeUses } from './discount-code-uses';
import { emptyCode, valuesOf } from './discount-code-values';
import { useDiscountCode, useSaveDiscountCode } from './use-discount-codes';

const t = messages.discountCodes;

/** Saves the code and goes back to the codes, which say it was saved. */
function useSubmit(discountCodeId?: number) {
  const save = useSaveDiscountCode();
  const navigate = useNavigate();
  return async (body: DiscountCodeBody) => {
    const { discountCode } = await save.mutateAsync({ discountCodeId, body });
    await navigate(clubPages.discountCodes.path, { state: { notice: t.saved(discountCode.code) } });
  };
}

function AddCode() {
  usePageTitle(t.addTitle);
  const submit = useSubmit();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.addTitle}</h1>
      <DiscountCodeForm initial={emptyCode} submitLabel={t.addTitle} onSubmit={submit} />
    </>
  );
}

function EditCode({ discountCodeId }: { discountCodeId: string }) {
  const valid = isCanonicalId(discountCodeId);
  const query = useDiscountCode(Number(discountCodeId), valid);
  const submit = useSubmit(Number(discountCodeId));
  const state = {
    data: query.data,
    notFound: !valid || isNotFound(query.error),
    isError: query.isError,
    refetch: query.refetch,
  };
  return (
    <ResourceState query={state} title={(d: NonNullable<typeof query.data>) => t.editTitle(d.discountCode.code)}>
      {({ discountCode, uses }: NonNullable<typeof query.data>) => (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.editTitle(discountCode.code)}</h1>
          <DiscountCodeForm
            initial={valuesOf(discountCode)}
            submitLabel={t.editTitle(discountCode.code)}
            onSubmit={submit}
          />
          <DiscountCodeUses uses={uses} />
        </>
      )}
    </ResourceState>
  );
}

/** /cms/settings/discount-codes/add and /cms/settings/discount-codes/edit/:discountCodeId. */
export default function DiscountCodeFormPage() {
  const { discountCodeId } = useParams();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={clubPages.discountCodes.path}>{t.backToCodes}</BackLink>
      {discountCodeId === undefined ? <AddCode /> : <EditCode discountCodeId={discountCodeId} />}
    </div>
  );
}
