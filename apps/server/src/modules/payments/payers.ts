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
