import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { scheduleAnalyticsFigures } from '../schedule-analytics/index.js';
import { moneyFigures } from './money-figures.js';
import { reportingRepository } from './reporting.repository.js';
import { reportingRoutes } from './reporting.routes.js';

export type { MoneyFigures } from './money-figures.js';

/**
 * The financials summary's reports (issue 12, "Orders and money"): income by month and term, a
 * line per order, expected payouts and schedule capacity, with CSV downloads; for the club's staff
 * with financial access; and the schedule page's analytics, for the club's schedule managers. Reads only.
 */
export const reportingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  reportingRoutes(app, {
    repo: reportingRepository(deps.db),
    clock: deps.clock,
    analytics: scheduleAnalyticsFigures(deps),
  });
};

/** The money figures as Financials defines them, for the pages of other modules (the home, Orders). */
export const clubMoneyFigures = (deps: Pick<ModuleDeps, 'db'>) => moneyFigures(reportingRepository(deps.db));

/**
 * Several clubs' card money in a window, one statement for them all (the platform console's page of clubs): taken,
 * refunded and the platform's fees, as Financials counts them.
 */
export const clubsCardMoney = (deps: Pick<ModuleDeps, 'db'>) => reportingRepository(deps.db).cardMoneyByClub;
export type ClubsCardMoney = ReturnType<typeof clubsCardMoney>;

/**
 * Several clubs' figures by month (the franchise report): card money and places per club and month, and what each
 * club's orders waiting for payment will charge. Each as Financials counts it.
 */
export const clubsMonthlyFigures = (deps: Pick<ModuleDeps, 'db'>) => {
  const repo = reportingRepository(deps.db);
  return {
    money: repo.cardMoneyByClubMonth,
    places: repo.placesByClubMonth,
    outstanding: repo.outstandingByClub,
  };
};
export type ClubsMonthlyFigures = ReturnType<typeof clubsMonthlyFigures>;
export { addMonths, periodOf, type Period } from './reporting-period.js';
