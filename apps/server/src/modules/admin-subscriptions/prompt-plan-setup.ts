import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { findPlan, type AdminSubscriptionsDeps } from './admin-subscriptions.js';
import { providerOptions, planStateOf, storedStatusOf } from '../subscriptions/index.js';
import { siteOf } from '../payments/index.js';
import { setupPromptEmail } from './plan-change-email.js';

const texts = messages.subscriptions.admin;

/**
 * Staff remind the parent of a plan not set up (its first payment declined, or waiting for their bank's check)
 * to set it up: an email with the link to the order's payment page, where a card pays the first month and the
 * plan starts. Only while the provider still has it so (read first; its status stored). The route allows one a
 * day per plan (`RATE_LIMITS.planPrompt`).
 */
export async function promptPlanSetup(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  actor: Actor,
  subscriptionId: number,
): Promise<{ emailedTo: string }> {
  const view = await findPlan(deps, club, subscriptionId);
  const live = await deps.provider.subscriptions.retrieve(view.providerId, await providerOptions(deps, club));
  const status = storedStatusOf(live);
  await deps.subscriptions.recordStatus(subscriptionId, status, deps.clock(), planStateOf(live));
  if (status !== 'incomplete' || view.orderUuid === null) throw new AppError('CONFLICT', texts.promptNotSetUpOnly);
  const parent = await deps.people.findById(view.userId);
  if (!parent) throw new AppError('CONFLICT', texts.promptNotSetUpOnly);
  const payUrl = `${siteOf(club, deps.publicUrl)}/order/${view.orderUuid}/pay`;
  await deps.transaction((w) =>
    w.outbox.email({
      ...setupPromptEmail({
        email: parent.email,
        firstName: parent.firstName,
        club,
        planName: view.planName,
        orderUrl: null,
        amount: view.amount,
        payUrl,
      }),
      inbox: { clubId: club.id, userId: view.userId }, // also in the parent's inbox at the club
    }),
  );
  await deps.audit.record(actor, {
    action: 'subscription.setup_prompted',
    subjectUserId: view.userId,
    clubId: club.id,
    details: { subscriptionId, providerSubscriptionId: view.providerId },
  });
  return { emailedTo: parent.email };
}
