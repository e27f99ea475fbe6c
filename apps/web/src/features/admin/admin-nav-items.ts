import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, type PageDefinition } from '@clubroom/domain/pages';

const t = messages.cms.nav;

export interface AdminNavItem {
  label: string;
  page: PageDefinition;
  /** Shown only to those who see the club's money. */
  financial?: true;
}

/** The admin area's sections in the order the navigation shows them: registers first, as a coach on a phone wants them. */
const items: AdminNavItem[] = [
  { label: t.registers, page: clubPages.registers },
  { label: t.home, page: clubPages.cmsHome },
  { label: t.schedule, page: clubPages.scheduleAdmin },
  { label: t.contacts, page: clubPages.contacts },
  { label: t.orders, page: clubPages.adminOrders, financial: true },
  { label: messages.subscriptions.admin.title, page: clubPages.paymentPlans, financial: true },
  { label: messages.reporting.navLink, page: clubPages.financials, financial: true },
  { label: t.staff, page: clubPages.staff },
];

/** The sections this person may open: each page's own access decides, as its guard would. */
export function adminNavItemsFor(me: Pick<Me, 'roles' | 'financialAccess'>): AdminNavItem[] {
  return items.filter(({ page, financial }) => {
    if (financial && !me.financialAccess) return false;
    return typeof page.access === 'object' ? page.access.allow(me.roles) : true;
  });
}
