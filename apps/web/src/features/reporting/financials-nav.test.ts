import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { describe, expect, it } from 'vitest';
import { adminNavItemsFor } from '../admin/admin-nav-items';

const financials = (me: Parameters<typeof adminNavItemsFor>[0]) =>
  adminNavItemsFor(me).filter((item) => item.page === clubPages.financials);

describe('the Financials link of the admin navigation', () => {
  it('shows only to organisers with financial access', () => {
    expect(financials({ roles: ['organiser'], financialAccess: true }).map((item) => item.label)).toEqual([
      messages.reporting.navLink,
    ]);
    expect(financials({ roles: ['organiser'], financialAccess: false })).toEqual([]);
    expect(financials({ roles: ['coach'], financialAccess: false })).toEqual([]);
    expect(financials({ roles: ['parent'], financialAccess: false })).toEqual([]);
  });
});
