// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { parentChildren } from './parentChildren';
export { child } from './child';
export { addChild } from './addChild';
export { updateChild } from './updateChild';
export { removeChild } from './removeChild';
export { childPhoto } from './childPhoto';
export { childConnection } from './childConnection';
export { clubLogoUrls } from './clubLogoUrls';
export { uploadChildPhoto } from './uploadChildPhoto';
export { photoPermission } from './photoPermission';
export { updatePhotoPermission } from './updatePhotoPermission';
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
