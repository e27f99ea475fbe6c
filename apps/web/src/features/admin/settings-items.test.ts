import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { adminNavItemsFor, settingsItemsFor } from './admin-nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const moneyPages = [messages.fees.healthCheck.title, messages.fees.calculator.title, messages.paySettings.navPayments];

describe('the settings pages each person is offered (/cms/settings)', () => {
  it('gives an organiser with financial access every one, and one Settings link in the navigation', () => {
    const me = { roles: ['organiser' as const], financialAccess: true };
    expect(settingsItemsFor(me)).toHaveLength(16);
    expect(labels(settingsItemsFor(me))).toContain(messages.registrationQuestions.title);
    expect(labels(settingsItemsFor(me))).toContain(messages.contactAttributes.title);
    expect(labels(settingsItemsFor(me))).toContain(messages.bookingSettings.title);
    expect(labels(settingsItemsFor(me))).toContain(messages.platformSubscription.nav);
    expect(labels(settingsItemsFor(me))).toContain(messages.trophies.title);
    expect(labels(settingsItemsFor(me))).toContain(messages.discountCodes.title);
    expect(labels(settingsItemsFor(me))).toContain(messages.scheduleEmbed.title);
    expect(labels(adminNavItemsFor(me)).filter((label) => label === messages.cms.nav.settings)).toHaveLength(1);
    expect(labels(adminNavItemsFor(me))).toContain(messages.cms.nav.venues);
  });

  it('leaves the money pages out for an organiser without financial access', () => {
    const offered = labels(settingsItemsFor({ roles: ['organiser'], financialAccess: false }));
    expect(offered).toContain(messages.clubProfile.title);
    for (const page of moneyPages) expect(offered).not.toContain(page);
  });

  it('offers support the admin tools only, and coaches and parents nothing', () => {
    expect(labels(settingsItemsFor({ roles: ['support'], financialAccess: false }))).toEqual([
      messages.paySettings.toolsTitle,
    ]);
    expect(settingsItemsFor({ roles: ['coach'], financialAccess: false })).toEqual([]);
    expect(settingsItemsFor({ roles: ['parent'], financialAccess: false })).toEqual([]);
    expect(labels(adminNavItemsFor({ roles: ['coach'], financialAccess: false }))).not.toContain(
      messages.cms.nav.settings,
    );
    expect(labels(adminNavItemsFor({ roles: ['coach'], financialAccess: false }))).not.toContain(
      messages.cms.nav.venues,
    );
  });
});
