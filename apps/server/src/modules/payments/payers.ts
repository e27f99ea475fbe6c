import type { FastifyRequest } from 'fastify';
import { requestFacts } from '../../platform/http/request-facts.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { Buyer } from '../booking/index.js';
import type { PaymentsDeps } from './payments-deps.js';

/** The club's own site (`https://demo.example.com`), for links in emails: from the configured address, never a Host. */
export const siteOf = (club: Pick<ResolvedClub, 'subdomain'>, publicUrl: URL) =>
  `${publicUrl.protocol}//${club.subdomain}.${publicUrl.host}`;

/** The parent who paid, as emails need them, when no request is there to say (a webhook, a job). */
export async function payerOf(deps: PaymentsDeps, club: ResolvedClub, userId: number): Promise<Buyer> {
  const person = await deps.people.findById(userId);
  if (!person) throw new Error(`payer ${userId} not found`);
  return { userId, email: person.email, firstName: person.firstName, origin: siteOf(club, deps.publicUrl) };
}

/** The signed-in parent paying, with the club site they pay on (for the links of their emails). */
export function payerOfRequest(request: FastifyRequest, publicUrl: URL): Buyer {
  const { user } = requireAuth(request);
  const { origin } = requestFacts(request, publicUrl);
  return { userId: user.id, email: user.email, firstName: user.firstName, origin };
}
