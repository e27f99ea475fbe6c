import type { PolicyKind } from '@clubroom/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as clubsRoutes from '../../lib/api-routes/clubs';

const policyRoutes = { 'terms-and-conditions': clubsRoutes.termsAndConditions, privacy: clubsRoutes.privacyPolicy };

/** The club's own policy of a kind (`policy: null` when it has written none). */
export const useClubPolicy = (kind: PolicyKind) => useQuery({ ...apiQuery(policyRoutes[kind]), staleTime: 5 * 60_000 });
