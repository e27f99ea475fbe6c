// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { clubThemes } from './clubThemes';
export { setClubTheme } from './setClubTheme';
export { uploadClubLogo } from './uploadClubLogo';
export { clubLogo } from './clubLogo';
export { clubStylesheet } from './clubStylesheet';
export { clientSettings } from './clientSettings';
export { saveClientSettings } from './saveClientSettings';
export { clubTimezone } from './clubTimezone';
export { setClubTimezone } from './setClubTimezone';
