import type { MailMessage } from '../../platform/mail/mailer.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminSubscriptionsDeps, findPlan } from './admin-subscriptions.js';
import { siteOf } from '../payments/index.js';
import type { PlanFacts } from './plan-change-email.js';

/** Emails the parent of a plan what changed, through the outbox (sent after the transaction commits), into their inbox too. */
export async function emailPlanParent(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  plan: Awaited<ReturnType<typeof findPlan>>,
  email: (facts: PlanFacts) => MailMessage,
): Promise<void> {
  const parent = await deps.people.findById(plan.userId);
  if (!parent) return;
  const orderUrl = plan.orderUuid && `${siteOf(club, deps.publicUrl)}/order/${plan.orderUuid}`;
  await deps.transaction((w) =>
    w.outbox.email({
      ...email({ email: parent.email, firstName: parent.firstName, club, planName: plan.planName, orderUrl }),
      inbox: { clubId: club.id, userId: plan.userId }, // also in the parent's inbox at the club
    }),
  );
}
