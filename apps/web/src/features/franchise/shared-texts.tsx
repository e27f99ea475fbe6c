import { sharedTextKinds, type FranchiseNetwork, type SharedTextKind } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';
import { secondaryButton, textButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { SaveOutcome } from '../../ui/save-outcome';
import { TextAreaField } from '../people/text-area-field';

const t = messages.franchise.shared;

/** The network's shared message templates and policies: share one, stop sharing, make a policy every club's own. */
export function SharedTexts({ network }: { network: FranchiseNetwork }) {
  const params = { networkId: network.networkId };
  const texts = useQuery(apiQuery(franchiseRoutes.franchiseSharedTexts, { params }));
  const client = useQueryClient();
  const refresh = () =>
    client.invalidateQueries({ queryKey: queryKeyOf(franchiseRoutes.franchiseSharedTexts, { params }) });
  const [kind, setKind] = useState<SharedTextKind>('message');
  const [title, setTitle] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const share = useMutation({
    mutationFn: () =>
      callApi(franchiseRoutes.shareFranchiseText, {
        params,
        body: { kind, title, subject: kind === 'message' ? subject : '', body },
      }),
    onSuccess: () => {
      setTitle('');
      setSubject('');
      setBody('');
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (textId: number) => callApi(franchiseRoutes.deleteFranchiseText, { params: { ...params, textId } }),
    onSuccess: refresh,
  });
  const apply = useMutation({
    mutationFn: (textId: number) => callApi(franchiseRoutes.applyFranchisePolicy, { params: { ...params, textId } }),
  });
  const id = `shared-${network.networkId}`;
  return (
    <section aria-label={t.title} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-gray-700">{t.intro}</p>
      {texts.data?.texts.length === 0 && <p>{t.none}</p>}
      <ul className="space-y-2">
        {texts.data?.texts.map((text) => (
          <li key={text.textId} className="rounded border border-gray-100 p-2">
            <p className="font-semibold break-words">
              {text.title} <span className="text-sm font-normal text-gray-600">({t.kinds[text.kind]})</span>
            </p>
            {text.subject && <p className="text-sm break-words">{text.subject}</p>}
            <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-gray-700">{text.body}</p>
            <div className="mt-1 flex flex-wrap gap-3">
              {text.kind !== 'message' && (
                <button type="button" className={textButton} onClick={() => apply.mutate(text.textId)}>
                  {t.apply}
                </button>
              )}
              <button type="button" className={textButton} onClick={() => remove.mutate(text.textId)}>
                {t.remove(text.title)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {apply.data && <p role="status">{t.applied(apply.data.applied)}</p>}
      <form
        aria-label={t.share}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          share.mutate();
        }}
      >
        <SelectField
          id={`${id}-kind`}
          label={t.kind}
          value={kind}
          options={sharedTextKinds.map((k) => ({ value: k, label: t.kinds[k] }))}
          onChange={(value) => setKind(value as SharedTextKind)}
        />
        <TextField id={`${id}-title`} label={t.titleLabel} value={title} onChange={(e) => setTitle(e.target.value)} />
        {kind === 'message' && (
          <div className="sm:col-span-2">
            <TextField
              id={`${id}-subject`}
              label={t.subject}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <TextAreaField
            id={`${id}-body`}
            label={t.body}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={5}
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={share.isPending}>
          {t.share}
        </button>
        <div className="sm:col-span-2">
          <SaveOutcome save={share} />
          <SaveOutcome
            save={{ isSuccess: false, isError: apply.isError || remove.isError, error: apply.error ?? remove.error }}
          />
        </div>
      </form>
    </section>
  );
}
