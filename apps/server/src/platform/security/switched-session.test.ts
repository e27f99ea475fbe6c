import { allRoutes, errorCodesOf, type RouteDefinition } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, switchedInto, whoAmI } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/**
 * The routes that are the person's own act, which support may not do in a switched session:
 * every definition declaring `switchedSession: 'refused'`. The list is written out so that adding
 * or dropping one is a decision someone makes (docs/security.md, "Switched sessions").
 */
const REFUSING = Object.values(allRoutes).filter((route) => route.switchedSession === 'refused');

/** A demo person each route lets in, to switch into (support cannot switch into platform accounts). */
const DEMO_HOLDER: Partial<Record<string, string>> = {
  parent: DEMO.parent,
  coach: DEMO.coach,
  organiser: DEMO.organiser,
};
function personLetIn(route: RouteDefinition): string {
  if (route.access === 'public' || route.access === 'signed-in') return DEMO.parent;
  const email = route.access.roles.map((role) => DEMO_HOLDER[role]).find(Boolean);
  if (!email) throw new Error(`${route.operationId}: add a demo person holding one of its roles to DEMO_HOLDER`);
  return email;
}

/** The route's path with a value for each parameter; the policy answers before they are read. */
const urlOf = (route: RouteDefinition) => route.path.replace(/:\w+/g, '999999');

describe.each(testDrivers)('routes that refuse a switched session on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it("are the consents, deleting the person's data, and every act on money, money settings or access to money", () => {
    expect(REFUSING.map((route) => route.operationId).sort()).toEqual([
      'acceptContract',
      'acceptContractForm',
      'addChild', // it answers the club's photo and video question
      'addNewPaymentMethod', // saving and deleting cards: the parent's own act, as paying is
      'addSavedCard',
      'amendCampBooking', // re-pricing a camp booking charges or refunds the difference
      'applyCardSession', // the card the club pays the platform with
      'archiveMessage', // archiving and restoring the club's record of what it sent
      'cancelAwaitingOrder', // giving up the places of an order waiting for payment: the parent's own
      'cancelBooking', // a parent's booking is theirs to cancel
      'cancelClubSubscription', // the club's acts on a family's plan: what the family is charged
      'cancelClubSubscriptionAtPeriodEnd',
      'cancelClubSubscriptionWithPlaces',
      'cancelMessage', // stopping a message the club scheduled
      'cancelPlatformSubscription', // the club's own subscription to the platform
      'cancelRunSession', // booked families' share of the session is refunded or kept as credit
      'changeClubSubscriptionTrial',
      'changePlatformPlan',
      'changeStaffFinancialAccess', // who may move the club's money
      'connectAccountUrl', // the account the club is paid into
      'coverClubSubscriptionPayments', // taking a family's missed months
      'createCardSession',
      'createCheckoutSession', // the club's own subscription to the platform: the club's money
      'createCustomOrder', // an order a family owes
      'createDiscountCode', // discount codes change what parents pay: the club's money settings
      'createPaymentMethod',
      'createSetupFees', // setup fees: the club's money
      'deleteDiscountCode',
      'deleteSavedCard',
      'expressPay', // paying spends the parent's money with their card: theirs to do
      'issueCalendarLink', // a secret link to the family's sessions: the person's own act
      'markMessagesRead', // what the parent has read is theirs to say
      'markSetupFee', // records money as received
      'moveFranchiseFamily', // a family's consent to move clubs, recorded by their franchise manager
      'newClient', // its creator becomes the club's organiser with financial access: a grant support may not take
      'passOnPlatformFees', // the club's money settings
      'pauseClubSubscription',
      'pauseDiscountCode',
      'pay',
      'payBasket',
      'postPay',
      'postSubscribe',
      'promptClubSubscriptionSetup', // emails a family in the club's name about their money
      'reactivateClubSubscription',
      'refundClubSubscriptionCharge',
      'refundOrder', // money leaves the club: its financial staff's own act
      'removeChild',
      'resetSetupFees',
      'resumeClubSubscription',
      'resumeDiscountCode',
      'sandboxAuthenticate', // completing 3-D Secure pays with the parent's card
      'sandboxCheckoutPay',
      'sandboxRenew', // renewing a plan charges the parent's card
      'saveClubBookingSettings', // the club's money settings: its staff's own act
      'saveMyAnswers', // the family's answers, health ones under their consent: the parent's own
      'savePaymentSettings',
      'sendMessage', // a message goes to families in the club's name
      'sendOrderInvoice', // asking families for money
      'sendTermInvoices',
      'setClubMarketing', // unsubscribing from a club's marketing: the person's own consent
      'setMarketingPreferences',
      'subscribe', // a plan and its outstanding payments: the parent's money
      'subscriptionsAll',
      'subscriptionsCancel',
      'subscriptionsDetail',
      'subscriptionsOutstanding',
      'subscriptionsOutstandingInvoices',
      'subscriptionsPayOutstanding',
      'subscriptionsReactivate',
      'subscriptionsUpdateDefaultCard',
      'toggleFeature',
      'unrejectClubSubscription',
      'updateClubSubscriptionPlan',
      'updateDiscountCode',
      'updateListing',
      'updatePaymentInstructions',
      'updatePaymentSetting',
      'updatePhotoPermission',
      'updatePlatformFees',
      'updateSmsInvoices',
      'uploadAnswerFile', // a family's answer, as saveMyAnswers
      'uploadMessageAttachment', // a file that goes to families in the club's name, as sendMessage
    ]);
    // Their OpenAPI operations list the refusal.
    for (const route of REFUSING) expect(errorCodesOf(route)).toContain('SWITCHED_SESSION_REFUSED');
  });

  it('include every state-changing route that needs financial access, so a new one cannot forget', () => {
    // A route needing financial access is about the club's money: changing it is never support's to do.
    const financialWrites = Object.values(allRoutes).filter(
      (route) => route.method !== 'GET' && typeof route.access === 'object' && route.access.financial,
    );
    expect(financialWrites.length).toBeGreaterThan(20);
    expect(financialWrites.filter((route) => route.switchedSession !== 'refused').map((r) => r.operationId)).toEqual(
      [],
    );
  });

  it.each(REFUSING.map((route) => [route.operationId, route] as const))(
    '%s answers 403 SWITCHED_SESSION_REFUSED when switched, naming the person, and only then',
    async (_, route) => {
      const email = personLetIn(route);
      const call = (cookie: string) =>
        t.request({ method: route.method, url: urlOf(route), cookie, ...(route.method !== 'GET' && { body: {} }) });

      const cookie = await switchedInto(t, email);
      const { firstName } = (await whoAmI(t, cookie)).user!;
      const switched = await call(cookie);
      expect(switched.statusCode, switched.body).toBe(403);
      expect(switched.json().error).toEqual({
        code: 'SWITCHED_SESSION_REFUSED',
        message: messages.switchedSession.refused(firstName),
      });
      // The person themselves gets past the refusal (to the empty body's 400: nothing is written).
      const own = await call(await t.signIn('demo', email));
      expect(own.json().error?.code, own.body).not.toBe('SWITCHED_SESSION_REFUSED');
      expect(own.statusCode).not.toBe(403);
    },
  );
});
