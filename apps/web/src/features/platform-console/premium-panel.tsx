import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../lib/api-client';
import * as listingRoutes from '../../lib/api-routes/listing';
import { secondaryButton } from '../../ui/buttons';
import { SaveOutcome } from '../../ui/save-outcome';
import { Section } from './section';

const t = messages.platformConsole;

/** Whether the listing site shows the club first in its area (premium); a platform manager marks it or not. */
export function PremiumPanel({ detail, canManage }: { detail: ConsoleClientDetail; canManage: boolean }) {
  const { clientId, subdomain } = detail.client;
  const list = useQuery(apiQuery(listingRoutes.premiumListings));
  const mark = useMutation({
    mutationFn: (premium: boolean) =>
      callApi(listingRoutes.markPremiumListing, { params: { clubId: clientId }, body: { premium } }),
  });
  const premium = mark.data?.premium ?? list.data?.premiumListings.some((p) => p.subdomain === subdomain);
  if (premium === undefined) return null;
  return (
    <Section title={t.listingSite}>
      <p>{premium ? t.premiumOn : t.premiumOff}</p>
      {mark.data && !mark.data.onListingSite && <p className="text-sm text-gray-700">{t.notOnListingSite}</p>}
      {canManage && (
        <button
          type="button"
          className={secondaryButton}
          disabled={mark.isPending}
          onClick={() => mark.mutate(!premium)}
        >
          {premium ? t.unmarkPremium : t.markPremium}
        </button>
      )}
      <SaveOutcome save={mark} />
    </Section>
  );
}
