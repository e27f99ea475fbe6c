/**
 * The parts of every page that only signed-in people see: the header's menus and the banners. This
 * table loads with the first of them (./signed-in-part.ts), so their `import()`s (and the lists of
 * chunks each one preloads) are no part of a visitor's first download.
 */
export const signedInParts = {
  AccountMenu: () => import('../features/people/account-menu'),
  SupportMenu: () => import('../features/support/support-menu'),
  StaffBanner: () => import('../features/schedule/staff-banner'),
  AdminNav: () => import('../features/admin/admin-nav'),
  SwitchedUserBanner: async () => ({
    default: (await import('../features/support/switched-user-banner')).SwitchedUserBanner,
  }),
  SwitchUserFailedNotice: async () => ({
    default: (await import('../features/support/switch-user-failed-notice')).SwitchUserFailedNotice,
  }),
};
