// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { userDetail } from './userDetail';
export { marketingPreferences } from './marketingPreferences';
export { setMarketingPreferences } from './setMarketingPreferences';
export { staffList } from './staffList';
export { inviteStaff } from './inviteStaff';
export { deactivateStaff } from './deactivateStaff';
export { revokeStaff } from './revokeStaff';
export { restoreStaff } from './restoreStaff';
export { changeStaffRole } from './changeStaffRole';
export { changeStaffFinancialAccess } from './changeStaffFinancialAccess';
export { resendStaffInvitation } from './resendStaffInvitation';
export { cancelStaffInvitation } from './cancelStaffInvitation';
