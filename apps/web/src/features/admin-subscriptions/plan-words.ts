import type { ClubSubscription } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';

const t = messages.subscriptions.admin;

export const statusLabel = (status: string) => t.statuses[status] ?? status;
export const amountLabel = (plan: Pick<ClubSubscription, 'amount' | 'frequency'>, currencySymbol: string) =>
  t.perPeriod(formatMoney(plan.amount, currencySymbol), plan.frequency);
export const placesLabel = (plan: Pick<ClubSubscription, 'places'>) =>
  plan.places.map((p) => [p.childName, p.className].filter(Boolean).join(', ')).join('; ');
