import { messages } from '@clubroom/domain/messages';
import { AppError } from '../errors.js';
import { switchedSessionRefused } from './actor.js';
import { seesFinances, type AuthContext } from './policy.js';

/**
 * Recording money as received (an order paid offline) is a financial act, decided by what the request
 * asks rather than by the route: like marking a setup fee paid, it needs financial access (organisers
 * without it answer 403), and it is never done in a switched session (docs/security.md).
 */
export function refuseRecordingMoney(auth: AuthContext): void {
  if (auth.impersonator) throw switchedSessionRefused(auth.user.firstName);
  if (!seesFinances(auth)) throw new AppError('FORBIDDEN', messages.adminBookings.paidOfflineNeedsFinance);
}
