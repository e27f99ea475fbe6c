import type { Outbox } from '../../platform/jobs/outbox.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubSubscriptionIds } from '../club-settings/index.js';
import type { PeopleDirectory } from '../people/index.js';
import type { PlatformSubscriptionRepository } from './platform-subscription.repository.js';

/** What the platform subscription's use cases work with. */
export interface PlatformSubscriptionDeps {
  repo: PlatformSubscriptionRepository;
  /** club-settings' record of the club's subscription id (the one support's reset clears). */
  ids: ClubSubscriptionIds;
  /** One transaction: the repository, club-settings' ids and the outbox bound to it. */
  transaction: <T>(
    work: (w: { repo: PlatformSubscriptionRepository; ids: ClubSubscriptionIds; outbox: Outbox }) => Promise<T>,
  ) => Promise<T>;
  provider: PaymentProvider;
  people: Pick<PeopleDirectory, 'financeContactsOf'>;
  clubById: (clubId: number) => Promise<ResolvedClub | null>;
  clock: () => Date;
  publicUrl: URL;
}

/** A club's own site, for the hosted checkout's way back and the emails' links. */
export const clubSiteUrl = (deps: Pick<PlatformSubscriptionDeps, 'publicUrl'>, subdomain: string, path: string) =>
  `${deps.publicUrl.protocol}//${subdomain}.${deps.publicUrl.host}${path}`;
