import type { ClubMarketing } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as messagingRoutes from '../../lib/api-routes/messaging';
import { LoadFailed } from '../../ui/load-failed';
import { SaveOutcome } from '../../ui/save-outcome';
import { SwitchField } from '../../ui/switch-field';

const t = messages.messaging;

/**
 * The account page's choice of this club's marketing, by email and by SMS separately (UK PECR): saved as soon as
 * it is switched. Support in a switched session may not choose for the person (the server says so).
 */
export function ClubMarketingPanel() {
  const client = useQueryClient();
  const current = useQuery(apiQuery(messagingRoutes.clubMarketing));
  const save = useMutation({
    mutationFn: (body: Omit<ClubMarketing, 'clubName'>) => callApi(messagingRoutes.setClubMarketing, { body }),
    onSuccess: (data) => client.setQueryData(queryKeyOf(messagingRoutes.clubMarketing), data),
  });
  const shown = save.isPending ? save.variables : current.data;
  const change = (channel: 'email' | 'sms', on: boolean) => {
    if (!shown || save.isPending) return;
    save.mutate({ email: shown.email, sms: shown.sms, [channel]: on });
  };
  return (
    <section aria-labelledby="club-marketing-title" className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h2 id="club-marketing-title" className="text-xl font-bold">
        {t.clubMarketingTitle(current.data?.clubName ?? '')}
      </h2>
      {current.isError ? (
        <LoadFailed message={messages.account.loadFailed} retry={current.refetch} />
      ) : (
        <>
          <SwitchField
            id="club-marketing-email"
            label={t.clubMarketingEmail}
            checked={shown?.email ?? false}
            disabled={!shown}
            onCheckedChange={(on) => change('email', on)}
          />
          <SwitchField
            id="club-marketing-sms"
            label={t.clubMarketingSms}
            hint={t.clubMarketingHint}
            checked={shown?.sms ?? false}
            disabled={!shown}
            onCheckedChange={(on) => change('sms', on)}
          />
        </>
      )}
      <SaveOutcome save={save} />
    </section>
  );
}
