import type { FranchiseNetwork } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';
import { secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { SaveOutcome } from '../../ui/save-outcome';
import { RemoveFromNetwork } from './remove-from-network';
import { useNetworkChange } from './use-network-change';

const t = messages.franchise.console;
type Club = FranchiseNetwork['clubs'][number];

/** A new royalty for the club from a month after this one (the server's default: next month). */
function SetRoyalty({ networkId, club }: { networkId: number; club: Club }) {
  const [royalty, setRoyalty] = useState(String(club.royaltyPercent));
  const [fromMonth, setFromMonth] = useState('');
  const change = useNetworkChange((body: { royaltyPercent: number; fromMonth?: string }) =>
    callApi(franchiseRoutes.setFranchiseRoyalty, { params: { networkId, clientId: club.clientId }, body }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ royaltyPercent: Number(royalty), ...(fromMonth && { fromMonth }) });
  };
  const id = `network-${networkId}-club-${club.clientId}`;
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
      <TextField
        id={`${id}-royalty`}
        label={t.royaltyPercent}
        inputMode="decimal"
        value={royalty}
        onChange={(e) => setRoyalty(e.target.value)}
      />
      <TextField
        id={`${id}-from`}
        label={t.fromMonth}
        type="month"
        hint={t.fromMonthHint}
        value={fromMonth}
        onChange={(e) => setFromMonth(e.target.value)}
      />
      <button type="submit" className={secondaryButton} disabled={change.isPending}>
        {t.setRoyalty}
      </button>
      <div className="sm:col-span-3">
        <SaveOutcome save={change} />
      </div>
    </form>
  );
}

/** A club of the network: its royalties by month and, for platform managers, a new one. */
export function NetworkClub({ networkId, club, canManage }: { networkId: number; club: Club; canManage: boolean }) {
  return (
    <li className="space-y-2">
      <p className="font-medium">
        {club.name} ({club.subdomain}) · {messages.franchise.royaltyPercent(club.royaltyPercent)}
      </p>
      <p className="text-sm text-gray-700">
        {t.royaltyHistory}: {club.royalties.map((r) => t.royaltyFrom(r.royaltyPercent, r.fromMonth)).join(' · ')}
      </p>
      {canManage && (
        <>
          <SetRoyalty networkId={networkId} club={club} />
          <RemoveFromNetwork
            label={t.removeClub(club.name)}
            title={t.removeClubTitle(club.name)}
            body={t.removeClubBody}
            remove={() =>
              callApi(franchiseRoutes.removeFranchiseClub, { params: { networkId, clientId: club.clientId } })
            }
          />
        </>
      )}
    </li>
  );
}
