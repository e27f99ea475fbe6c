import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, type PageDefinition } from '@clubroom/domain/pages';

const t = messages.cms.nav;

export interface AdminNavItem {
  label: string;
  page: PageDefinition;
  /** Shown only to those who see the club's money. */
  financial?: true;
  /** Marked current on the pages under it too (the settings pages under /cms/settings). */
  section?: true;
}

/** The admin area's sections in the order the navigation shows them: registers first, as a coach on a phone wants them. */
const items: AdminNavItem[] = [
  { label: t.registers, page: clubPages.registers },
  { label: t.home, page: clubPages.cmsHome },
  { label: t.schedule, page: clubPages.scheduleAdmin },
  { label: t.venues, page: clubPages.venues, section: true },
  { label: t.contacts, page: clubPages.contacts },
  { label: messages.messaging.logTitle, page: clubPages.messageLog },
  { label: t.orders, page: clubPages.adminOrders, financial: true },
  { label: messages.subscriptions.admin.title, page: clubPages.paymentPlans, financial: true },
  { label: messages.reporting.navLink, page: clubPages.financials, financial: true },
  { label: messages.scheduleAnalytics.navLink, page: clubPages.scheduleAnalytics },
  { label: t.staff, page: clubPages.staff },
  { label: t.settings, page: clubPages.clubSettings, section: true },
];

const s = messages.cms.settings;

/** The settings pages, as `/cms/settings` lists them: each with a line on what it is for. */
const settings: (AdminNavItem & { hint: string })[] = [
  { label: messages.clubProfile.title, hint: s.profile, page: clubPages.clubProfile },
  { label: messages.fees.healthCheck.title, hint: s.healthCheck, page: clubPages.healthCheck, financial: true },
  { label: messages.fees.calculator.title, hint: s.salesCalculator, page: clubPages.salesCalculator, financial: true },
  { label: messages.paySettings.navPayments, hint: s.payments, page: clubPages.settingsPayments, financial: true },
  {
    label: messages.platformSubscription.nav,
    hint: messages.platformSubscription.intro,
    page: clubPages.platformSubscription,
    financial: true,
  },
  { label: messages.bookingSettings.title, hint: messages.bookingSettings.hint, page: clubPages.bookingSettings },
  { label: messages.discountCodes.title, hint: messages.discountCodes.hint, page: clubPages.discountCodes },
  { label: messages.scheduleEmbed.title, hint: messages.scheduleEmbed.hint, page: clubPages.settingsEmbed },
  { label: messages.fees.options.title, hint: s.options, page: clubPages.clubOptions },
  { label: messages.trophies.title, hint: s.trophies, page: clubPages.settingsTrophies },
  {
    label: messages.registrationQuestions.title,
    hint: messages.registrationQuestions.settingsHint,
    page: clubPages.settingsRegistrationQuestions,
  },
  {
    label: messages.contactAttributes.title,
    hint: messages.contactAttributes.hint,
    page: clubPages.settingsContactAttributes,
  },
  { label: messages.paySettings.termsTitle, hint: s.terms, page: clubPages.settingsTerms },
  { label: messages.paySettings.privacyTitle, hint: s.privacy, page: clubPages.settingsPrivacy },
  { label: messages.paySettings.navPhotos, hint: s.photoPermissions, page: clubPages.settingsPhotoPermissions },
  { label: messages.paySettings.toolsTitle, hint: s.adminTools, page: clubPages.settingsAdminTools },
];

type Viewer = Pick<Me, 'roles' | 'financialAccess'>;

/** Whether this person may open the item's page: the page's own access decides, as its guard would. */
function mayOpen(me: Viewer, { page, financial }: AdminNavItem): boolean {
  if (financial && !me.financialAccess) return false;
  return typeof page.access === 'object' ? page.access.allow(me.roles) : true;
}

/** The sections this person may open. */
export const adminNavItemsFor = (me: Viewer): AdminNavItem[] => items.filter((item) => mayOpen(me, item));

/** The settings pages this person may open. */
export const settingsItemsFor = (me: Viewer) => settings.filter((item) => mayOpen(me, item));
