import type { FranchiseNetwork } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { platformPages } from '@clubroom/domain/pages';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiQuery, callApi } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/use-me';
import { primaryButton, secondaryButton, textButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SaveOutcome } from '../../ui/save-outcome';
import { NetworkClub } from './network-club';
import { RemoveFromNetwork } from './remove-from-network';
import { useNetworkChange } from './use-network-change';

const t = messages.franchise.console;

function AddClub({ network }: { network: FranchiseNetwork }) {
  const clubs = useQuery(apiQuery(consoleRoutes.consoleClients, { query: {} }));
  const [clientId, setClientId] = useState('');
  const [royalty, setRoyalty] = useState('0');
  const change = useNetworkChange((body: { clientId: number; royaltyPercent: number }) =>
    callApi(franchiseRoutes.assignFranchiseClub, { params: { networkId: network.networkId }, body }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ clientId: Number(clientId), royaltyPercent: Number(royalty) });
  };
  const id = `network-${network.networkId}`;
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
      <SelectField
        id={`${id}-club`}
        label={t.club}
        value={clientId}
        options={[
          { value: '', label: t.chooseClub },
          ...(clubs.data?.clients ?? []).map((c) => ({ value: String(c.clientId), label: c.name })),
        ]}
        onChange={setClientId}
      />
      <TextField
        id={`${id}-royalty`}
        label={t.royaltyPercent}
        inputMode="decimal"
        value={royalty}
        onChange={(e) => setRoyalty(e.target.value)}
      />
      <button type="submit" className={secondaryButton} disabled={!clientId || change.isPending}>
        {t.addClub}
      </button>
      <div className="sm:col-span-3">
        <SaveOutcome save={change} />
      </div>
    </form>
  );
}

function AddManager({ network }: { network: FranchiseNetwork }) {
  const [email, setEmail] = useState('');
  const change = useNetworkChange((body: { email: string }) =>
    callApi(franchiseRoutes.addFranchiseManager, { params: { networkId: network.networkId }, body }),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ email });
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end"
    >
      <div className="sm:col-span-2">
        <TextField
          id={`network-${network.networkId}-manager`}
          label={t.managerEmail}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className={secondaryButton} disabled={!email || change.isPending}>
        {t.addManager}
      </button>
      <div className="sm:col-span-3">
        <SaveOutcome save={change} />
      </div>
    </form>
  );
}

function NetworkItem({ network, canManage }: { network: FranchiseNetwork; canManage: boolean }) {
  return (
    <section aria-label={network.name} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h2 className="text-xl font-semibold">{network.name}</h2>
      <h3 className="font-semibold">{t.clubs}</h3>
      {network.clubs.length === 0 ? (
        <p>{t.noClubs}</p>
      ) : (
        <ul className="space-y-4">
          {network.clubs.map((c) => (
            <NetworkClub key={c.clientId} networkId={network.networkId} club={c} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage && <AddClub network={network} />}
      <h3 className="font-semibold">{t.managers}</h3>
      {network.managers.length === 0 ? (
        <p>{t.noManagers}</p>
      ) : (
        <ul className="list-disc pl-5">
          {network.managers.map((m) => (
            <li key={m.email} className="break-words">
              {m.name} ({m.email})
              {canManage && (
                <>
                  {' '}
                  <RemoveFromNetwork
                    label={t.removeManager(m.name || m.email)}
                    title={t.removeManagerTitle(m.name || m.email)}
                    body={t.removeManagerBody}
                    remove={() =>
                      callApi(franchiseRoutes.removeFranchiseManager, {
                        params: { networkId: network.networkId },
                        body: { email: m.email },
                      })
                    }
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && <AddManager network={network} />}
    </section>
  );
}

function CreateNetwork() {
  const [name, setName] = useState('');
  const change = useNetworkChange((body: { name: string }) =>
    callApi(franchiseRoutes.createFranchiseNetwork, { body }),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ name }, { onSuccess: () => setName('') });
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end"
    >
      <div className="sm:col-span-2">
        <TextField
          id="network-name"
          label={t.name}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <button type="submit" className={primaryButton} disabled={!name.trim() || change.isPending}>
        {t.create}
      </button>
      <div className="sm:col-span-3">
        <SaveOutcome save={change} />
      </div>
    </form>
  );
}

/** /manage/networks: every franchise network; platform managers create them, add clubs and managers. */
export default function ConsoleNetworksPage() {
  usePageTitle(t.title);
  const canManage = useMe().data?.roles.includes('platform_manager') ?? false;
  const networks = useQuery(apiQuery(franchiseRoutes.franchiseNetworks));
  return (
    <div className="space-y-4">
      <Link className={textButton} to={platformPages.console.path}>
        {t.backToClubs}
      </Link>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-gray-700">{t.intro}</p>
      {canManage && <CreateNetwork />}
      {networks.isPending && <Loading lines={4} label="Loading networks…" />}
      {networks.isError && <LoadFailed message={t.loadFailed} retry={networks.refetch} />}
      {networks.data?.networks.length === 0 && <p>{t.empty}</p>}
      {networks.data?.networks.map((n) => (
        <NetworkItem key={n.networkId} network={n} canManage={canManage} />
      ))}
    </div>
  );
}
