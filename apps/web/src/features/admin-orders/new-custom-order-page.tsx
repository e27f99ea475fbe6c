import type { ContactDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, isCanonicalId, penceOf } from '@clubroom/domain/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { usePageTitle } from '../../lib/page-title';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { BackLink } from '../../ui/back-link';
import { secondaryButton, textButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SpinnerButton } from '../../ui/spinner-button';
import { useContact } from '../contacts/use-contacts';
import { useCreateCustomOrder } from './use-admin-orders';

const t = messages.adminOrders;
const MAX_LINES = 20;

const formSchema = z.object({
  childId: z.string(),
  lines: z
    .array(
      z.object({
        description: z.string().trim().min(1, 'Say what the line is for').max(120, 'must be at most 120 characters'),
        amount: z.string().refine((text) => (penceOf(text) ?? 0) >= 1, t.amountInvalid),
      }),
    )
    .min(1),
});
type OrderForm = z.infer<typeof formSchema>;
const emptyLine = { description: '', amount: '' };

/** The lines, the child they are for, the total as typed; creating it opens the order, whose page sends the invoice. */
function NewOrderForm({ contact }: { contact: ContactDetail }) {
  const { parent } = contact;
  const create = useCreateCustomOrder();
  const navigate = useNavigate();
  // One key for as long as the page is open: sending again after a failure never makes a second order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderForm>({ resolver: zodResolver(formSchema), defaultValues: { childId: '', lines: [emptyLine] } });
  const lines = useFieldArray({ control, name: 'lines' });
  const typed = useWatch({ control, name: 'lines' });
  const childId = useWatch({ control, name: 'childId' });
  const total = typed.reduce((sum, line) => sum + (penceOf(line.amount) ?? 0), 0);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { orderId } = await create.mutateAsync({
        parentId: parent.parentId,
        childId: values.childId ? Number(values.childId) : null,
        lines: values.lines.map((line) => ({ description: line.description.trim(), amount: penceOf(line.amount)! })),
        idempotencyKey,
      });
      await navigate(pagePath(clubPages.adminOrder, { orderId }), { state: { notice: t.orderCreated } });
    } catch (err) {
      const issues = Object.entries(fieldIssues(err));
      for (const [field, message] of issues) setError(field as Path<OrderForm>, { message });
      if (issues.length === 0) setProblem(userMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-gray-700">{t.newOrderFor(`${parent.firstName} ${parent.lastName}`)}</p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <SelectField
        id="childId"
        label={t.newOrderChild}
        value={childId}
        options={[
          { value: '', label: t.newOrderNoChild },
          ...contact.children.map((c) => ({ value: String(c.personId), label: `${c.firstName} ${c.lastName}` })),
        ]}
        onChange={(value) => setValue('childId', value)}
      />
      <ol className="space-y-4">
        {lines.fields.map((field, i) => (
          <li key={field.id} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
            <TextField
              id={`lines.${i}.description`}
              label={t.lineDescription(i + 1)}
              autoComplete="off"
              error={errors.lines?.[i]?.description?.message}
              {...register(`lines.${i}.description`)}
            />
            <TextField
              id={`lines.${i}.amount`}
              label={t.lineAmount(i + 1)}
              inputMode="decimal"
              autoComplete="off"
              error={errors.lines?.[i]?.amount?.message}
              {...register(`lines.${i}.amount`)}
            />
            {lines.fields.length > 1 && (
              <button type="button" className={textButton} onClick={() => lines.remove(i)}>
                {t.removeLine(i + 1)}
              </button>
            )}
          </li>
        ))}
      </ol>
      {lines.fields.length < MAX_LINES && (
        <button type="button" className={secondaryButton} onClick={() => lines.append(emptyLine)}>
          {t.addLine}
        </button>
      )}
      <p className="text-lg font-semibold" aria-live="polite">
        {t.newOrderTotal(formatMoney(total))}
      </p>
      <SpinnerButton type="submit" loading={isSubmitting}>
        {t.createOrder}
      </SpinnerButton>
    </form>
  );
}

function NewOrderFor({ parentId }: { parentId: number }) {
  const contact = useContact(parentId);
  return (
    <ResourceState query={contact} title={() => t.newOrderTitle}>
      {(c) => <NewOrderForm contact={c} />}
    </ResourceState>
  );
}

/** /cms/orders/new?parentId=: an order of the club's own lines for one family, waiting for payment. */
export default function NewCustomOrderPage() {
  const parentId = useSearchParams()[0].get('parentId');
  usePageTitle(t.newOrderTitle);
  const known = parentId !== null && isCanonicalId(parentId);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={known ? pagePath(clubPages.contact, { parentId }) : clubPages.contacts.path}>
        {messages.contacts.backToContacts}
      </BackLink>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.newOrderTitle}</h1>
      {known ? <NewOrderFor parentId={Number(parentId)} /> : <p className="text-gray-700">{t.newOrderNeedsParent}</p>}
    </div>
  );
}
