import type { ContactAttribute } from '@clubroom/domain/api';
import { MAX_CONTACT_ATTRIBUTES } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as questionRoutes from '../../lib/api-routes/registration-questions';
import { usePageTitle } from '../../lib/page-title';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SpinnerButton } from '../../ui/spinner-button';

const t = messages.contactAttributes;

/** A name typed and saved (adding or renaming); the server's refusal shows beside the field or above it. */
function NameForm({
  id,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(name);
      if (!onCancel) setName('');
    } catch (err) {
      const named = fieldIssues(err).name;
      if (named) setError(named);
      else setProblem(userMessage(err, t.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField id={id} label={t.name} value={name} error={error} onChange={(e) => setName(e.target.value)} />
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" loading={saving}>
          {submitLabel}
        </SpinnerButton>
        {onCancel && (
          <button type="button" className={textButton} onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

function useAttributeChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeyOf(questionRoutes.contactAttributes) });
  return {
    create: async (name: string) => {
      await callApi(questionRoutes.createContactAttribute, { body: { name } });
      await refresh();
    },
    rename: async (attributeId: number, name: string) => {
      await callApi(questionRoutes.updateContactAttribute, { params: { attributeId }, body: { name } });
      await refresh();
    },
    retire: useMutation({
      mutationFn: (attributeId: number) => callApi(questionRoutes.retireContactAttribute, { params: { attributeId } }),
      onSuccess: refresh,
    }),
  };
}

function AttributeRow({ attribute }: { attribute: ContactAttribute }) {
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const { rename, retire } = useAttributeChanges();
  if (renaming)
    return (
      <li className="rounded-lg border border-gray-300 p-3">
        <NameForm
          id={`attribute-${attribute.attributeId}`}
          initial={attribute.name}
          submitLabel={t.save}
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            await rename(attribute.attributeId, name);
            setRenaming(false);
          }}
        />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 p-3">
      <span className="font-semibold">{attribute.name}</span>
      <span className="ml-auto flex gap-3">
        <button
          type="button"
          className={textButton}
          aria-label={t.renameAttribute(attribute.name)}
          onClick={() => setRenaming(true)}
        >
          {t.rename}
        </button>
        <button
          type="button"
          className={textButton}
          aria-label={t.retireAttribute(attribute.name)}
          onClick={() => setAsking(true)}
        >
          {t.retire}
        </button>
      </span>
      {retire.isError && <FormAlert>{userMessage(retire.error, t.saveFailed)}</FormAlert>}
      <ConfirmDialog
        open={asking}
        title={t.confirmRetire(attribute.name)}
        body={t.confirmRetireBody}
        confirmLabel={t.retire}
        cancelLabel={t.cancel}
        pending={retire.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => retire.mutate(attribute.attributeId, { onSettled: () => setAsking(false) })}
      />
    </li>
  );
}

/** /cms/settings/contact-attributes: the staff-only fields kept on each contact; added, renamed and retired. */
export default function ContactAttributesPage() {
  usePageTitle(t.title);
  const query = useQuery(apiQuery(questionRoutes.contactAttributes));
  const { create } = useAttributeChanges();
  let body;
  if (query.isPending) body = <Loading />;
  else if (!query.data) body = <LoadFailed message={t.loadFailed} retry={query.refetch} />;
  else {
    const live = query.data.attributes.filter((a) => !a.retired);
    const retired = query.data.attributes.filter((a) => a.retired);
    body = (
      <>
        {live.length === 0 ? (
          <p className="rounded-lg bg-panel p-4">{t.empty}</p>
        ) : (
          <ul className="space-y-2" aria-label={t.title}>
            {live.map((attribute) => (
              <AttributeRow key={attribute.attributeId} attribute={attribute} />
            ))}
          </ul>
        )}
        <section aria-labelledby="add-attribute" className="space-y-3 rounded-lg border border-gray-300 p-4">
          <h2 id="add-attribute" className="text-xl font-bold">
            {t.add}
          </h2>
          {live.length >= MAX_CONTACT_ATTRIBUTES ? (
            <p>{t.tooMany(MAX_CONTACT_ATTRIBUTES)}</p>
          ) : (
            <NameForm id="new-attribute" initial="" submitLabel={t.add} onSubmit={create} />
          )}
        </section>
        {retired.length > 0 && (
          <section aria-labelledby="retired-attributes" className="space-y-2">
            <h2 id="retired-attributes" className="text-xl font-bold">
              {t.retired}
            </h2>
            <ul className="list-inside list-disc text-gray-700">
              {retired.map((attribute) => (
                <li key={attribute.attributeId}>{attribute.name}</li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <AdminPageHeading title={t.title} />
      <p className="text-gray-700">{t.intro}</p>
      {body}
    </div>
  );
}
