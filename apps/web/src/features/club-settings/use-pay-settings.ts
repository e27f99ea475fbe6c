import type {
  CreateSetupFeesBody,
  PolicyKind,
  SetupFeeContactsQuery,
  SavePaymentSettingsBody,
} from '@clubroom/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf, retryUnlessRefused } from '../../lib/api-client';
import * as clubsRoutes from '../../lib/api-routes/clubs';
import * as routes from '../../lib/api-routes/pay-settings';
import * as setupFeesRoutes from '../../lib/api-routes/setup-fees';
import { photoPermissionsQueryOf, type PhotoPermissionsView } from './photo-permissions-view';

/** A 403 (the person manages the club but has no financial access: the API's rule) or a 404 is not asked again. */
const noRetryWhenRefused = { retry: retryUnlessRefused };

export const useAdminPaymentSettings = () =>
  useQuery({ ...apiQuery(routes.adminPaymentSettings), ...noRetryWhenRefused });

/** Saves every setting and the instructions at once; the answer replaces the page's copy, and the parents' view is read again. */
export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePaymentSettingsBody) => callApi(routes.savePaymentSettings, { body }),
    onSuccess: (answer) => {
      client.setQueryData(queryKeyOf(routes.adminPaymentSettings), answer);
      void client.invalidateQueries({ queryKey: queryKeyOf(routes.howToPay) });
    },
  });
}

/** What the club tells parents about paying other than online. */
export const useHowToPay = () => useQuery({ ...apiQuery(routes.howToPay), ...noRetryWhenRefused });

const policyRead = { 'terms-and-conditions': clubsRoutes.termsAndConditions, privacy: clubsRoutes.privacyPolicy };
const policySave = { 'terms-and-conditions': routes.saveTermsAndConditions, privacy: routes.savePrivacyPolicy };

/** The club's policy as the public route gives it. */
export const usePolicy = (kind: PolicyKind) => useQuery(apiQuery(policyRead[kind]));

export function useSavePolicy(kind: PolicyKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(policySave[kind], { body: { text } }),
    onSuccess: (answer) => client.setQueryData(queryKeyOf(policyRead[kind]), answer),
  });
}

/** One page of the photo permissions list; the page before stays on screen while the next loads. */
export const usePhotoPermissions = (view: PhotoPermissionsView) =>
  useQuery({
    ...apiQuery(routes.photoPermissionsOverview, { query: photoPermissionsQueryOf(view) }),
    placeholderData: keepPreviousData,
    ...noRetryWhenRefused,
  });

export const useSetupFeeContacts = (query: SetupFeeContactsQuery) =>
  useQuery({
    ...apiQuery(setupFeesRoutes.setupFeeContacts, { query }),
    placeholderData: keepPreviousData,
    ...noRetryWhenRefused,
  });

/** A setup-fee change: the contacts table is read again (every page of it). */
function useSetupFeeMutation<I, T>(mutationFn: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Every page of the table: the key without its query.
    onSuccess: () =>
      client.invalidateQueries({ queryKey: queryKeyOf(setupFeesRoutes.setupFeeContacts, { query: {} }).slice(0, -1) }),
  });
}

export const useResetSetupFees = () => useSetupFeeMutation(() => callApi(setupFeesRoutes.resetSetupFees));
export const useCreateSetupFees = () =>
  useSetupFeeMutation((body: CreateSetupFeesBody) => callApi(setupFeesRoutes.createSetupFees, { body }));

export const useClubSubscription = (enabled = true) =>
  useQuery({ ...apiQuery(routes.clubPlatformSubscription), enabled, ...noRetryWhenRefused });

export function useSubscriptionAction(action: 'reset' | 'restore') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      action === 'reset' ? callApi(routes.resetStripeSubscription) : callApi(routes.restoreStripeSubscription),
    onSuccess: (answer) => client.setQueryData(queryKeyOf(routes.clubPlatformSubscription), answer),
  });
}
