// Generated from packages/domain/src/api/franchise.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { franchiseApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  franchiseNetworks: api.franchiseNetworks.response,
  createFranchiseNetwork: api.createFranchiseNetwork.response,
  franchiseNetwork: api.franchiseNetwork.response,
  assignFranchiseClub: api.assignFranchiseClub.response,
  setFranchiseRoyalty: api.setFranchiseRoyalty.response,
  removeFranchiseClub: api.removeFranchiseClub.response,
  removeFranchiseManager: api.removeFranchiseManager.response,
  addFranchiseManager: api.addFranchiseManager.response,
  moveFranchiseFamily: api.moveFranchiseFamily.response,
  franchiseFamilyMoves: api.franchiseFamilyMoves.response,
  franchiseSharedTexts: api.franchiseSharedTexts.response,
  shareFranchiseText: api.shareFranchiseText.response,
  deleteFranchiseText: api.deleteFranchiseText.response,
  applyFranchisePolicy: api.applyFranchisePolicy.response,
  clubFranchiseTemplates: api.clubFranchiseTemplates.response,
  franchiseReport: api.franchiseReport.response,
};
