import type { FamilyMove, FranchiseNetwork } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';
import { secondaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { SaveOutcome } from '../../ui/save-outcome';
import { TextAreaField } from '../people/text-area-field';

const t = messages.franchise.move;

/** Moving a family between two of the network's clubs, with their consent, and the moves made so far. */
export function MoveFamily({ network }: { network: FranchiseNetwork }) {
  const params = { networkId: network.networkId };
  const moves = useQuery(apiQuery(franchiseRoutes.franchiseFamilyMoves, { params }));
  const client = useQueryClient();
  const clubs = network.clubs.map((c) => ({ value: String(c.clientId), label: c.name }));
  const [from, setFrom] = useState(clubs[0]?.value ?? '');
  const [to, setTo] = useState(clubs[1]?.value ?? '');
  const [parentEmail, setParentEmail] = useState('');
  const [consentGivenOn, setConsentGivenOn] = useState('');
  const [consentNote, setConsentNote] = useState('');
  const move = useMutation({
    mutationFn: () =>
      callApi(franchiseRoutes.moveFranchiseFamily, {
        params,
        body: { fromClientId: Number(from), toClientId: Number(to), parentEmail, consentGivenOn, consentNote },
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: queryKeyOf(franchiseRoutes.franchiseFamilyMoves, { params }) }),
  });
  const done: FamilyMove | undefined = move.data;
  const id = `move-${network.networkId}`;
  return (
    <section aria-label={t.title} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="text-sm text-gray-700">{t.intro}</p>
      <form
        aria-label={t.title}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate();
        }}
      >
        <SelectField id={`${id}-from`} label={t.from} value={from} options={clubs} onChange={setFrom} />
        <SelectField id={`${id}-to`} label={t.to} value={to} options={clubs} onChange={setTo} />
        <TextField
          id={`${id}-parent`}
          label={t.parentEmail}
          type="email"
          value={parentEmail}
          onChange={(e) => setParentEmail(e.target.value)}
        />
        <TextField
          id={`${id}-on`}
          label={t.consentGivenOn}
          type="date"
          value={consentGivenOn}
          onChange={(e) => setConsentGivenOn(e.target.value)}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id={`${id}-note`}
            label={t.consentNote}
            aria-describedby={`${id}-note-hint`}
            value={consentNote}
            onChange={(e) => setConsentNote(e.target.value)}
            rows={3}
          />
          <p id={`${id}-note-hint`} className="text-sm text-gray-600">
            {t.consentNoteHint}
          </p>
        </div>
        <button type="submit" className={secondaryButton} disabled={move.isPending}>
          {t.submit}
        </button>
        <div className="sm:col-span-2">
          {done && <p className="text-green-800">{t.moved(done.parent.name, done.to.name)}</p>}
          <SaveOutcome save={move} />
        </div>
      </form>
      <h3 className="font-semibold">{t.history}</h3>
      {moves.data?.moves.length === 0 && <p>{t.none}</p>}
      <ul className="list-disc pl-5 text-sm">
        {moves.data?.moves.map((m) => (
          <li key={m.moveId} className="break-words">
            {t.movedLine(`${m.parent.name} (${m.parent.email})`, m.from.name, m.to.name, m.consentGivenOn)}
          </li>
        ))}
      </ul>
    </section>
  );
}
