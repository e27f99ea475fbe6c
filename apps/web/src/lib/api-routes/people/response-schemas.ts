// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { peopleApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  parentChildren: api.parentChildren.response,
  child: api.child.response,
  addChild: api.addChild.response,
  updateChild: api.updateChild.response,
  removeChild: api.removeChild.response,
  childConnection: api.childConnection.response,
  clubLogoUrls: api.clubLogoUrls.response,
  uploadChildPhoto: api.uploadChildPhoto.response,
  photoPermission: api.photoPermission.response,
  updatePhotoPermission: api.updatePhotoPermission.response,
  userDetail: api.userDetail.response,
  marketingPreferences: api.marketingPreferences.response,
  setMarketingPreferences: api.setMarketingPreferences.response,
  staffList: api.staffList.response,
  inviteStaff: api.inviteStaff.response,
  deactivateStaff: api.deactivateStaff.response,
  revokeStaff: api.revokeStaff.response,
  restoreStaff: api.restoreStaff.response,
  changeStaffRole: api.changeStaffRole.response,
  changeStaffFinancialAccess: api.changeStaffFinancialAccess.response,
  resendStaffInvitation: api.resendStaffInvitation.response,
  cancelStaffInvitation: api.cancelStaffInvitation.response,
};
